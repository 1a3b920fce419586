/** The bonus ledger of the loyalty programme; the levels are in identity.ts. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { bonusReason } from "./enums.ts";
import { user } from "./identity.ts";
import { order, orderProductItem } from "./orders.ts";

export const bonusTransaction = pgTable(
  "bonus_transaction",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    /** Bonuses (1 bonus = 1 rouble); positive earned, negative spent. */
    amount: integer("amount").notNull(),
    reason: bonusReason("reason").notNull(),
    orderId: integer("order_id").references((): AnyPgColumn => order.id),
    /** The order item a cashback or a per-item refund is for (docs/loyalty.md#cashback). */
    orderProductItemId: integer("order_product_item_id").references(
      (): AnyPgColumn => orderProductItem.id,
    ),
    ...timestamps,
  },
  (t) => [
    index("bonus_transaction_user_idx").on(t.userId),
    // The registration bonus is granted once per user, however often sign-up is retried.
    uniqueIndex("bonus_transaction_registration_key")
      .on(t.userId)
      .where(sql`${t.reason} = 'REGISTRATION'`),
    // Bonuses are spent on an order once and returned once (docs/checkout.md#bonuses).
    uniqueIndex("bonus_transaction_order_reason_key")
      .on(t.orderId, t.reason)
      .where(
        sql`${t.reason} in ('ORDER_SPENT', 'ORDER_REFUND') and ${t.orderProductItemId} is null`,
      ),
    // Per item: cashback credited once and taken back once, spent bonuses returned once
    // (docs/loyalty.md#cashback).
    uniqueIndex("bonus_transaction_item_reason_key")
      .on(t.orderProductItemId, t.reason, sql`(${t.amount} > 0)`)
      .where(sql`${t.orderProductItemId} is not null`),
  ],
);
