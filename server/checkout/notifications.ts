/**
 * The one way the shop learns how a payment ended (docs/checkout.md#after-payment), for the
 * providers' HTTP notifications and the sandbox page alike: the payment as the provider answered
 * it when asked back (its adapter read the notification; its body is never trusted), applied in
 * a transaction with the order row locked. Repeated, late or forged notifications change
 * nothing. A payment that makes the order paid is then told to the buyer, in the letter every
 * status change sends.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { ProviderPayment } from "../providers/payments.ts";
import { orderTotal } from "../orders/amounts.ts";
import { notifyStatusChange } from "../orders/status-notice.ts";
import { cancelAwaitingOrder, lockOrder, markOrderPaid } from "./order-state.ts";

export type NotificationOutcome = "paid" | "canceled" | "unchanged";

/** Applies a payment as its provider answered it (`fetched`: never a notification's own word). */
export async function applyPaymentNotification(
  db: Database,
  providers: ShopProviders,
  fetched: ProviderPayment,
  options: { publicUrl?: string } = {},
): Promise<NotificationOutcome> {
  const outcome = await applyPayment(db, providers, fetched);
  if (outcome.outcome === "paid" && outcome.orderId !== null) {
    await tellPaid(db, providers, outcome.orderId, options);
  }
  return outcome.outcome;
}

/**
 * The buyer's letter that the order is paid, with what it cost (docs/orders.md#notifications):
 * sent once the payment is committed, as a status change's letter is.
 */
async function tellPaid(
  db: Database,
  providers: ShopProviders,
  orderId: number,
  { publicUrl = "" }: { publicUrl?: string },
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

/** Applies the payment as the provider reports it; answers what became of which order. */
async function applyPayment(
  db: Database,
  providers: ShopProviders,
  fetched: ProviderPayment,
): Promise<{ outcome: NotificationOutcome; orderId: number | null }> {
  const unchanged = { outcome: "unchanged" as const, orderId: null };
  const provider = providers.payments;
  const [stored] = await db
    .select()
    .from(t.payment)
    .where(and(eq(t.payment.provider, provider.name), eq(t.payment.externalId, fetched.id)));
  if (!stored) return unchanged;
  if (fetched.orderId !== null && fetched.orderId !== stored.orderId) return unchanged;
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
  return { outcome, orderId: stored.orderId };
}
