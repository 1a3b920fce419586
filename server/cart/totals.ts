/**
 * The cart's amounts (docs/cart.md#totals): pure, from what the database holds, never from what a
 * client sends. Money in kopecks; bonuses in whole roubles (1 bonus = 1 ₽).
 */

import type { ProductItemState } from "../catalogue/item-state.ts";
import { moneyTotal } from "../orders/amounts.ts";

export type ItemState = ProductItemState;

export interface TotalsItem {
  state: ItemState;
  price: number;
  oldPrice: number | null;
  bonusCalcState: "ENABLED" | "CASHBACK_ONLY" | "DISABLED";
  brandIds: readonly number[];
  productCategoryId: number | null;
}

export interface PromoRule {
  kind: "PERCENT" | "FIXED";
  /** Percent for PERCENT, kopecks for FIXED. */
  value: number;
  minOrderAmount: number | null;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
  maxUses: number | null;
  oncePerShopper: boolean;
  brandId: number | null;
  productCategoryId: number | null;
}

/** How the code has been used: orders that were not cancelled. */
export interface PromoUsage {
  byAll: number;
  byShopper: number;
}

export interface CartTotals {
  totalPrice: number;
  oldTotalPrice: number;
  discountValue: number | null;
  bonusesAvailable: number;
  bonusesAvailableToSpent: number;
  bonusesToSpend: number;
  totalToPay: number;
}

const onSale = (items: readonly TotalsItem[]) => items.filter((item) => item.state === "ON_SALE");
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The discount a promo code gives on these items now, or null when it does not apply: switched
 * off, not started or over, used up (by all or by this shopper), no item of its brand or
 * category, or the items it counts below its minimum order.
 */
export function promoDiscount(
  rule: PromoRule,
  items: readonly TotalsItem[],
  usage: PromoUsage,
  now: Date,
): number | null {
  if (!rule.active || rule.startsAt > now || (rule.endsAt && rule.endsAt <= now)) return null;
  if (rule.maxUses !== null && usage.byAll >= rule.maxUses) return null;
  if (rule.oncePerShopper && usage.byShopper > 0) return null;
  const counted = onSale(items).filter(
    (item) =>
      (rule.brandId === null || item.brandIds.includes(rule.brandId)) &&
      (rule.productCategoryId === null || item.productCategoryId === rule.productCategoryId),
  );
  const base = sum(counted.map((item) => item.price));
  if (base === 0 || base < (rule.minOrderAmount ?? 0)) return null;
  const discount =
    rule.kind === "PERCENT" ? Math.floor((base * rule.value) / 100) : Math.min(rule.value, base);
  return discount > 0 ? discount : null;
}

/** Bonuses are spent in tens (docs/cart.md#bonus-spending): the most is rounded down to them. */
const downToTens = (bonuses: number) => Math.floor(bonuses / 10) * 10;

/** A quarter of what may be spent, rounded to 10 (docs/cart.md#bonus-spending). */
export function defaultBonuses(max: number): number {
  return Math.min(max, Math.round(max / 4 / 10) * 10);
}

/**
 * The cart's totals. Bonuses may pay the level's charge-off percentage of the items that accept
 * them (bonusCalcState ENABLED), after the discount, in tens of bonuses, and never more than the
 * balance: one maximum, which the bonus drawer offers and the summary and the order spend within.
 * The chosen amount is held within it, and when none was chosen the default applies. What is left
 * to pay is the order's own rule (server/orders/amounts.ts), before the delivery.
 */
export function cartTotals({
  items,
  discountValue,
  balance,
  chargeOffPercentage,
  chosenBonuses,
}: {
  items: readonly TotalsItem[];
  discountValue: number | null;
  balance: number;
  chargeOffPercentage: number;
  chosenBonuses: number | null;
}): CartTotals {
  const sale = onSale(items);
  const totalPrice = sum(sale.map((item) => item.price));
  const oldTotalPrice = sum(sale.map((item) => Math.max(item.oldPrice ?? 0, item.price)));
  const discount = Math.min(discountValue ?? 0, totalPrice);
  const payable = sum(sale.filter((item) => item.bonusCalcState === "ENABLED").map((i) => i.price));
  const bonusBase = Math.max(0, Math.min(payable, totalPrice - discount));
  const byLevel = Math.floor((bonusBase * chargeOffPercentage) / 100 / 100);
  const bonusesAvailableToSpent = downToTens(Math.max(0, Math.min(Math.max(balance, 0), byLevel)));
  const bonusesToSpend =
    chosenBonuses === null
      ? defaultBonuses(bonusesAvailableToSpent)
      : Math.max(0, Math.min(chosenBonuses, bonusesAvailableToSpent));
  return {
    totalPrice,
    oldTotalPrice,
    discountValue: discountValue === null ? null : discount,
    bonusesAvailable: Math.max(balance, 0),
    bonusesAvailableToSpent,
    bonusesToSpend,
    totalToPay: moneyTotal({ goods: totalPrice, discount, bonuses: bonusesToSpend, delivery: 0 }),
  };
}
