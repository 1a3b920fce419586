/**
 * Which status an order item may move to from which (docs/orders.md#status-changes). Pure: the
 * operator API, the CLI and the tests all ask these functions, and the database is changed only
 * after they say yes.
 */
import * as t from "../db/schema.ts";
import type { DeliveryOrigin } from "../delivery/window.ts";

export type OrderStatus = (typeof t.orderStatusValues)[number];

/**
 * The longest way of a paid item, from a supplier in Turkey through its customs to the stock in
 * Russia and on to the shopper (docs/orders.md#the-way-of-an-order).
 */
export const STATUS_FLOW = [
  "PAID_READY_TO_SEND",
  "AWAITING_RESPONSE_FROM_SUPPLIER",
  "PURCHASED_FROM_SELLER",
  "TRANSFERRED_TO_LOGISTICS_CENTER",
  "CUSTOMS_CLEARANCE_IN_TURKEY",
  "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED",
  "SHIPPED_TO_RUSSIA_STOCK_MEET",
  "ACCEPTED_IN_RUSSIA_STOCK_MEET",
  "AWAITING_SENT_FROM_MEET",
  "HANDED_OVER_FOR_DELIVERY",
  "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
  "DELIVERED",
] as const satisfies readonly OrderStatus[];

/** The steps abroad: only goods from a supplier abroad take them. */
const ABROAD_STEPS: ReadonlySet<OrderStatus> = new Set([
  "TRANSFERRED_TO_LOGISTICS_CENTER",
  "CUSTOMS_CLEARANCE_IN_TURKEY",
  "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED",
  "SHIPPED_TO_RUSSIA_STOCK_MEET",
]);

/** The steps of buying from a supplier: goods already in the shop's stock skip them. */
const SUPPLIER_STEPS: ReadonlySet<OrderStatus> = new Set([
  "AWAITING_RESPONSE_FROM_SUPPLIER",
  "PURCHASED_FROM_SELLER",
  // Goods in the stock are there already: nothing is accepted into it.
  "ACCEPTED_IN_RUSSIA_STOCK_MEET",
  ...ABROAD_STEPS,
]);

/**
 * The way of a paid item from where it starts (server/delivery/window.ts originOf): goods from
 * abroad take every step; from a supplier in Russia, none of the steps abroad; from the shop's
 * own stock, straight to being sent.
 */
export const ROUTES: Readonly<Record<DeliveryOrigin, readonly OrderStatus[]>> = {
  ABROAD: STATUS_FLOW,
  RUSSIA: STATUS_FLOW.filter((status) => !ABROAD_STEPS.has(status)),
  MEET_STOCK: STATUS_FLOW.filter((status) => !SUPPLIER_STEPS.has(status)),
};

/** The shopper has the goods: cashback is credited, and the item counts as money spent. */
export const RECEIVED_STATUSES = t.receivedOrderStatuses;

/** The purchase is undone: spent bonuses come back, and the item no longer counts as spent. */
export const UNDONE_STATUSES = t.undoneOrderStatuses;

const flowIndex = (status: OrderStatus) => (STATUS_FLOW as readonly OrderStatus[]).indexOf(status);

export const isReceived = (status: OrderStatus) =>
  (RECEIVED_STATUSES as readonly OrderStatus[]).includes(status);

export const isUndone = (status: OrderStatus) =>
  (UNDONE_STATUSES as readonly OrderStatus[]).includes(status);

/** Before the goods leave the shop's stock for the shopper: a purchase may still be cancelled. */
const beforeDelivery = (status: OrderStatus) =>
  status === "AWAITING_CALL" ||
  (flowIndex(status) >= 0 && flowIndex(status) < flowIndex("HANDED_OVER_FOR_DELIVERY"));

/**
 * The statuses an operator may move a paid item to from `from`, on the way of where it starts
 * (`origin`). Payment itself (AWAITING_PAY → PAID_READY_TO_SEND or CANCEL_PURCHASE) is the
 * payment provider's, never an operator's.
 */
export function allowedNextStatuses(
  from: OrderStatus,
  origin: DeliveryOrigin = "ABROAD",
): OrderStatus[] {
  const route = ROUTES[origin];
  const next = new Set<OrderStatus>();
  const index = flowIndex(from);
  if (index >= 0 && from !== "DELIVERED") {
    // Forward along its way, skipping steps.
    for (const status of route) if (flowIndex(status) > index) next.add(status);
    if (flowIndex(from) >= flowIndex("HANDED_OVER_FOR_DELIVERY")) {
      next.add("DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER");
    }
  }
  if (from === "AWAITING_CALL") {
    // The manager has called: the item goes back on its way.
    for (const status of route) next.add(status);
  }
  if (beforeDelivery(from)) {
    next.add("AWAITING_CALL");
    next.add("CANCEL_PURCHASE");
  }
  if (isReceived(from)) {
    next.add("ARRANGED_EXCHANGE");
    next.add("ISSUED_REFUND");
  }
  if (from === "ARRANGED_EXCHANGE") {
    // The replacement travels like any parcel; or the exchange ends in a refund.
    next.add("HANDED_OVER_FOR_DELIVERY");
    next.add("ISSUED_REFUND");
  }
  if (from === "CANCEL_PURCHASE") next.add("ISSUED_REFUND");
  next.delete(from);
  return [...next];
}

export function canMove(
  from: OrderStatus,
  to: OrderStatus,
  origin: DeliveryOrigin = "ABROAD",
): boolean {
  return allowedNextStatuses(from, origin).includes(to);
}

/**
 * The order's own status, from its items': theirs when they agree; otherwise the one furthest
 * behind on the way among the items still going (a shopper waits for the slowest parcel).
 */
export function orderStatusOf(items: readonly OrderStatus[]): OrderStatus | null {
  const [first] = items;
  if (first === undefined) return null;
  if (items.every((status) => status === first)) return first;
  const going = items.filter((status) => !isUndone(status));
  if (going.length === 0) return first;
  if (going.includes("AWAITING_CALL")) return "AWAITING_CALL";
  const rank = (status: OrderStatus) => {
    const index = flowIndex(status);
    if (index >= 0) return index;
    return isReceived(status) ? flowIndex("DELIVERED") : flowIndex("HANDED_OVER_FOR_DELIVERY");
  };
  return going.reduce((slowest, status) => (rank(status) < rank(slowest) ? status : slowest));
}
