/**
 * The back office's dashboard (docs/back-office.md#the-dashboard), in one query: today's orders
 * and the money paid today (the shop's day, Moscow), the orders waiting on each status, the
 * requests of the last day and the reviews waiting for moderation. Read from the tables directly,
 * so the staff domain imports no other domain (which import it).
 */
import { and, count, eq, gte, notInArray, sum } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export interface Dashboard {
  ordersToday: number;
  /** Kopecks of payments that succeeded today. */
  paidToday: number;
  byStatus: { status: (typeof t.orderStatusValues)[number]; orders: number }[];
  requestsToday: number;
  reviewsPending: number;
}

/** Orders in these statuses wait on nobody: they are over. */
const FINAL: (typeof t.orderStatusValues)[number][] = [
  "DELIVERED",
  "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER",
  "CANCEL_PURCHASE",
  "ISSUED_REFUND",
];

/** Midnight of the shop's day (Moscow, UTC+3 all year) that holds `now`. */
export function shopDayStart(now: Date): Date {
  const moscow = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(
    Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate()) - 3 * 3_600_000,
  );
}

export async function dashboard(db: Database, now: Date): Promise<Dashboard> {
  const since = shopDayStart(now);
  // One after the other: on a transaction's single connection nothing runs side by side.
  const [orders] = await db
    .select({ n: count() })
    .from(t.order)
    .where(gte(t.order.createdAt, since));
  const [paid] = await db
    .select({ kopecks: sum(t.payment.amount).mapWith(Number) })
    .from(t.payment)
    .where(and(eq(t.payment.status, "SUCCEEDED"), gte(t.payment.updatedAt, since)));
  const byStatus = await db
    .select({ status: t.order.status, orders: count() })
    .from(t.order)
    .where(notInArray(t.order.status, FINAL))
    .groupBy(t.order.status)
    .orderBy(t.order.status);
  const [reviews] = await db
    .select({ n: count() })
    .from(t.review)
    .where(eq(t.review.state, "PENDING"));
  let requestsToday = 0;
  for (const table of [t.priceRequest, t.orderRequest, t.cooperativeRequest]) {
    const [row] = await db.select({ n: count() }).from(table).where(gte(table.createdAt, since));
    requestsToday += row?.n ?? 0;
  }
  return {
    ordersToday: orders?.n ?? 0,
    paidToday: paid?.kopecks ?? 0,
    byStatus,
    requestsToday,
    reviewsPending: reviews?.n ?? 0,
  };
}
