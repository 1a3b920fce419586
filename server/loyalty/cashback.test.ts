import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashbackByLine, cashbackOn, paidInMoney, shareOf } from "./cashback.ts";

describe("cashbackOn", () => {
  it("is the level's percent of the money, rounded down to whole bonuses", () => {
    // 10 990 ₽ at 3 %: 329.7 bonuses, 329 credited; at 5 %: 549.5, 549.
    expect(cashbackOn(1_099_000, 3)).toBe(329);
    expect(cashbackOn(1_099_000, 5)).toBe(549);
    expect(cashbackOn(10_000, 10)).toBe(10);
    expect(cashbackOn(9_999, 1)).toBe(0);
    expect(cashbackOn(0, 10)).toBe(0);
    expect(cashbackOn(-500, 10)).toBe(0);
    expect(cashbackOn(1_099_000, 0)).toBe(0);
  });
});

describe("shareOf", () => {
  it("splits a whole amount in proportion, the parts adding up exactly", () => {
    const weights = [333, 333, 334];
    const parts = weights.map((_w, n) => shareOf(1000, weights, n));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts).toEqual([333, 333, 334]);
    expect([0, 1, 2].map((n) => shareOf(10, [1, 1, 1], n))).toEqual([3, 3, 4]);
    expect(shareOf(0, [1, 2], 1)).toBe(0);
    expect(shareOf(100, [0, 0], 0)).toBe(0);
  });
});

describe("cashbackByLine", () => {
  const price = fc.integer({ min: 100, max: 50_000_000 });
  const line = fc.record({ price, earns: fc.boolean() });
  const percentage = fc.integer({ min: 0, max: 15 });

  it("gives one line bought alone, paid in full, what the product page promises for it", () => {
    fc.assert(
      fc.property(price, percentage, (kopecks, percent) => {
        const lines = [{ price: kopecks, earns: true }];
        expect(cashbackByLine(lines, paidInMoney(lines, 0, 0), percent)).toEqual([
          cashbackOn(kopecks, percent),
        ]);
      }),
    );
  });

  it("never gives more than the percent of the money paid, and nothing for a line that earns none", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        percentage,
        (lines, discount, bonuses, percent) => {
          const money = paidInMoney(lines, discount, bonuses);
          const earned = cashbackByLine(lines, money, percent);
          const total = earned.reduce((a, b) => a + b, 0);
          expect(total).toBeLessThanOrEqual(cashbackOn(money, percent));
          // Rounding down per line loses less than a bonus a line.
          const earning = lines.filter((l) => l.earns);
          if (earning.length === lines.length) {
            expect(total).toBeGreaterThan(cashbackOn(money, percent) - lines.length);
          }
          lines.forEach((l, index) => {
            if (!l.earns) expect(earned[index]).toBe(0);
          });
        },
      ),
    );
  });

  it("lowers every line's share alike when a promo code or bonuses pay part of the goods", () => {
    const lines = [
      { price: 1_000_000, earns: true },
      { price: 500_000, earns: false },
      { price: 500_000, earns: true },
    ];
    // 20 000 ₽ of goods, 2 000 ₽ off with a code, 1 000 bonuses: 17 000 ₽ paid in money.
    const money = paidInMoney(lines, 200_000, 1_000);
    expect(money).toBe(1_700_000);
    expect(cashbackByLine(lines, money, 5)).toEqual([425, 0, 212]);
  });
});
