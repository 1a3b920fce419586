/**
 * A signed-in shopper's favourites (spec §7 toggleFavourite, favouriteList). A guest keeps them
 * locally; on sign-in the storefront merges them with addFavourites, which only adds (a toggle
 * would remove what the account already had).
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { ProductPage, productsInOrder } from "../catalogue/queries.ts";
import { Product } from "../catalogue/types.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { PaginationDto, toPage } from "../graphql/pagination.ts";
import { requireUser } from "../identity/viewer.ts";

/** Bounds one account's list, and what toggleFavourite answers in one go. */
export const MAX_FAVOURITES = 500;

/** Favourites on sale, newest first: the ones a shopper can see. */
const visible = (userId: number) =>
  and(
    eq(t.favourite.userId, userId),
    sql`exists (select 1 from ${t.product} p where p.id = ${t.favourite.productId}
                and p.active and p.deleted_at is null)`,
  );

async function favouriteIds(db: Database, userId: number, limit: number, offset = 0) {
  const rows = await db
    .select({ productId: t.favourite.productId })
    .from(t.favourite)
    .where(visible(userId))
    .orderBy(desc(t.favourite.createdAt), desc(t.favourite.productId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.productId);
}

async function allFavourites(ctx: ShopContext, userId: number) {
  return productsInOrder(ctx, await favouriteIds(ctx.db, userId, MAX_FAVOURITES));
}

function toProductId(value: string | number): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw badUserInput("Товар не найден", "productId");
  return id;
}

/** The ids among `ids` that name live products. */
async function liveProductIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: t.product.id })
    .from(t.product)
    .where(and(inArray(t.product.id, ids), isNull(t.product.deletedAt)));
  return rows.map((row) => row.id);
}

async function assertRoom(db: Database, userId: number, adding: number) {
  const [stored] = await db
    .select({ value: count() })
    .from(t.favourite)
    .where(eq(t.favourite.userId, userId));
  if ((stored?.value ?? 0) + adding > MAX_FAVOURITES) {
    throw badUserInput(`В избранном может быть не больше ${MAX_FAVOURITES} товаров`);
  }
}

const ToggleFavouriteDto = builder.inputType("ToggleFavouriteDto", {
  fields: (f) => ({ productId: f.id({ required: true }) }),
});

builder.mutationField("toggleFavourite", (f) =>
  f.field({
    type: [Product],
    description:
      "Adds the product to the signed-in shopper's favourites, or removes it when already there; answers the favourites, newest first.",
    args: { dto: f.arg({ type: ToggleFavouriteDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      const productId = toProductId(dto.productId);
      const removed = await ctx.db
        .delete(t.favourite)
        .where(and(eq(t.favourite.userId, userId), eq(t.favourite.productId, productId)))
        .returning({ productId: t.favourite.productId });
      if (removed.length === 0) {
        const [live] = await liveProductIds(ctx.db, [productId]);
        if (!live) throw badUserInput("Товар не найден", "productId");
        await assertRoom(ctx.db, userId, 1);
        await ctx.db
          .insert(t.favourite)
          .values({ userId, productId, createdAt: ctx.providers.clock.now() })
          .onConflictDoNothing();
      }
      return allFavourites(ctx, userId);
    },
  }),
);

const AddFavouritesDto = builder.inputType("AddFavouritesDto", {
  fields: (f) => ({
    productIds: f.idList({ required: true, description: "A guest's local favourites." }),
  }),
});

builder.mutationField("addFavourites", (f) =>
  f.field({
    type: [Product],
    description:
      "Merges a guest's local favourites on sign-in: adds those not yet there (unknown products are skipped), removes nothing; answers the favourites, newest first.",
    args: { dto: f.arg({ type: AddFavouritesDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      if (dto.productIds.length > MAX_FAVOURITES) {
        throw badUserInput(`В избранном может быть не больше ${MAX_FAVOURITES} товаров`);
      }
      const wanted = [...new Set(dto.productIds.map(toProductId))];
      const live = await liveProductIds(ctx.db, wanted);
      if (live.length > 0) {
        const already = await ctx.db
          .select({ productId: t.favourite.productId })
          .from(t.favourite)
          .where(and(eq(t.favourite.userId, userId), inArray(t.favourite.productId, live)));
        const known = new Set(already.map((row) => row.productId));
        const fresh = wanted.filter((id) => live.includes(id) && !known.has(id));
        await assertRoom(ctx.db, userId, fresh.length);
        // The first of a local list is the most recent: it gets the latest time.
        const now = ctx.providers.clock.now().getTime();
        if (fresh.length > 0) {
          await ctx.db
            .insert(t.favourite)
            .values(
              fresh.map((productId, index) => ({
                userId,
                productId,
                createdAt: new Date(now - index),
              })),
            )
            .onConflictDoNothing();
        }
      }
      return allFavourites(ctx, userId);
    },
  }),
);

builder.queryField("favouriteList", (f) =>
  f.field({
    type: ProductPage,
    description: "The signed-in shopper's favourites on sale, newest first.",
    args: { dto: f.arg({ type: PaginationDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      const page = toPage(dto);
      const [total] = await ctx.db
        .select({ value: count() })
        .from(t.favourite)
        .where(visible(userId));
      const ids = await favouriteIds(ctx.db, userId, page.limit, page.offset);
      return { ids, totalItems: total?.value ?? 0, page: page.page, limit: page.limit };
    },
  }),
);
