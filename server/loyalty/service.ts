/** The loyalty programme's reads: its levels and a shopper's bonus account (bonus_transaction). */
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export type LoyaltyLevelRow = typeof t.loyaltyLevel.$inferSelect;
export type BonusTransactionRow = typeof t.bonusTransaction.$inferSelect;

/** Every live level, the entry level first. */
export function listLoyaltyLevels(db: Database): Promise<LoyaltyLevelRow[]> {
  return db
    .select()
    .from(t.loyaltyLevel)
    .where(isNull(t.loyaltyLevel.deletedAt))
    .orderBy(asc(t.loyaltyLevel.requiredSpentAmount), asc(t.loyaltyLevel.id));
}

export async function findLoyaltyLevel(db: Database, id: number): Promise<LoyaltyLevelRow | null> {
  const [level] = await db.select().from(t.loyaltyLevel).where(eq(t.loyaltyLevel.id, id));
  return level ?? null;
}

/** One page of a user's bonus credits and debits, newest first, with their total count. */
export async function listBonusTransactions(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: BonusTransactionRow[]; totalItems: number }> {
  const mine = and(eq(t.bonusTransaction.userId, userId), isNull(t.bonusTransaction.deletedAt));
  const [total] = await db.select({ value: count() }).from(t.bonusTransaction).where(mine);
  const items = await db
    .select()
    .from(t.bonusTransaction)
    .where(mine)
    .orderBy(desc(t.bonusTransaction.createdAt), desc(t.bonusTransaction.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items, totalItems: total?.value ?? 0 };
}

/**
 * The level a shopper stands at (docs/loyalty.md#levels): the one on record (levels never go
 * down), else the highest their spending (kopecks) reaches; null when the shop has no level.
 */
export async function shopperLevel(
  db: Database,
  userId: number,
  moneySpent: number,
): Promise<LoyaltyLevelRow | null> {
  const [user] = await db
    .select({ levelId: t.user.loyaltyLevelId })
    .from(t.user)
    .where(eq(t.user.id, userId));
  const levels = await listLoyaltyLevels(db);
  const onRecord = levels.find((level) => level.id === user?.levelId);
  return onRecord ?? levels.findLast((level) => level.requiredSpentAmount <= moneySpent) ?? null;
}
