import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { price } from "../../tests/order-arbitraries.ts";
import { itemAmounts, moneyTotal, orderAmounts } from "../orders/amounts.ts";
import {
  cartTotals,
  defaultBonuses,
  type PromoRule,
  promoDiscount,
  type TotalsItem,
} from "./totals.ts";

const item = (overrides: Partial<TotalsItem> = {}): TotalsItem => ({
  state: "ON_SALE",
  price: 1_000_000,
  oldPrice: null,
  bonusCalcState: "ENABLED",
  brandIds: [1],
  productCategoryId: 10,
  ...overrides,
});

const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  kind: "PERCENT",
  value: 10,
  minOrderAmount: 500_000,
  startsAt: new Date("2025-01-01T00:00:00Z"),
  endsAt: null,
  active: true,
  maxUses: null,
  oncePerShopper: false,
  brandId: null,
  productCategoryId: null,
  ...overrides,
});

const now = new Date("2026-11-02T12:00:00Z");
const unused = { byAll: 0, byShopper: 0 };

describe("a promo code's discount", () => {
  it("takes a percentage of the items on sale, rounded down, or a fixed amount capped by them", () => {
    const items = [item({ price: 1_234_567 }), item({ state: "SOLD", price: 9_000_000 })];
    expect(promoDiscount(rule(), items, unused, now)).toBe(123_456);
    expect(promoDiscount(rule({ kind: "FIXED", value: 50_000 }), items, unused, now)).toBe(50_000);
    expect(
      promoDiscount(
        rule({ kind: "FIXED", value: 5_000_000, minOrderAmount: 0 }),
        items,
        unused,
        now,
      ),
    ).toBe(1_234_567);
  });

  it("does not apply when switched off, not started, over, or below its minimum", () => {
    const items = [item()];
    expect(promoDiscount(rule({ active: false }), items, unused, now)).toBeNull();
    expect(
      promoDiscount(rule({ startsAt: new Date("2026-12-01") }), items, unused, now),
    ).toBeNull();
    expect(promoDiscount(rule({ endsAt: now }), items, unused, now)).toBeNull();
    expect(promoDiscount(rule({ endsAt: new Date("2026-11-03") }), items, unused, now)).toBe(
      100_000,
    );
    expect(promoDiscount(rule({ minOrderAmount: 1_000_001 }), items, unused, now)).toBeNull();
    expect(promoDiscount(rule({ minOrderAmount: 1_000_000 }), items, unused, now)).toBe(100_000);
    // Sold items do not count towards the minimum.
    expect(
      promoDiscount(
        rule(),
        [item({ state: "RESERVED" }), item({ state: "WITHDRAWN" })],
        unused,
        now,
      ),
    ).toBeNull();
  });

  it("counts its uses: by all shoppers against maxUses, by this one when once per shopper", () => {
    const items = [item()];
    expect(promoDiscount(rule({ maxUses: 3 }), items, { byAll: 2, byShopper: 0 }, now)).toBe(
      100_000,
    );
    expect(promoDiscount(rule({ maxUses: 3 }), items, { byAll: 3, byShopper: 0 }, now)).toBeNull();
    expect(
      promoDiscount(rule({ oncePerShopper: true }), items, { byAll: 9, byShopper: 0 }, now),
    ).toBe(100_000);
    expect(
      promoDiscount(rule({ oncePerShopper: true }), items, { byAll: 9, byShopper: 1 }, now),
    ).toBeNull();
  });

  it("restricted to a brand or a category, counts only those items, for the minimum too", () => {
    const items = [
      item({ price: 600_000, brandIds: [1], productCategoryId: 10 }),
      item({ price: 400_000, brandIds: [2], productCategoryId: 11 }),
    ];
    expect(promoDiscount(rule({ brandId: 1, minOrderAmount: 0 }), items, unused, now)).toBe(60_000);
    expect(
      promoDiscount(rule({ brandId: 2, minOrderAmount: 500_000 }), items, unused, now),
    ).toBeNull();
    expect(
      promoDiscount(rule({ productCategoryId: 11, minOrderAmount: 0 }), items, unused, now),
    ).toBe(40_000);
    expect(promoDiscount(rule({ brandId: 3, minOrderAmount: 0 }), items, unused, now)).toBeNull();
  });
});

describe("the cart's totals", () => {
  it("count only items on sale, at their prices and old prices", () => {
    const totals = cartTotals({
      items: [item({ price: 500_000, oldPrice: 700_000 }), item({ state: "SOLD" })],
      discountValue: null,
      balance: 0,
      chargeOffPercentage: 10,
      chosenBonuses: null,
    });
    expect(totals).toMatchObject({
      totalPrice: 500_000,
      oldTotalPrice: 700_000,
      totalToPay: 500_000,
    });
  });

  it("let bonuses pay the level's share of the items that accept them, after the discount, within the balance", () => {
    const items = [
      item({ price: 1_000_000 }),
      item({ price: 500_000, bonusCalcState: "CASHBACK_ONLY" }),
    ];
    const base = { items, discountValue: 100_000, chosenBonuses: null };
    // 10 % of (10 000 ₽ − 0) … the discount leaves 14 000 ₽ in all, 10 000 ₽ of it accepts bonuses.
    expect(
      cartTotals({ ...base, balance: 5_000, chargeOffPercentage: 10 }).bonusesAvailableToSpent,
    ).toBe(1_000);
    expect(
      cartTotals({ ...base, balance: 600, chargeOffPercentage: 10 }).bonusesAvailableToSpent,
    ).toBe(600);
    expect(
      cartTotals({ ...base, balance: 5_000, chargeOffPercentage: 0 }).bonusesAvailableToSpent,
    ).toBe(0);
    const totals = cartTotals({ ...base, balance: 5_000, chargeOffPercentage: 10 });
    expect(totals.bonusesToSpend).toBe(250);
    expect(totals.totalToPay).toBe(1_500_000 - 100_000 - 25_000);
  });

  it("hold the chosen bonuses within the maximum; by default a quarter rounded to 10", () => {
    const base = { items: [item()], discountValue: null, balance: 5_000, chargeOffPercentage: 10 };
    expect(cartTotals({ ...base, chosenBonuses: 0 }).bonusesToSpend).toBe(0);
    expect(cartTotals({ ...base, chosenBonuses: 500 }).bonusesToSpend).toBe(500);
    expect(cartTotals({ ...base, chosenBonuses: 9_000 }).bonusesToSpend).toBe(1_000);
    expect(defaultBonuses(1_000)).toBe(250);
    expect(defaultBonuses(1_234)).toBe(310);
    expect(defaultBonuses(15)).toBe(0);
    expect(defaultBonuses(0)).toBe(0);
  });
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe("a cart becoming an order", () => {
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
