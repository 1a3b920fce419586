import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../tests/database.ts";
import { placedOrder } from "../../tests/order-arbitraries.ts";
import { orderAmounts, spread } from "./amounts.ts";

// Pure: no database, so once, in the pglite project (docs/testing.md#the-databases).
const describePure = describe.runIf(testDatabaseKind() === "pglite");

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

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
