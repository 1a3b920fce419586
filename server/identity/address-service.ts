/** A shopper's delivery addresses in the database: only ever the given user's. */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { isRowId } from "../graphql/ids.ts";

export type AddressRow = typeof t.address.$inferSelect;
export type NewAddress = Omit<
  typeof t.address.$inferInsert,
  "id" | "userId" | "createdAt" | "updatedAt" | "deletedAt"
>;

const mine = (userId: number) => and(eq(t.address.userId, userId), isNull(t.address.deletedAt));

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const [stored] = await db.select({ value: count() }).from(t.address).where(mine(userId));
  return stored?.value ?? 0;
}

/** One page of a user's addresses, newest first, with their total count. */
export async function listAddresses(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: AddressRow[]; totalItems: number }> {
  const [totalItems, items] = await Promise.all([
    countAddresses(db, userId),
    db
      .select()
      .from(t.address)
      .where(mine(userId))
      .orderBy(desc(t.address.createdAt), desc(t.address.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { items, totalItems };
}

/** Stores an address; a country / city id is kept only when it names a stored one. */
export async function insertAddress(
  db: Database,
  userId: number,
  address: NewAddress,
  now: Date,
): Promise<AddressRow> {
  const ids = await knownPlaces(db, address.countryId ?? null, address.cityId ?? null);
  const [row] = await db
    .insert(t.address)
    .values({ ...address, ...ids, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("address not inserted");
  return row;
}

/**
 * Keeps a country / city id only when it names a stored one (a stale id must not break the
 * insert, nor one past the id column's range, which PostgreSQL would refuse to compare).
 */
async function knownPlaces(db: Database, countryId: number | null, cityId: number | null) {
  const [country] =
    countryId && isRowId(countryId)
      ? await db.select({ id: t.country.id }).from(t.country).where(eq(t.country.id, countryId))
      : [];
  const [city] =
    cityId && isRowId(cityId)
      ? await db.select({ id: t.city.id }).from(t.city).where(eq(t.city.id, cityId))
      : [];
  return { countryId: country?.id ?? null, cityId: city?.id ?? null };
}
