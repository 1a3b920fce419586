/**
 * The loyalty programme's reads and writes: its levels, where a shopper stands, the cashback terms
 * of whoever asks, and the bonus account's ledger (bonus_transaction).
 */
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopContext } from "../graphql/context.ts";
import { orderStatistics } from "../identity/account-service.ts";

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

/** Where a shopper stands in the programme (docs/loyalty.md#levels). */
export interface LoyaltyStanding {
  /** The level cashback is counted at; null when the shop has no level they reach. */
  level: LoyaltyLevelRow | null;
  /** The first level above both the current one and what they have spent; null at the top. */
  next: LoyaltyLevelRow | null;
}

/**
 * The level on record (levels never go down), else the highest that `moneySpent` (kopecks)
 * reaches; and the next one. `levels` come entry level first.
 */
export function standingAmong(
  levels: readonly LoyaltyLevelRow[],
  onRecordId: number | null,
  moneySpent: number,
): LoyaltyStanding {
  const spent = Math.max(0, moneySpent);
  const level =
    levels.find((candidate) => candidate.id === onRecordId) ??
    levels.findLast((candidate) => candidate.requiredSpentAmount <= spent) ??
    null;
  const floor = level?.requiredSpentAmount ?? 0;
  const next =
    levels.find(
      (candidate) =>
        candidate.id !== level?.id &&
        candidate.requiredSpentAmount > floor &&
        candidate.requiredSpentAmount > spent,
    ) ?? null;
  return { level, next };
}

/** Where a user stands, given what they have spent (orderStatistics' moneySpent, kopecks). */
export async function shopperStanding(
  db: Database,
  userId: number,
  moneySpent: number,
): Promise<LoyaltyStanding> {
  const [user] = await db
    .select({ levelId: t.user.loyaltyLevelId })
    .from(t.user)
    .where(eq(t.user.id, userId));
  return standingAmong(await listLoyaltyLevels(db), user?.levelId ?? null, moneySpent);
}

/** The level a shopper stands at (docs/loyalty.md#levels); null when the shop has no level. */
export async function shopperLevel(
  db: Database,
  userId: number,
  moneySpent: number,
): Promise<LoyaltyLevelRow | null> {
  return (await shopperStanding(db, userId, moneySpent)).level;
}

/** What the cashback shown to whoever asks is counted with (docs/loyalty.md#cashback). */
export interface CashbackTermsValue {
  /** A signed-in shopper's own level; anyone else's, the entry level a new shopper starts at. */
  level: LoyaltyLevelRow | null;
  /** Whether `level` is the signed-in shopper's own. */
  personal: boolean;
  /** The highest level's cashback percent: what a guest's figure may grow to. */
  topPercentage: number;
}

const termsOfRequest = new WeakMap<ShopContext, Promise<CashbackTermsValue>>();

/**
 * The cashback terms of the request's asker, read once per request (a product page asks for
 * every offer's cashback). A token that is missing, expired or refused counts as a guest's: the
 * catalogue never fails over a session.
 */
export function cashbackTermsOf(ctx: ShopContext): Promise<CashbackTermsValue> {
  let terms = termsOfRequest.get(ctx);
  if (!terms) {
    terms = readCashbackTerms(ctx);
    termsOfRequest.set(ctx, terms);
  }
  return terms;
}

async function readCashbackTerms(ctx: ShopContext): Promise<CashbackTermsValue> {
  const levels = await listLoyaltyLevels(ctx.db);
  const topPercentage = Math.max(0, ...levels.map((level) => level.chargePercentage));
  const viewer = await ctx.viewer();
  if (!viewer.ok) {
    return { level: standingAmong(levels, null, 0).level, personal: false, topPercentage };
  }
  const { moneySpent } = await orderStatistics(ctx.db, viewer.userId);
  const level = await shopperLevel(ctx.db, viewer.userId, moneySpent);
  return { level, personal: true, topPercentage };
}

/** A bonus ledger entry for one order item: its cashback, or its share of spent bonuses back. */
export interface ItemBonusEntry {
  userId: number;
  orderId: number;
  orderProductItemId: number;
  /** Bonuses: positive credited, negative taken back. */
  amount: number;
  reason: "ORDER_CASHBACK" | "ORDER_REFUND";
}

/**
 * Writes the entry once (bonus_transaction_item_reason_key: an item's cashback is credited once
 * and taken back once, its spent bonuses returned once); answers whether it was written.
 */
export async function recordItemBonuses(
  tx: Database,
  entry: ItemBonusEntry,
  now: Date,
): Promise<boolean> {
  if (entry.amount === 0) return false;
  const written = await tx
    .insert(t.bonusTransaction)
    .values({ ...entry, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: t.bonusTransaction.id });
  return written.length > 0;
}

/** The cashback credited for an order item and not taken back yet, in bonuses. */
export async function itemCashbackHeld(tx: Database, orderProductItemId: number): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(sum(${t.bonusTransaction.amount}), 0)::int` })
    .from(t.bonusTransaction)
    .where(
      and(
        eq(t.bonusTransaction.orderProductItemId, orderProductItemId),
        eq(t.bonusTransaction.reason, "ORDER_CASHBACK"),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Puts the user on the highest level their spending (kopecks) reaches, when it is above the one
 * on record (levels never go down: docs/loyalty.md#levels). Answers the new level, or null.
 */
export async function raiseLevel(
  tx: Database,
  userId: number,
  moneySpent: number,
  now: Date,
): Promise<LoyaltyLevelRow | null> {
  const levels = await listLoyaltyLevels(tx);
  const reached = levels.findLast((level) => level.requiredSpentAmount <= moneySpent);
  if (!reached) return null;
  const [user] = await tx
    .select({ levelId: t.user.loyaltyLevelId })
    .from(t.user)
    .where(eq(t.user.id, userId));
  const current = levels.find((level) => level.id === user?.levelId);
  if (current && current.requiredSpentAmount >= reached.requiredSpentAmount) return null;
  await tx
    .update(t.user)
    .set({ loyaltyLevelId: reached.id, updatedAt: now })
    .where(eq(t.user.id, userId));
  return reached;
}
