/**
 * The one computation of cashback (docs/loyalty.md#cashback): the bonuses a purchase earns at a
 * level's `chargePercentage`. The product page's figure, the cart's, an order's cashback still to
 * come and the ledger's credit when an item is received are all this, so they cannot disagree.
 * Pure: money in kopecks, bonuses whole (1 bonus = 1 ₽), always rounded down.
 */

/** The bonuses `money` (kopecks) earns at `percentage`: rounded down to whole bonuses. */
export function cashbackOn(money: number, percentage: number): number {
  if (money <= 0 || percentage <= 0) return 0;
  return Math.floor((money * percentage) / 10_000);
}

/**
 * The part of `total` that falls to line `index` when `total` is split in proportion to
 * `weights`: rounded down cumulatively, so the parts are whole and add up to `total` exactly.
 */
export function shareOf(total: number, weights: readonly number[], index: number): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return 0;
  const upTo = (n: number) => weights.slice(0, n).reduce((a, b) => a + b, 0);
  return Math.floor((total * upTo(index + 1)) / sum) - Math.floor((total * upTo(index)) / sum);
}

/** One line of a purchase: its price (kopecks) and whether it earns cashback at all. */
export interface CashbackLine {
  price: number;
  /** False for goods whose bonusCalcState is DISABLED. */
  earns: boolean;
}

/** What a purchase's goods were paid in money (kopecks): less the promo discount and bonuses. */
export function paidInMoney(lines: readonly CashbackLine[], discount: number, bonuses: number) {
  const goods = lines.reduce((sum, line) => sum + line.price, 0);
  return Math.max(0, goods - discount - bonuses * 100);
}

/**
 * Each line's cashback: the money paid for the purchase is split over all its lines in proportion
 * to their prices (so a discount or bonuses spent lower every line's share alike), and each line
 * that earns cashback gets `percentage` of its share, rounded down.
 */
export function cashbackByLine(
  lines: readonly CashbackLine[],
  money: number,
  percentage: number,
): number[] {
  const weights = lines.map((line) => line.price);
  return lines.map((line, index) =>
    line.earns ? cashbackOn(shareOf(money, weights, index), percentage) : 0,
  );
}

/**
 * What a whole purchase earns once all of it is received: its lines' cashback after the promo
 * discount (kopecks) and the bonuses spent. The cart shows this before the order is placed.
 */
export function purchaseCashback(
  lines: readonly CashbackLine[],
  discount: number,
  bonuses: number,
  percentage: number,
): number {
  return cashbackByLine(lines, paidInMoney(lines, discount, bonuses), percentage).reduce(
    (sum, bonusesOfLine) => sum + bonusesOfLine,
    0,
  );
}
