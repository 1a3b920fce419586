/**
 * The back office's reading of orders (docs/back-office.md#заказы): every shopper's orders, with
 * the staff's filters, newest first; and one order's page with its items, payments, status
 * history and, per item, the statuses it may move to next, asked of status-rules.ts, the very
 * rules the operator API's moves are checked by (status-change.ts).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
} from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { addDays } from "../delivery/window.ts";
import { itemLegs } from "../delivery/window-service.ts";
import { isRowId } from "../graphql/ids.ts";
import { type OrderAmounts, orderAmounts } from "./amounts.ts";
import type { StaffOrderFilter } from "./back-office-input.ts";
import {
  historiesOfOrderItems,
  itemsOfOrders,
  type OrderProductItemRow,
  type OrderRow,
  type StatusChangeRow,
} from "./order-service.ts";
import { allowedNextStatuses, isUndone, type OrderStatus, ROUTES } from "./status-rules.ts";

export type StaffOrderRow = OrderRow & { itemCount: number };
export type PaymentRow = typeof t.payment.$inferSelect;

/** The shop's day starts at midnight in Moscow, which keeps UTC+3 all year (server/delivery/window.ts). */
const startOfShopDay = (day: string) => new Date(`${day}T00:00:00+03:00`);

function conditions(db: Database, filter: StaffOrderFilter): SQL[] {
  const where: (SQL | undefined)[] = [isNull(t.order.deletedAt)];
  if (filter.status) {
    // The order's own status, or any of its live items' (an order's status is its slowest item's).
    where.push(
      or(
        eq(t.order.status, filter.status),
        exists(
          db
            .select({ id: t.orderProductItem.id })
            .from(t.orderProductItem)
            .where(
              and(
                eq(t.orderProductItem.orderId, t.order.id),
                eq(t.orderProductItem.status, filter.status),
                isNull(t.orderProductItem.deletedAt),
              ),
            ),
        ),
      ),
    );
  }
  if (filter.createdFrom) where.push(gte(t.order.createdAt, startOfShopDay(filter.createdFrom)));
  if (filter.createdTo) {
    where.push(lt(t.order.createdAt, startOfShopDay(addDays(filter.createdTo, 1))));
  }
  // The delivery type as the order's page names it (vocabulary.ts deliveryTypeOf).
  if (filter.deliveryType === "PICKUP_POINT") where.push(isNotNull(t.order.cdekDelivery));
  if (filter.deliveryType === "COURIER") {
    where.push(and(isNull(t.order.cdekDelivery), isNotNull(t.order.addressDelivery)));
  }
  if (typeof filter.paid === "boolean") where.push(eq(t.order.paid, filter.paid));
  const search = filter.search;
  if (search) {
    // Only digits reach the patterns (back-office-input.ts): no LIKE wildcard can be typed in.
    where.push(
      or(
        search.orderId !== null ? eq(t.order.id, search.orderId) : undefined,
        search.phone ? eq(t.order.phone, search.phone) : undefined,
        search.phoneDigits ? like(t.order.phone, `%${search.phoneDigits}%`) : undefined,
        search.phoneStart ? like(t.order.phone, `+7${search.phoneStart}%`) : undefined,
      ) ?? eq(t.order.id, 0),
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** One page of every shopper's orders that pass the filter, newest first, with their items' count. */
export async function listStaffOrders(
  db: Database,
  filter: StaffOrderFilter,
  page: { limit: number; offset: number },
): Promise<{ items: StaffOrderRow[]; totalItems: number }> {
  const where = and(...conditions(db, filter));
  const [total] = await db.select({ value: count() }).from(t.order).where(where);
  const orders = await db
    .select()
    .from(t.order)
    .where(where)
    .orderBy(desc(t.order.createdAt), desc(t.order.id))
    .limit(page.limit)
    .offset(page.offset);
  const items = orders.length
    ? await itemsOfOrders(
        db,
        orders.map((order) => order.id),
      )
    : [];
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.orderId, (counts.get(item.orderId) ?? 0) + 1);
  return {
    items: orders.map((order) => ({ ...order, itemCount: counts.get(order.id) ?? 0 })),
    totalItems: total?.value ?? 0,
  };
}

export interface StaffOrderItem {
  id: number;
  status: OrderStatus;
  soldPrice: number;
  trackCode: string | null;
  cdekWaybillId: string | null;
  estimatedDeliveryDate: string | null;
  productItemId: number;
  productName: string;
  productSlug: string | null;
  sizeName: string | null;
  /** The statuses of its way, as where it starts makes it. */
  route: readonly OrderStatus[];
  /** Where a staff member may move it now (none while the order is unpaid). */
  nextStatuses: OrderStatus[];
  /** Its statuses so far, oldest first. */
  history: StatusChangeRow[];
}

export interface StaffOrderDetails {
  order: OrderRow;
  amounts: OrderAmounts;
  items: StaffOrderItem[];
  /** Where the whole order (its items still on their way) may move: every such item allows it. */
  nextStatuses: OrderStatus[];
  payments: PaymentRow[];
}

/** Names of the items' products and sizes, by product item id. */
async function itemNames(db: Database, productItemIds: readonly number[]) {
  if (productItemIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: t.productItem.id,
      productName: t.product.name,
      productSlug: t.product.slug,
      sizeName: t.size.name,
    })
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .leftJoin(t.size, eq(t.size.id, t.productItem.sizeId))
    .where(inArray(t.productItem.id, [...productItemIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The statuses every one of these items may move to. */
function common(lists: readonly OrderStatus[][]): OrderStatus[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((status) => rest.every((list) => list.includes(status)));
}

/** An order's page for the staff, or null for an unknown or deleted order. */
export async function staffOrderDetails(
  db: Database,
  orderId: number,
): Promise<StaffOrderDetails | null> {
  if (!isRowId(orderId)) return null;
  const [order] = await db
    .select()
    .from(t.order)
    .where(and(eq(t.order.id, orderId), isNull(t.order.deletedAt)));
  if (!order) return null;
  const rows: OrderProductItemRow[] = await itemsOfOrders(db, [order.id]);
  const productItemIds = rows.map((row) => row.productItemId);
  // One after the other: the page is read in a transaction too (tests), whose one connection runs
  // nothing side by side; a staff page can wait the few round trips.
  const legs = await itemLegs(db, productItemIds);
  const names = await itemNames(db, productItemIds);
  const histories = await historiesOfOrderItems(
    db,
    rows.map((row) => row.id),
  );
  const payments = await db
    .select()
    .from(t.payment)
    .where(eq(t.payment.orderId, order.id))
    .orderBy(asc(t.payment.createdAt), asc(t.payment.id));
  const items = rows.map((row): StaffOrderItem => {
    // As status-change.ts reads it: an item whose goods are gone takes the longest way.
    const origin = legs.get(row.productItemId)?.origin ?? "ABROAD";
    const name = names.get(row.productItemId);
    return {
      id: row.id,
      status: row.status,
      soldPrice: row.soldPrice,
      trackCode: row.trackCode,
      cdekWaybillId: row.cdekWaybillId,
      estimatedDeliveryDate: row.estimatedDeliveryDate,
      productItemId: row.productItemId,
      productName: name?.productName ?? "Товар",
      productSlug: name?.productSlug ?? null,
      sizeName: name?.sizeName ?? null,
      route: ROUTES[origin],
      // An unpaid order is payment's: the operator API refuses it as a whole.
      nextStatuses: order.paid ? allowedNextStatuses(row.status, origin) : [],
      history: histories.filter((change) => change.orderProductItemId === row.id),
    };
  });
  const going = items.filter((item) => !isUndone(item.status));
  return {
    order,
    amounts: orderAmounts(order, rows),
    items,
    nextStatuses: common(going.map((item) => item.nextStatuses)),
    payments,
  };
}
