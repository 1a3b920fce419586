/**
 * What an item's status change does to the shopper's bonus account (docs/loyalty.md#cashback):
 * received, it earns the level's cashback on the money paid for it; cancelled or refunded, its
 * share of the bonuses spent on the order comes back and any cashback it earned is taken back.
 * Every entry goes to the ledger (bonus_transaction), the one source of the balance.
 */
import type { Database } from "../db/database.ts";
import type * as t from "../db/schema.ts";
import { orderStatistics } from "../identity/account-service.ts";
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
      if (isReceived(before) || input.noCashback.has(item.id)) continue;
      const money = shares.get(item.id)?.paid ?? 0;
      const amount = Math.floor((money * (level?.chargePercentage ?? 0)) / 100 / 100);
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
