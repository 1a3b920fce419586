import type { ObjectRef } from "@pothos/core";
import { type ShopTypes, builder } from "./builder.ts";
import type { ShopContext } from "./context.ts";
import { badUserInput } from "./errors.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

export const PaginationDto = builder.inputType("PaginationDto", {
  fields: (t) => ({
    page: t.int({ required: false, defaultValue: 1, description: "From 1." }),
    limit: t.int({
      required: false,
      defaultValue: DEFAULT_PAGE_SIZE,
      description: `Items per page, 1–${MAX_PAGE_SIZE}.`,
    }),
  }),
});

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** Validates a pagination dto; out-of-range values are the shopper's error, not a 500. */
export function toPage(input?: { page?: number | null; limit?: number | null } | null): Page {
  const page = input?.page ?? 1;
  const limit = input?.limit ?? DEFAULT_PAGE_SIZE;
  if (page < 1) throw badUserInput("Номер страницы должен быть не меньше 1", "page");
  if (page > 10_000) throw badUserInput("Такой страницы нет", "page");
  if (limit < 1) throw badUserInput("Размер страницы должен быть не меньше 1", "limit");
  if (limit > MAX_PAGE_SIZE) {
    throw badUserInput(`На одной странице — не больше ${MAX_PAGE_SIZE} позиций`, "limit");
  }
  return { page, limit, offset: (page - 1) * limit };
}

export const Pagination = builder
  .objectRef<{ page: number; limit: number; totalItems: number }>("Pagination")
  .implement({
    fields: (t) => ({
      page: t.exposeInt("page"),
      limit: t.exposeInt("limit"),
      totalItems: t.exposeInt("totalItems"),
      totalPages: t.int({
        resolve: ({ totalItems, limit }) => Math.ceil(totalItems / limit),
      }),
    }),
  });

/** One page of a list as the API answers it: the items and what the Pagination type shows. */
export interface ItemPage<T> {
  items: T[];
  page: number;
  limit: number;
  totalItems: number;
}

/** The `<Name>Page` type of a list: its items and their Pagination. */
export function pageOf<T>(
  name: string,
  item: ObjectRef<ShopTypes, T>,
  itemsDescription?: string,
): ObjectRef<ShopTypes, ItemPage<T>> {
  return builder.objectRef<ItemPage<T>>(name).implement({
    fields: (f) => ({
      items: f.field({
        type: [item],
        description: itemsDescription,
        resolve: (page) => page.items,
      }),
      pagination: f.field({ type: Pagination, resolve: (page) => page }),
    }),
  });
}

/**
 * A query field answering one page of the signed-in shopper's own list (UNAUTHENTICATED for a
 * guest), read by `list` for that user only.
 */
export function ownListField<T>(
  name: string,
  type: ObjectRef<ShopTypes, ItemPage<T>>,
  description: string,
  list: (
    db: ShopContext["db"],
    userId: number,
    page: Page,
  ) => Promise<{ items: T[]; totalItems: number }>,
): void {
  builder.queryField(name, (f) =>
    f.withAuth({ signedIn: true }).field({
      type,
      description,
      args: { dto: f.arg({ type: PaginationDto, required: false }) },
      resolve: async (_root, { dto }, ctx) => {
        const { userId } = ctx;
        const page = toPage(dto);
        const found = await list(ctx.db, userId, page);
        return { ...found, page: page.page, limit: page.limit };
      },
    }),
  );
}
