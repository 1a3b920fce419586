/** A shopper's own account in the database: profile edits, contacts, and what they have spent. */
import { and, eq, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Contact } from "./contact.ts";
import { hasContact, type UserRow } from "./user-service.ts";

/** What a shopper may change on their profile (a contact only through setContact). */
export type UserChanges = Partial<
  Pick<typeof t.user.$inferInsert, "name" | "surname" | "lastname" | "sex" | "avatarUrl">
>;

/** Applies profile changes to a live user; null when there is no such user any more. */
export async function updateUser(
  db: Database,
  userId: number,
  changes: UserChanges | Pick<Partial<typeof t.user.$inferInsert>, "phone" | "email">,
  now: Date,
): Promise<UserRow | null> {
  const [updated] = await db
    .update(t.user)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(t.user.id, userId), isNull(t.user.deletedAt)))
    .returning();
  return updated ?? null;
}

/** Whether another account already has this phone / e-mail. */
export async function contactTakenByOther(
  db: Database,
  contact: Contact,
  userId: number,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: t.user.id })
    .from(t.user)
    .where(and(hasContact(contact), ne(t.user.id, userId)));
  return !!taken;
}

/** Sets a live user's phone or e-mail; null when there is no such user any more. */
export function setContact(
  db: Database,
  userId: number,
  contact: Contact,
  now: Date,
): Promise<UserRow | null> {
  return updateUser(
    db,
    userId,
    contact.channel === "SMS" ? { phone: contact.target } : { email: contact.target },
    now,
  );
}

/**
 * A user's bonus balance (the sum of their ledger) and the money they have spent, which is what
 * counts towards a loyalty level: the prices of the items they received and did not give back
 * (docs/loyalty.md#what-counts-towards-a-level). The one place that says what counts.
 */
export async function orderStatistics(
  db: Database,
  userId: number,
): Promise<{ bonuses: number; moneySpent: number }> {
  const [bonuses] = await db
    .select({ value: sql<number>`coalesce(sum(${t.bonusTransaction.amount}), 0)::int` })
    .from(t.bonusTransaction)
    .where(and(eq(t.bonusTransaction.userId, userId), isNull(t.bonusTransaction.deletedAt)));
  const [spent] = await db
    .select({ value: sql<number>`coalesce(sum(${t.orderProductItem.soldPrice}), 0)::int` })
    .from(t.orderProductItem)
    .innerJoin(t.order, eq(t.order.id, t.orderProductItem.orderId))
    .where(
      and(
        eq(t.order.userId, userId),
        isNull(t.order.deletedAt),
        isNull(t.orderProductItem.deletedAt),
        inArray(t.orderProductItem.status, [...t.receivedOrderStatuses]),
      ),
    );
  return { bonuses: bonuses?.value ?? 0, moneySpent: spent?.value ?? 0 };
}

/**
 * The prices (kopecks) of the items a user has paid for that are on their way: neither received
 * nor given back. They count towards a level once received (docs/loyalty.md#what-counts-towards-a-level).
 */
export async function moneyAwaited(db: Database, userId: number): Promise<number> {
  const [awaited] = await db
    .select({ value: sql<number>`coalesce(sum(${t.orderProductItem.soldPrice}), 0)::int` })
    .from(t.orderProductItem)
    .innerJoin(t.order, eq(t.order.id, t.orderProductItem.orderId))
    .where(
      and(
        eq(t.order.userId, userId),
        eq(t.order.paid, true),
        isNull(t.order.deletedAt),
        isNull(t.orderProductItem.deletedAt),
        notInArray(t.orderProductItem.status, [
          ...t.receivedOrderStatuses,
          ...t.undoneOrderStatuses,
        ]),
      ),
    );
  return awaited?.value ?? 0;
}
