/**
 * What an item's status change does to the shopper's bonus account (docs/loyalty.md#cashback):
 * received, it earns the level's cashback on the money paid for it; cancelled or refunded, its
 * share of the bonuses spent on the order comes back and any cashback it earned is taken back.
 * Every entry goes to the ledger (bonus_transaction), the one source of the balance.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { orderStatistics } from "../identity/account-service.ts";
import { cashbackOn } from "../loyalty/cashback.ts";
import {
  itemCashbackHeld,
  type LoyaltyLevelRow,
  raiseLevel,
  recordItemBonuses,
  shopperLevel,
} from "../loyalty/service.ts";
import { itemAmounts } from "./amounts.ts";
import { isReceived, isUndone, type OrderStatus } from "./status-rules.ts";

type OrderRow = typeof t.order.$inferSelect;
type ItemRow = typeof t.orderProductItem.$inferSelect;

export interface BonusEffects {
  /** Change of the order's recorded cashback, in bonuses. */
  cashback: number;
  /** The level the shopper rose to, when they did. */
  levelRaisedTo: LoyaltyLevelRow | null;
}

/**
 * Writes the ledger entries of items that moved from `before` to `status`. `allItems` are all of
 * the order's live items (the shares of money and bonuses are fixed by the whole order).
 */
export async function applyBonusEffects(
  tx: Database,
  input: {
    order: OrderRow;
    allItems: readonly ItemRow[];
    moved: readonly { item: ItemRow; before: OrderStatus }[];
    status: OrderStatus;
    /** Items whose product earns no bonuses (bonusCalcState DISABLED). */
    noCashback: ReadonlySet<number>;
    now: Date;
  },
): Promise<BonusEffects> {
  const { order, allItems, moved, status, now } = input;
  const effects: BonusEffects = { cashback: 0, levelRaisedTo: null };
  const userId = order.userId;
  if (userId === null || !order.paid) return effects;
  // Each item's money and bonuses as the order's amounts split them (docs/orders.md#amounts).
  const shares = new Map(
    itemAmounts(
      { discount: order.discountValue, bonuses: order.paidByBonuses },
      allItems.map((item) => ({ id: item.id, price: item.soldPrice })),
    ).map((share) => [share.id, share]),
  );
  const entry = (item: ItemRow) => ({ userId, orderId: order.id, orderProductItemId: item.id });

  if (isReceived(status)) {
    const { moneySpent } = await orderStatistics(tx, userId);
    const level = await shopperLevel(tx, userId, moneySpent);
    for (const { item, before } of moved) {
      // The item's share of the money paid (the order's amounts), at the level's rate: the same
      // computation as cashbackToCome below (docs/loyalty.md#cashback).
      const amount = input.noCashback.has(item.id)
        ? 0
        : cashbackOn(shares.get(item.id)?.paid ?? 0, level?.chargePercentage ?? 0);
      if (isReceived(before) || amount === 0) continue;
      const credited = await recordItemBonuses(
        tx,
        { ...entry(item), amount, reason: "ORDER_CASHBACK" },
        now,
      );
      if (credited) effects.cashback += amount;
    }
  }

  if (isUndone(status)) {
    for (const { item } of moved) {
      const spent = shares.get(item.id)?.bonuses ?? 0;
      await recordItemBonuses(tx, { ...entry(item), amount: spent, reason: "ORDER_REFUND" }, now);
      const held = await itemCashbackHeld(tx, item.id);
      if (held > 0) {
        const taken = await recordItemBonuses(
          tx,
          { ...entry(item), amount: -held, reason: "ORDER_CASHBACK" },
          now,
        );
        if (taken) effects.cashback -= held;
      }
    }
  }

  if (isReceived(status) && moved.length > 0) {
    // After this item counts as spent: the shopper may have crossed a level's threshold.
    const { moneySpent } = await orderStatistics(tx, userId);
    effects.levelRaisedTo = await raiseLevel(tx, userId, moneySpent, now);
  }
  return effects;
}

/**
 * The cashback an order's items will still earn once received (docs/loyalty.md#cashback): what
 * applyBonusEffects would credit each item neither received nor given back, at the level its
 * owner stands at now. 0 before payment and for a guest's order.
 */
export async function cashbackToCome(db: Database, order: OrderRow): Promise<number> {
  const userId = order.userId;
  if (userId === null || !order.paid) return 0;
  const items = await db
    .select({
      id: t.orderProductItem.id,
      status: t.orderProductItem.status,
      soldPrice: t.orderProductItem.soldPrice,
      bonusCalcState: t.productItem.bonusCalcState,
    })
    .from(t.orderProductItem)
    .innerJoin(t.productItem, eq(t.productItem.id, t.orderProductItem.productItemId))
    .where(and(eq(t.orderProductItem.orderId, order.id), isNull(t.orderProductItem.deletedAt)))
    .orderBy(asc(t.orderProductItem.id));
  const shares = itemAmounts(
    { discount: order.discountValue, bonuses: order.paidByBonuses },
    items.map((item) => ({ id: item.id, price: item.soldPrice })),
  );
  const { moneySpent } = await orderStatistics(db, userId);
  const level = await shopperLevel(db, userId, moneySpent);
  const earned = items.map((item, index) =>
    item.bonusCalcState === "DISABLED"
      ? 0
      : cashbackOn(shares[index]?.paid ?? 0, level?.chargePercentage ?? 0),
  );
  return items.reduce(
    (sum, item, index) =>
      isReceived(item.status) || isUndone(item.status) ? sum : sum + (earned[index] ?? 0),
    0,
  );
}
