/**
 * Orders read back: by their owner (getOrderByUUID) and by anyone with the link (publicOrder),
 * with their items and the items' status histories (docs/orders.md#public-order-status). The
 * link's key is the order's random uuid, never its sequential number
 * (docs/decisions/032-public-order-links.md).
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { isRowId } from "../graphql/ids.ts";

export type OrderRow = typeof t.order.$inferSelect;
export type OrderProductItemRow = typeof t.orderProductItem.$inferSelect;
export type StatusChangeRow = typeof t.orderItemStatusHistory.$inferSelect;

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

/**
 * The order with this uuid, or null: what publicOrder shows anyone with the order's link. A
 * malformed uuid is null without a query.
 */
export async function findOrderByUuid(db: Database, uuid: string): Promise<OrderRow | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select()
    .from(t.order)
    .where(and(eq(t.order.uuid, uuid.toLowerCase()), isNull(t.order.deletedAt)));
  return row ?? null;
}

/**
 * The user's order with this number, or null (unknown, deleted, or someone else's: the same
 * query and the same null, so a number tells a shopper nothing of other shoppers' orders).
 */
export async function findOwnOrderById(
  db: Database,
  userId: number,
  id: number,
): Promise<OrderRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select()
    .from(t.order)
    .where(and(eq(t.order.id, id), eq(t.order.userId, userId), isNull(t.order.deletedAt)));
  return row ?? null;
}

/** The live items of these orders, in the order they were bought. */
export function itemsOfOrders(
  db: Database,
  orderIds: readonly number[],
): Promise<OrderProductItemRow[]> {
  return db
    .select()
    .from(t.orderProductItem)
    .where(
      and(inArray(t.orderProductItem.orderId, [...orderIds]), isNull(t.orderProductItem.deletedAt)),
    )
    .orderBy(asc(t.orderProductItem.id));
}

/** The status changes of these order items, oldest first. */
export function historiesOfOrderItems(
  db: Database,
  itemIds: readonly number[],
): Promise<StatusChangeRow[]> {
  return db
    .select()
    .from(t.orderItemStatusHistory)
    .where(
      and(
        inArray(t.orderItemStatusHistory.orderProductItemId, [...itemIds]),
        isNull(t.orderItemStatusHistory.deletedAt),
      ),
    )
    .orderBy(asc(t.orderItemStatusHistory.createdAt), asc(t.orderItemStatusHistory.id));
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
