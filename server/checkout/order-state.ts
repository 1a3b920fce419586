/**
 * An order awaiting payment moves once, in a transaction with its row locked: to paid
 * (PAID_READY_TO_SEND) or to cancelled (CANCEL_PURCHASE): docs/checkout.md#after-payment.
 * Each move is guarded by the order still being AWAITING_PAY, so a repeated notification, a
 * late one or a race with the expiry timer changes nothing the second time.
 */
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { announceOrderChange } from "../orders/order-events.ts";
import type { ShopProviders } from "../providers/index.ts";

export type OrderRow = typeof t.order.$inferSelect;
type OrderStatus = (typeof t.orderStatusValues)[number];

/** The order row, locked until the transaction ends. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(t.order).where(eq(t.order.id, orderId)).for("update");
  return row ?? null;
}

/** Moves the order's items to `status`, each with a history entry; answers their item ids. */
async function moveItems(tx: Database, orderId: number, status: OrderStatus, now: Date) {
  const items = await tx
    .update(t.orderProductItem)
    .set({ status, updatedAt: now })
    .where(and(eq(t.orderProductItem.orderId, orderId), isNull(t.orderProductItem.deletedAt)))
    .returning({ id: t.orderProductItem.id, productItemId: t.orderProductItem.productItemId });
  if (items.length > 0) {
    await tx.insert(t.orderItemStatusHistory).values(
      items.map((item) => ({
        orderProductItemId: item.id,
        status,
        previousStatus: "AWAITING_PAY" as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return items.map((item) => item.productItemId);
}

/**
 * Cancels an order still awaiting payment: its items go back on sale and the bonuses it took are
 * returned (once: bonus_transaction_order_reason_key). False when it was no longer awaiting.
 */
export async function cancelAwaitingOrder(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const [order] = await tx
    .update(t.order)
    .set({ status: "CANCEL_PURCHASE", reservedUntil: null, updatedAt: now })
    .where(
      and(eq(t.order.id, orderId), eq(t.order.status, "AWAITING_PAY"), eq(t.order.paid, false)),
    )
    .returning();
  if (!order) return false;
  const productItemIds = await moveItems(tx, order.id, "CANCEL_PURCHASE", now);
  await announceOrderChange(tx, order);
  if (productItemIds.length > 0) {
    await tx
      .update(t.productItem)
      .set({ isReserved: false, updatedAt: now })
      .where(and(inArray(t.productItem.id, productItemIds), eq(t.productItem.isSold, false)));
  }
  if (order.userId !== null && order.paidByBonuses > 0) {
    await tx
      .insert(t.bonusTransaction)
      .values({
        userId: order.userId,
        amount: order.paidByBonuses,
        reason: "ORDER_REFUND",
        orderId: order.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  return true;
}

/**
 * Marks a paid order: its items are sold (no longer reserved) and leave the shopper's server
 * cart. False when it was no longer awaiting payment.
 */
export async function markOrderPaid(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(t.order)
    .set({ status: "PAID_READY_TO_SEND", paid: true, reservedUntil: null, updatedAt: now })
    .where(
      and(eq(t.order.id, orderId), eq(t.order.status, "AWAITING_PAY"), eq(t.order.paid, false)),
    )
    .returning();
  if (!order) return false;
  const productItemIds = await moveItems(tx, order.id, "PAID_READY_TO_SEND", now);
  await announceOrderChange(tx, order);
  if (productItemIds.length > 0) {
    await tx
      .update(t.productItem)
      .set({ isSold: true, isReserved: false, updatedAt: now })
      .where(inArray(t.productItem.id, productItemIds));
    if (order.userId !== null) {
      const carts = tx
        .select({ id: t.cart.id })
        .from(t.cart)
        .where(eq(t.cart.userId, order.userId));
      await tx
        .delete(t.cartItem)
        .where(
          and(inArray(t.cartItem.cartId, carts), inArray(t.cartItem.productItemId, productItemIds)),
        );
    }
  }
  return true;
}

/**
 * Cancels every order whose reservation ran out unpaid (docs/checkout.md#reservation), within
 * the given transaction; answers how many. Orders another transaction holds are left to it.
 */
export async function releaseExpiredIn(tx: Database, now: Date): Promise<number> {
  const expired = await tx
    .select({ id: t.order.id })
    .from(t.order)
    .where(and(eq(t.order.status, "AWAITING_PAY"), lt(t.order.reservedUntil, now)))
    .orderBy(t.order.id)
    .limit(100)
    .for("update", { skipLocked: true });
  let released = 0;
  for (const { id } of expired) {
    if (await cancelAwaitingOrder(tx, id, now)) released += 1;
  }
  return released;
}

/** The same, in a transaction of its own (the running server's timer). */
export function releaseExpiredReservations(db: Database, providers: ShopProviders) {
  return db.transaction((tx) => releaseExpiredIn(tx, providers.clock.now()));
}
