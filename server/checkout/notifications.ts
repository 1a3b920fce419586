/**
 * The one way the shop learns how a payment ended (docs/checkout.md#after-payment), for
 * YooKassa's HTTP notifications and the sandbox page alike: the payment is fetched back from the
 * provider (a notification's body is never trusted) and applied in a transaction with the order
 * row locked. Repeated, late or forged notifications change nothing.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { notifyStatusChange } from "../orders/status-notice.ts";
import type { ShopProviders } from "../providers/index.ts";
import { amountToPay, cancelAwaitingOrder, lockOrder, markOrderPaid } from "./order-state.ts";

export type NotificationOutcome = "paid" | "canceled" | "unchanged";

/**
 * Applies the payment's outcome; a paid order's buyer is then told, with where to follow it
 * (`publicUrl`, the shop's address: docs/orders.md#notifications).
 */
export async function applyPaymentNotification(
  db: Database,
  providers: ShopProviders,
  providerPaymentId: string,
  publicUrl = "",
): Promise<NotificationOutcome> {
  const provider = providers.payments;
  const fetched = await provider.fetch(providerPaymentId);
  if (!fetched) return "unchanged";
  const [stored] = await db
    .select()
    .from(t.payment)
    .where(and(eq(t.payment.provider, provider.name), eq(t.payment.externalId, fetched.id)));
  if (!stored) return "unchanged";
  if (fetched.orderId !== null && fetched.orderId !== stored.orderId) return "unchanged";
  const settle = (tx: Database, status: "SUCCEEDED" | "CANCELED", now: Date) =>
    tx
      .update(t.payment)
      .set({ status, updatedAt: now })
      .where(and(eq(t.payment.id, stored.id), eq(t.payment.status, "PENDING")));
  const outcome = await db.transaction(async (tx): Promise<NotificationOutcome> => {
    const now = providers.clock.now();
    const order = await lockOrder(tx, stored.orderId);
    if (!order) return "unchanged";
    if (fetched.status === "succeeded" && fetched.paid) {
      await settle(tx, "SUCCEEDED", now);
      if (order.paid) return "unchanged";
      // Paid, but not what the order asks: left for the staff, never marked paid.
      if (fetched.amount !== stored.amount || fetched.amount !== amountToPay(order)) {
        console.error(`Payment ${fetched.id} of order ${order.id}: the amount does not match`);
        return "unchanged";
      }
      if (order.status !== "AWAITING_PAY") {
        // Paid after the order was cancelled (its reservation ran out): the staff refund it.
        console.error(`Payment ${fetched.id} succeeded for order ${order.id} in ${order.status}`);
        return "unchanged";
      }
      return (await markOrderPaid(tx, order.id, now)) ? "paid" : "unchanged";
    }
    if (fetched.status === "canceled") {
      await settle(tx, "CANCELED", now);
      return (await cancelAwaitingOrder(tx, order.id, now)) ? "canceled" : "unchanged";
    }
    return "unchanged";
  });
  if (outcome === "paid") await tellPaid(db, providers, stored.orderId, publicUrl);
  return outcome;
}

/** The letter (or SMS) of a paid order: its status, its items and when they are expected. */
async function tellPaid(
  db: Database,
  providers: ShopProviders,
  orderId: number,
  publicUrl: string,
) {
  const [order] = await db.select().from(t.order).where(eq(t.order.id, orderId));
  if (!order) return;
  const items = await db
    .select({ id: t.orderProductItem.id })
    .from(t.orderProductItem)
    .where(and(eq(t.orderProductItem.orderId, orderId), isNull(t.orderProductItem.deletedAt)));
  await notifyStatusChange(db, providers, {
    order,
    itemIds: items.map((item) => item.id),
    status: "PAID_READY_TO_SEND",
    trackCode: null,
    publicUrl,
  });
}
