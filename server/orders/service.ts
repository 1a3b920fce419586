/** A shopper's order history read from the database: only orders of the given user. */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export type UserOrderRow = typeof t.order.$inferSelect & { itemCount: number };

/** One page of a user's orders, newest first, each with how many goods it holds. */
export async function listUserOrders(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: UserOrderRow[]; totalItems: number }> {
  const mine = and(eq(t.order.userId, userId), isNull(t.order.deletedAt));
  const [total] = await db.select({ value: count() }).from(t.order).where(mine);
  const orders = await db
    .select()
    .from(t.order)
    .where(mine)
    .orderBy(desc(t.order.createdAt), desc(t.order.id))
    .limit(page.limit)
    .offset(page.offset);
  const counts = orders.length
    ? await db
        .select({ orderId: t.orderProductItem.orderId, value: sql<number>`count(*)::int` })
        .from(t.orderProductItem)
        .where(
          and(
            inArray(
              t.orderProductItem.orderId,
              orders.map((order) => order.id),
            ),
            isNull(t.orderProductItem.deletedAt),
          ),
        )
        .groupBy(t.orderProductItem.orderId)
    : [];
  const itemCounts = new Map(counts.map((row) => [row.orderId, row.value]));
  return {
    items: orders.map((order) => ({ ...order, itemCount: itemCounts.get(order.id) ?? 0 })),
    totalItems: total?.value ?? 0,
  };
}
