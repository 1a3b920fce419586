import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../tests/database.ts";
import { cashbackOn } from "../loyalty/cashback.ts";
import { itemsCashback } from "./item-bonuses.ts";

// Pure: no database, so once, in the pglite project (docs/testing.md#the-databases).
const describePure = describe.runIf(testDatabaseKind() === "pglite");

/** What the cashback of a purchase is (docs/loyalty.md#one-computation-of-cashback). */
describePure("itemsCashback", () => {
  const price = fc.integer({ min: 100, max: 50_000_000 });
  const percentage = fc.integer({ min: 0, max: 15 });
  const total = (earned: Map<number, number>) => [...earned.values()].reduce((a, b) => a + b, 0);

  it("gives one item bought alone, paid in full, what the product page promises for it", () => {
    fc.assert(
      fc.property(price, percentage, (kopecks, percent) => {
        const earned = itemsCashback(
          { discount: 0, bonuses: 0 },
          [{ id: 7, price: kopecks, earns: true }],
          percent,
        );
        expect(earned).toEqual(new Map([[7, cashbackOn(kopecks, percent)]]));
      }),
    );
  });

  it("never gives more than the percent of the money paid, and nothing for goods that earn none", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price, earns: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        percentage,
        (lines, discount, bonuses, percent) => {
          const items = lines.map((line, index) => ({ id: index + 1, ...line }));
          const goods = items.reduce((sum, item) => sum + item.price, 0);
          const money = Math.max(0, goods - discount - bonuses * 100);
          const earned = itemsCashback({ discount, bonuses }, items, percent);
          expect(total(earned)).toBeLessThanOrEqual(cashbackOn(money, percent));
          if (items.every((item) => item.earns)) {
            // Rounding down item by item loses less than a bonus an item.
            expect(total(earned)).toBeGreaterThan(cashbackOn(money, percent) - items.length);
          }
          for (const item of items) if (!item.earns) expect(earned.get(item.id)).toBe(0);
        },
      ),
    );
  });

  it("lowers every item's share alike when a promo code or bonuses pay part of the goods", () => {
    const items = [
      { id: 1, price: 1_000_000, earns: true },
      { id: 2, price: 500_000, earns: false },
      { id: 3, price: 500_000, earns: true },
    ];
    // 20 000 ₽ of goods, 2 000 ₽ off with a code, 1 000 bonuses: 17 000 ₽ paid in money.
    expect(itemsCashback({ discount: 200_000, bonuses: 1_000 }, items, 5)).toEqual(
      new Map([
        [1, 425],
        [2, 0],
        [3, 212],
      ]),
    );
  });
});
