/**
 * What the staff type into the back office's order forms (docs/back-office.md#заказы), read by one
 * zod schema each with Russian messages: the list's filters, the shop's comment for the shopper
 * and a batch of orders to move. The shop API checks every input with these, whatever sent it.
 */
import { z } from "zod";
import { normalisePhone } from "../identity/contact.ts";
import * as t from "../db/schema.ts";
import { isRowId } from "../graphql/ids.ts";
import { deliveryTypeValues } from "./vocabulary.ts";

/** The longest comment for the shopper: a few paragraphs, as the checkout's comment. */
export const MAX_COMMENT_FOR_SHOPPER = 1000;
/** The most orders one bulk change moves (a container's worth). */
export const MAX_BULK_ORDERS = 200;
const MAX_SEARCH = 64;
/** Fewer digits of a phone match too many orders to be a search. */
const MIN_PHONE_DIGITS = 3;

const EARLIEST_DATE = "2000-01-01";
const LATEST_DATE = "2099-12-31";

const day = z.iso
  .date({ error: "Дата — в виде ГГГГ-ММ-ДД" })
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, "Дата — между 2000 и 2099 годом");

/**
 * What a search names: an order's number, a whole phone (any spelling, read as server/identity
 * reads phones), or some of a phone's digits, with «8» or «7» in front read as the country's +7.
 */
export interface OrderSearch {
  orderId: number | null;
  phone: string | null;
  phoneDigits: string | null;
  /** The digits after a leading 8 / 7 / +7: the phone's start. */
  phoneStart: string | null;
}

export function readOrderSearch(input: string): OrderSearch | null {
  const text = input.trim().replace(/^(№|#|N)\s*/i, "");
  const digits = text.replace(/\D/g, "");
  if (digits.length === 0 || /[^\d\s()+\-.]/.test(text)) return null;
  const number = /^\d{1,10}$/.test(text) ? Number(text) : null;
  const countryPrefix = /^(\+7|8|7)/.exec(text.replace(/[\s()\-.]/g, ""));
  return {
    orderId: number !== null && isRowId(number) && number > 0 ? number : null,
    phone: normalisePhone(text),
    phoneDigits: digits.length >= MIN_PHONE_DIGITS ? digits : null,
    phoneStart: countryPrefix && digits.length > MIN_PHONE_DIGITS ? digits.slice(1) : null,
  };
}

export const staffOrderFilterSchema = z
  .object({
    status: z.enum(t.orderStatusValues, { error: "Неизвестный статус" }).nullish(),
    createdFrom: day.nullish(),
    createdTo: day.nullish(),
    deliveryType: z.enum(deliveryTypeValues, { error: "Неизвестный способ доставки" }).nullish(),
    paid: z.boolean().nullish(),
    search: z
      .string()
      .max(MAX_SEARCH, `Поиск — не длиннее ${MAX_SEARCH} символов`)
      .nullish()
      .transform((value, context) => {
        if (!value?.trim()) return null;
        const search = readOrderSearch(value);
        if (!search) {
          context.addIssue({
            code: "custom",
            message: "Ищите по номеру заказа или телефону покупателя: только цифры",
          });
          return null;
        }
        return search;
      }),
  })
  .refine(
    (filter) => !filter.createdFrom || !filter.createdTo || filter.createdFrom <= filter.createdTo,
    { message: "Дата «с» позже даты «по»", path: ["createdTo"] },
  );

export type StaffOrderFilter = z.output<typeof staffOrderFilterSchema>;

/** Printable text, line breaks allowed: PostgreSQL refuses NUL and a page shows no control codes. */
const PRINTABLE = /^[^\p{Cc}]*$/u;

export const commentForShopperSchema = z
  .string({ error: "Введите комментарий" })
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .max(MAX_COMMENT_FOR_SHOPPER, `Комментарий — не длиннее ${MAX_COMMENT_FOR_SHOPPER} символов`)
      .refine(
        (value) => PRINTABLE.test(value.replace(/[\n\t]/g, "")),
        "В комментарии недопустимые символы",
      ),
  )
  // An empty comment takes the shop's comment away.
  .transform((value) => value || null);

const orderId = z.coerce
  .number({ error: "Номер заказа — целое число" })
  .int("Номер заказа — целое число")
  .positive("Номер заказа — целое число")
  .max(Number.MAX_SAFE_INTEGER, "Номер заказа — целое число");

/** Statuses only payment sets (docs/orders.md#status-changes): no staff member chooses them. */
const PAYMENT_STATUSES: ReadonlySet<string> = new Set(["AWAITING_PAY", "ACCEPT_MEET_WAIT_PAID"]);

/** The statuses a staff member may name for a batch: every one but payment's own. */
export const staffTargetStatuses = t.orderStatusValues.filter(
  (status) => !PAYMENT_STATUSES.has(status),
);

export const bulkStatusSchema = z.object({
  orderIds: z
    .array(orderId)
    .min(1, "Отметьте хотя бы один заказ")
    .max(MAX_BULK_ORDERS, `За раз — не больше ${MAX_BULK_ORDERS} заказов`)
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(t.orderStatusValues, { error: "Выберите статус" }),
});

export type BulkStatusInput = z.output<typeof bulkStatusSchema>;

/** The first issue of a failed parse, as a Russian line fit to show. */
export function firstIssue(error: z.ZodError): { message: string; field: string | undefined } {
  const issue = error.issues[0];
  return {
    message: issue?.message ?? "Неверный запрос",
    field: issue?.path.length ? issue.path.join(".") : undefined,
  };
}
