/**
 * The rate of cashback (docs/loyalty.md#one-computation-of-cashback): the bonuses an amount of
 * money earns at a level's `chargePercentage`. An offer's figure is this of its price; a purchase's
 * lines get this of their share of the money paid (orders/item-bonuses.ts itemsCashback, for the
 * cart, an order's cashback to come and the ledger alike), so no two screens can disagree.
 * Money in kopecks, bonuses whole (1 bonus = 1 ₽), always rounded down.
 */

/** The bonuses `money` (kopecks) earns at `percentage`: rounded down to whole bonuses. */
export function cashbackOn(money: number, percentage: number): number {
  if (money <= 0 || percentage <= 0) return 0;
  return Math.floor((money * percentage) / 10_000);
}
