/**
 * The one way the shop learns how a payment ended (docs/checkout.md#after-payment), for
 * YooKassa's HTTP notifications and the sandbox page alike: the payment is fetched back from the
 * provider (a notification's body is never trusted) and applied in a transaction with the order
 * row locked. Repeated, late or forged notifications change nothing.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopProviders } from "../providers/index.ts";
import { orderTotal } from "../orders/amounts.ts";
import { cancelAwaitingOrder, lockOrder, markOrderPaid } from "./order-state.ts";

export type NotificationOutcome = "paid" | "canceled" | "unchanged";

export async function applyPaymentNotification(
  db: Database,
  providers: ShopProviders,
  providerPaymentId: string,
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
  return db.transaction(async (tx) => {
    const now = providers.clock.now();
    const order = await lockOrder(tx, stored.orderId);
    if (!order) return "unchanged";
    if (fetched.status === "succeeded" && fetched.paid) {
      await settle(tx, "SUCCEEDED", now);
      if (order.paid) return "unchanged";
      // Paid, but not what the order asks: left for the staff, never marked paid.
      if (fetched.amount !== stored.amount || fetched.amount !== orderTotal(order)) {
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
}
