/**
 * The back office's order forms (docs/back-office.md#заказы), one zod schema each, shared by the
 * browser (constraints, instant errors) and the route's action; the shop API checks them again.
 * The list's filters are a GET form read from the address; the order's page posts its forms to
 * one action, told apart by `intent`.
 */
import { z } from "zod";
import { FIELD_TWICE } from "../../../shared/form-messages.ts";

/** The longest comment for the shopper, as the shop API allows (server/orders/back-office-input.ts). */
export const MAX_COMMENT = 1000;
export const MAX_BULK = 200;
export const ORDERS_PAGE_SIZE = 25;

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The list's filters as the address carries them; anything unreadable is left out. */
export const OrdersFilterSchema = z.object({
  search: optionalText.pipe(z.string().max(64, "Поиск — не длиннее 64 символов").optional()),
  status: optionalText,
  deliveryType: optionalText,
  paid: z.enum(["yes", "no"]).optional().catch(undefined),
  createdFrom: z.iso.date().optional().catch(undefined),
  createdTo: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type OrdersFilter = z.output<typeof OrdersFilterSchema>;

/** Reads the filters from a list's address. */
export function readOrdersFilter(url: URL): OrdersFilter {
  const raw = Object.fromEntries(
    [...url.searchParams.entries()].filter(([, value]) => value !== ""),
  );
  const parsed = OrdersFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : OrdersFilterSchema.parse({});
}

/** The address of the list with these filters, on page `page`. */
export function ordersHref(filter: OrdersFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, page: page > 1 ? page : undefined })) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

export const StatusMoveSchema = z.object({
  intent: z.literal("status"),
  /** One item; none moves every item still on its way. */
  itemId: z
    .string({ error: "Такого товара в заказе нет" })
    .regex(/^\d{1,10}$/, "Такого товара в заказе нет")
    .optional(),
  status: z.string({ error: "Выберите статус" }).min(1, "Выберите статус"),
  trackCode: z
    .string({ error: FIELD_TWICE })
    .max(64, "Трек-номер — не длиннее 64 символов")
    .optional(),
});

export const CommentSchema = z.object({
  intent: z.literal("comment"),
  comment: z
    .string({ error: FIELD_TWICE })
    .max(MAX_COMMENT, `Комментарий — не длиннее ${MAX_COMMENT} символов`)
    .optional()
    .transform((value) => value ?? ""),
});

export const OrderPageSchema = z.discriminatedUnion("intent", [StatusMoveSchema, CommentSchema], {
  error: "Неизвестное действие",
});

export const BulkStatusSchema = z.object({
  orderIds: z
    .array(
      z
        .string({ error: "Номер заказа — целое число" })
        .regex(/^\d{1,10}$/, "Номер заказа — целое число"),
      {
        error: "Отметьте хотя бы один заказ",
      },
    )
    .min(1, "Отметьте хотя бы один заказ")
    .max(MAX_BULK, `За раз — не больше ${MAX_BULK} заказов`),
  status: z.string({ error: "Выберите статус" }).min(1, "Выберите статус"),
});

/** A batch's outcome as the list shows it after the post. */
export interface BulkReportView {
  /** The status the batch was moved to. */
  status: string;
  moved: number;
  refused: { orderId: string; message: string }[];
}
