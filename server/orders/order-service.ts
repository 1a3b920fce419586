/** One order read by its owner (getOrderByUUID: docs/orders.md#public-order-status). */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export type OrderRow = typeof t.order.$inferSelect;
export type OrderProductItemRow = typeof t.orderProductItem.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's order with this uuid, or null (unknown, deleted, or someone else's). */
export async function findOwnOrderByUuid(
  db: Database,
  userId: number,
  uuid: string,
): Promise<OrderRow | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select()
    .from(t.order)
    .where(
      and(
        eq(t.order.uuid, uuid.toLowerCase()),
        eq(t.order.userId, userId),
        isNull(t.order.deletedAt),
      ),
    );
  return row ?? null;
}

export function orderProductItems(db: Database, orderId: number): Promise<OrderProductItemRow[]> {
  return db
    .select()
    .from(t.orderProductItem)
    .where(and(eq(t.orderProductItem.orderId, orderId), isNull(t.orderProductItem.deletedAt)))
    .orderBy(asc(t.orderProductItem.id));
}

/** Where to pay an order still awaiting payment: its pending payment's link, else null. */
export async function pendingPaymentLink(db: Database, order: OrderRow): Promise<string | null> {
  if (order.status !== "AWAITING_PAY" || order.paid) return null;
  const [row] = await db
    .select({ url: t.payment.confirmationUrl })
    .from(t.payment)
    .where(and(eq(t.payment.orderId, order.id), eq(t.payment.status, "PENDING")))
    .orderBy(asc(t.payment.id))
    .limit(1);
  return row?.url ?? null;
}
