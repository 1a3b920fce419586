import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../tests/database.ts";
import { buildReceipt } from "../checkout/receipt.ts";
import { cartTotals, type PromoRule, promoDiscount, type TotalsItem } from "../cart/totals.ts";
import {
  type AmountsItem,
  type AmountsOrder,
  itemAmounts,
  moneyTotal,
  orderAmounts,
  spread,
} from "./amounts.ts";
import type { OrderStatus } from "./status-rules.ts";

// Pure: no database, so once, in the pglite project (docs/testing.md#the-databases).
const describePure = describe.runIf(testDatabaseKind() === "pglite");

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A shop price: whole roubles from 100 ₽ to 150 000 ₽, in kopecks. */
const price = fc.integer({ min: 100, max: 150_000 }).map((roubles) => roubles * 100);

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
const placedOrder = fc
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

describePure("spread", () => {
  it("splits a whole amount in proportion, the parts adding up exactly, none over its cap", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const total = Math.floor(sum(weights) * share);
          const parts = spread(total, weights, weights);
          expect(sum(parts)).toBe(total);
          parts.forEach((part, index) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(weights[index] ?? 0);
            // Never further than one unit from its exact share.
            const exact = (total * (weights[index] ?? 0)) / Math.max(1, sum(weights));
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it("gives the units left over to the dearest lines first", () => {
    expect(spread(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spread(1000, [333, 333, 334])).toEqual([333, 333, 334]);
    expect(spread(5, [100, 300])).toEqual([1, 4]);
    expect(spread(0, [1, 2])).toEqual([0, 0]);
    expect(spread(100, [0, 0])).toEqual([0, 0]);
  });
});

describePure("an order's amounts", () => {
  it("the total is goods − discount − bonuses + delivery, and the items' money adds up to it", () => {
    fc.assert(
      fc.property(placedOrder, ({ order, items }) => {
        const amounts = orderAmounts(order, items);
        const goodsPaid = order.totalPrice - order.discountValue - order.paidByBonuses * 100;
        expect(amounts.total).toBe(goodsPaid + order.deliveryPrice);
        expect(sum(amounts.items.map((item) => item.paid))).toBe(goodsPaid);
        expect(sum(amounts.items.map((item) => item.bonuses))).toBe(order.paidByBonuses);
        for (const item of amounts.items) {
          expect(item.paid).toBeGreaterThanOrEqual(0);
          expect(item.paid).toBeLessThanOrEqual(item.price);
        }
        expect(amounts.bonusesValue).toBe(order.paidByBonuses * 100);
      }),
    );
  });

  it("is charged in full once paid, due in full until then, and nothing once cancelled unpaid", () => {
    fc.assert(
      fc.property(placedOrder, ({ order, items }) => {
        const amounts = orderAmounts(order, items);
        if (order.paid) {
          expect(amounts).toMatchObject({ paid: amounts.total, toPay: 0 });
        } else if (order.status === "CANCEL_PURCHASE") {
          expect(amounts).toMatchObject({ paid: 0, toPay: 0, refundDue: 0, refunded: 0 });
          expect(amounts.bonusesReturned).toBe(order.paidByBonuses);
        } else {
          expect(amounts).toMatchObject({ paid: 0, toPay: amounts.total, bonusesReturned: 0 });
        }
      }),
    );
  });

  it("gives back the money and bonuses of undone items, the delivery with the whole order", () => {
    fc.assert(
      fc.property(
        placedOrder.filter(({ order }) => order.paid),
        ({ order, items }) => {
          const amounts = orderAmounts(order, items);
          const undone = amounts.items.filter((share) =>
            ["CANCEL_PURCHASE", "ISSUED_REFUND"].includes(
              items.find((item) => item.id === share.id)?.status ?? "",
            ),
          );
          const all = undone.length === items.length;
          const back = sum(undone.map((share) => share.paid)) + (all ? order.deliveryPrice : 0);
          expect(amounts.refundDue + amounts.refunded).toBe(back);
          expect(amounts.refundDue + amounts.refunded).toBeLessThanOrEqual(amounts.paid);
          expect(amounts.bonusesReturned).toBe(sum(undone.map((share) => share.bonuses)));
          if (all) {
            // Nothing kept: everything paid goes back, to the kopeck, and every bonus.
            expect(amounts.refundDue + amounts.refunded).toBe(amounts.paid);
            expect(amounts.bonusesReturned).toBe(order.paidByBonuses);
          }
          if (items.every((item) => item.status === "ISSUED_REFUND")) {
            expect(amounts.refunded).toBe(amounts.paid);
          }
        },
      ),
    );
  });

  it("its receipt's lines add up to exactly what is charged", () => {
    fc.assert(
      fc.property(placedOrder, ({ order, items }) => {
        const amounts = orderAmounts(order, items);
        const receipt = buildReceipt({
          lines: amounts.items.map((item) => ({ description: `№${item.id}`, amount: item.paid })),
          deliveryPrice: amounts.delivery,
          email: null,
          phone: "+79990000000",
        });
        expect(sum(receipt.items.map((line) => line.amount * line.quantity))).toBe(amounts.total);
        expect(receipt.items.every((line) => line.amount >= 0)).toBe(true);
      }),
    );
  });

  it("reads the same whatever order the items come in", () => {
    fc.assert(
      fc.property(placedOrder, ({ order, items }) => {
        expect(orderAmounts(order, [...items].reverse())).toEqual(orderAmounts(order, items));
      }),
    );
  });

  it("sums up a paid order with a promo code and bonuses by what was paid, not goods + delivery", () => {
    // 10 990 ₽ and a 290 ₽ delivery, WELCOME10 (1 099 ₽ off) and 260 bonuses: 9 921 ₽ paid.
    const amounts = orderAmounts(
      {
        status: "PAID_READY_TO_SEND",
        paid: true,
        totalPrice: 1_099_000,
        discountValue: 109_900,
        paidByBonuses: 260,
        deliveryPrice: 29_000,
      },
      [{ id: 1, soldPrice: 1_099_000, status: "PAID_READY_TO_SEND" }],
    );
    expect(amounts).toMatchObject({
      total: 992_100,
      paid: 992_100,
      toPay: 0,
      bonusesValue: 26_000,
    });
  });
});

describePure("a cart becoming an order", () => {
  const cartItem = fc.record<TotalsItem>({
    state: fc.constantFrom("ON_SALE", "ON_SALE", "ON_SALE", "SOLD", "RESERVED", "WITHDRAWN"),
    price,
    oldPrice: fc.option(price, { nil: null }),
    bonusCalcState: fc.constantFrom("ENABLED", "ENABLED", "CASHBACK_ONLY", "DISABLED"),
    brandIds: fc.subarray([1, 2, 3]),
    productCategoryId: fc.option(fc.constantFrom(10, 20), { nil: null }),
  });
  const promo = fc.option(
    fc.record<PromoRule>({
      kind: fc.constantFrom("PERCENT", "FIXED"),
      value: fc.integer({ min: 1, max: 20 }),
      minOrderAmount: fc.option(fc.constantFrom(300_000, 500_000, 1_500_000), { nil: null }),
      startsAt: fc.constant(new Date("2025-01-01T00:00:00Z")),
      endsAt: fc.constant(null),
      active: fc.constant(true),
      maxUses: fc.constant(null),
      oncePerShopper: fc.constant(false),
      brandId: fc.option(fc.constantFrom(1, 2), { nil: null }),
      productCategoryId: fc.option(fc.constant(10), { nil: null }),
    }),
    { nil: null },
  );

  it("the drawer's maximum is what the summary spends within, in tens, and the order pays what the cart says", () => {
    fc.assert(
      fc.property(
        fc.array(cartItem, { minLength: 1, maxLength: 6 }),
        promo,
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom(0, 10, 20, 30, 50),
        fc.option(
          fc.integer({ min: 0, max: 5_000 }).map((n) => n * 10),
          { nil: null },
        ),
        fc.constantFrom(0, 29_000, 89_000),
        (items, rule, balance, chargeOffPercentage, chosenBonuses, delivery) => {
          const now = new Date("2026-11-02T12:00:00Z");
          const fixed = rule?.kind === "FIXED" ? { ...rule, value: rule.value * 10_000 } : rule;
          const discount = fixed
            ? promoDiscount(fixed, items, { byAll: 0, byShopper: 0 }, now)
            : null;
          const totals = cartTotals({
            items,
            discountValue: discount,
            balance,
            chargeOffPercentage,
            chosenBonuses,
          });
          expect(totals.bonusesAvailableToSpent % 10).toBe(0);
          expect(totals.bonusesToSpend % 10).toBe(0);
          expect(totals.bonusesToSpend).toBeLessThanOrEqual(totals.bonusesAvailableToSpent);
          expect(totals.bonusesAvailableToSpent).toBeLessThanOrEqual(balance);
          // The order placed from this cart, with the delivery: the amounts every view reads.
          const order = orderAmounts(
            {
              status: "AWAITING_PAY",
              paid: false,
              totalPrice: totals.totalPrice,
              discountValue: totals.discountValue ?? 0,
              paidByBonuses: totals.bonusesToSpend,
              deliveryPrice: delivery,
            },
            [],
          );
          expect(totals.totalToPay).toBe(
            moneyTotal({
              goods: totals.totalPrice,
              discount: totals.discountValue ?? 0,
              bonuses: totals.bonusesToSpend,
              delivery: 0,
            }),
          );
          expect(order.toPay).toBe(totals.totalToPay + delivery);
          expect(order.toPay).toBe(
            totals.totalPrice -
              (totals.discountValue ?? 0) -
              totals.bonusesToSpend * 100 +
              delivery,
          );
        },
      ),
    );
  });

  it("item shares of a cart's order never take more than an item's price", () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 8 }), (prices) => {
        const goods = sum(prices);
        const shares = itemAmounts(
          { discount: Math.floor(goods / 3), bonuses: Math.floor(goods / 3 / 100 / 10) * 10 },
          prices.map((p, id) => ({ id, price: p })),
        );
        for (const share of shares) expect(share.paid).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
