/** A shopper's favourites in the database (table favourite): only ever the given user's. */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";

/** Bounds one account's list, and what toggleFavourite answers in one go. */
export const MAX_FAVOURITES = 500;

/** Favourites on sale, newest first: the ones a shopper can see. */
const visible = (userId: number) =>
  and(
    eq(t.favourite.userId, userId),
    sql`exists (select 1 from ${t.product} p where p.id = ${t.favourite.productId}
                and p.active and p.deleted_at is null)`,
  );

/** The ids of a user's visible favourites, newest first. */
export async function favouriteIds(db: Database, userId: number, limit: number, offset = 0) {
  const rows = await db
    .select({ productId: t.favourite.productId })
    .from(t.favourite)
    .where(visible(userId))
    .orderBy(desc(t.favourite.createdAt), desc(t.favourite.productId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.productId);
}

export async function countVisibleFavourites(db: Database, userId: number): Promise<number> {
  const [total] = await db.select({ value: count() }).from(t.favourite).where(visible(userId));
  return total?.value ?? 0;
}

/** The ids among `ids` that name live products. */
export async function liveProductIds(db: Database, ids: number[]): Promise<number[]> {
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

/** Removes the product from the user's favourites, or adds it when it was not there. */
export async function toggleFavourite(db: Database, userId: number, productId: number, now: Date) {
  const removed = await db
    .delete(t.favourite)
    .where(and(eq(t.favourite.userId, userId), eq(t.favourite.productId, productId)))
    .returning({ productId: t.favourite.productId });
  if (removed.length > 0) return;
  const [live] = await liveProductIds(db, [productId]);
  if (!live) throw badUserInput("Товар не найден", "productId");
  await assertRoom(db, userId, 1);
  await db.insert(t.favourite).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

/**
 * Adds the live ones of `wanted` not yet among the user's favourites; removes nothing. The first
 * of a local list is the most recent: it gets the latest time.
 */
export async function addFavourites(db: Database, userId: number, wanted: number[], now: Date) {
  const live = await liveProductIds(db, wanted);
  if (live.length === 0) return;
  const already = await db
    .select({ productId: t.favourite.productId })
    .from(t.favourite)
    .where(and(eq(t.favourite.userId, userId), inArray(t.favourite.productId, live)));
  const known = new Set(already.map((row) => row.productId));
  const fresh = wanted.filter((id) => live.includes(id) && !known.has(id));
  await assertRoom(db, userId, fresh.length);
  if (fresh.length === 0) return;
  await db
    .insert(t.favourite)
    .values(
      fresh.map((productId, index) => ({
        userId,
        productId,
        createdAt: new Date(now.getTime() - index),
      })),
    )
    .onConflictDoNothing();
}
