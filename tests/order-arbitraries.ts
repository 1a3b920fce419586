/**
 * Generated orders for the property tests of an order's amounts (docs/orders.md#amounts): shop
 * prices and orders as placement writes them. Not used by the application.
 */
import fc from "fast-check";
import type { AmountsItem, AmountsOrder } from "../server/orders/amounts.ts";
import type { OrderStatus } from "../server/orders/status-rules.ts";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A shop price: whole roubles from 100 ₽ to 150 000 ₽, in kopecks. */
export const price = fc.integer({ min: 100, max: 150_000 }).map((roubles) => roubles * 100);

/** The statuses an item of a paid order can be in. */
const paidStatus = fc.constantFrom<OrderStatus>(
  "PAID_READY_TO_SEND",
  "PURCHASED_FROM_SELLER",
  "HANDED_OVER_FOR_DELIVERY",
  "DELIVERED",
  "AWAITING_CALL",
  "ARRANGED_EXCHANGE",
  "CANCEL_PURCHASE",
  "ISSUED_REFUND",
);

/**
 * An order as placement writes it: goods at their prices, a discount within them, bonuses within
 * half of what is left (the highest level's charge-off), a delivery; paid or not.
 */
export const placedOrder = fc
  .record({
    prices: fc.array(price, { minLength: 1, maxLength: 6 }),
    discountShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
    bonusShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.5, noNaN: true })),
    delivery: fc.constantFrom(0, 29_000, 49_000, 69_000, 89_000, 93_000),
    paid: fc.boolean(),
    cancelledUnpaid: fc.boolean(),
    statuses: fc.array(paidStatus, { minLength: 6, maxLength: 6 }),
  })
  .map(({ prices, discountShare, bonusShare, delivery, paid, cancelledUnpaid, statuses }) => {
    const goods = sum(prices);
    const discount = Math.floor(goods * discountShare);
    const bonuses = Math.floor(((goods - discount) * bonusShare) / 100 / 10) * 10;
    const items: AmountsItem[] = prices.map((soldPrice, index) => ({
      id: 100 + index,
      soldPrice,
      status: paid
        ? (statuses[index] ?? "PAID_READY_TO_SEND")
        : cancelledUnpaid
          ? "CANCEL_PURCHASE"
          : "AWAITING_PAY",
    }));
    const order: AmountsOrder = {
      status: paid ? "PAID_READY_TO_SEND" : cancelledUnpaid ? "CANCEL_PURCHASE" : "AWAITING_PAY",
      paid,
      totalPrice: goods,
      discountValue: discount,
      paidByBonuses: bonuses,
      deliveryPrice: delivery,
    };
    return { order, items };
  });
