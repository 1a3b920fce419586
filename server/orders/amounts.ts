/**
 * An order's money, computed in one place (docs/orders.md#amounts): what the goods cost, what the
 * promo code and the bonuses took off, the delivery, the total, what was charged or is still due,
 * and what goes back for cancelled and refunded items. Every screen, letter, payment and receipt
 * reads these figures; nothing else adds an order's amounts up. Pure: from the order's row and its
 * items' prices and statuses. Money in kopecks; bonuses in whole bonuses (1 bonus = 1 ₽ = 100
 * kopecks).
 */
import type { OrderStatus } from "./status-rules.ts";
import { isUndone } from "./status-rules.ts";

/** Kopecks in one bonus. */
export const KOPECKS_PER_BONUS = 100;

/** What an order (or a cart about to become one) is priced from. */
export interface PriceParts {
  /** Kopecks: the goods at the prices they are sold at. */
  goods: number;
  /** Kopecks: the promo code's discount. */
  discount: number;
  /** Whole bonuses spent. */
  bonuses: number;
  /** Kopecks: the delivery. */
  delivery: number;
}

/**
 * The money the buyer pays: goods − discount − bonuses + delivery. The discount and the bonuses
 * only ever reduce the goods (placing an order keeps them within the goods), never the delivery.
 */
export function moneyTotal({ goods, discount, bonuses, delivery }: PriceParts): number {
  return Math.max(0, goods - discount - bonuses * KOPECKS_PER_BONUS) + Math.max(0, delivery);
}

/**
 * Splits `total` whole units over lines in proportion to `weights`: each line gets its share
 * rounded down, and the units left over go one each to the heaviest lines first (the earlier line
 * on a tie). No line gets more than its cap (`caps`, none by default) while another has room. The
 * parts always add up to `total` exactly (given room enough: the caps' sum at least `total`).
 */
export function spread(
  total: number,
  weights: readonly number[],
  caps?: readonly number[],
): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const cap = (index: number) => caps?.[index] ?? Number.POSITIVE_INFINITY;
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const parts = weights.map((weight, index) =>
    Math.min(cap(index), Math.floor((total * weight) / sum)),
  );
  let left = total - parts.reduce((a, b) => a + b, 0);
  const heaviestFirst = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  while (left > 0) {
    let given = 0;
    for (const { index } of heaviestFirst) {
      if (left === 0) break;
      if ((parts[index] ?? 0) < cap(index)) {
        parts[index] = (parts[index] ?? 0) + 1;
        left -= 1;
        given += 1;
      }
    }
    // No line has room: the caps cannot hold `total` (callers keep it within them).
    if (given === 0) throw new Error(`Cannot spread ${total} over caps ${String(caps)}`);
  }
  return parts;
}

/** One item's part of its order's money. */
export interface ItemAmounts {
  id: number;
  /** Kopecks: the price it was sold at. */
  price: number;
  /**
   * Kopecks paid in money for it: its price less its part of the discount and the bonuses. Its
   * receipt line, what comes back when it is cancelled or refunded, and what its cashback is
   * earned on.
   */
  paid: number;
  /** Whole bonuses spent on it: what comes back to the bonus account when it is undone. */
  bonuses: number;
}

/**
 * Each item's part of the order's money: the discount and the bonuses (in kopecks) spread over
 * the items in proportion to their prices, none below 0, so the items' money adds up to exactly
 * what was paid for the goods; the bonuses spread likewise in whole bonuses. Items in id order.
 */
export function itemAmounts(
  parts: Pick<PriceParts, "discount" | "bonuses">,
  items: readonly { id: number; price: number }[],
): ItemAmounts[] {
  const lines = [...items].sort((a, b) => a.id - b.id);
  const prices = lines.map((line) => line.price);
  const goods = prices.reduce((a, b) => a + b, 0);
  const reduction = Math.min(goods, parts.discount + parts.bonuses * KOPECKS_PER_BONUS);
  const reductions = spread(reduction, prices, prices);
  const bonuses = spread(parts.bonuses, prices);
  return lines.map((line, index) => ({
    id: line.id,
    price: line.price,
    paid: line.price - (reductions[index] ?? 0),
    bonuses: bonuses[index] ?? 0,
  }));
}

/** An order as its amounts need it: its row's money and its status. */
export interface AmountsOrder {
  status: OrderStatus;
  paid: boolean;
  totalPrice: number;
  discountValue: number;
  paidByBonuses: number;
  deliveryPrice: number;
}

type OrderMoney = Pick<
  AmountsOrder,
  "totalPrice" | "discountValue" | "paidByBonuses" | "deliveryPrice"
>;

/** What a placed order was priced from, as its row keeps it. */
export function priceParts(order: OrderMoney): PriceParts {
  return {
    goods: order.totalPrice,
    discount: order.discountValue,
    bonuses: order.paidByBonuses,
    delivery: order.deliveryPrice,
  };
}

/** The order's price in money: what its payment asks and must match. */
export const orderTotal = (order: OrderMoney) => moneyTotal(priceParts(order));

/** An order item as its amounts need it. */
export interface AmountsItem {
  id: number;
  soldPrice: number;
  status: OrderStatus;
}

export interface OrderAmounts {
  /** Kopecks: the goods at the prices they were sold at. */
  goods: number;
  /** Kopecks: the promo code's discount. */
  discount: number;
  /** Whole bonuses spent on the order. */
  bonusesSpent: number;
  /** Kopecks: what the bonuses spent paid. */
  bonusesValue: number;
  /** Kopecks: the delivery. */
  delivery: number;
  /** Kopecks: the order's price in money, goods − discount − bonuses + delivery. */
  total: number;
  /** Kopecks charged: the total once the order is paid, else 0. */
  paid: number;
  /** Kopecks still due: the total while the order awaits payment, else 0. */
  toPay: number;
  /** Kopecks owed back for items cancelled after payment, not yet returned. */
  refundDue: number;
  /** Kopecks returned for refunded items. */
  refunded: number;
  /** Bonuses back on the shopper's account: those spent on items that were undone. */
  bonusesReturned: number;
  items: ItemAmounts[];
}

/**
 * The order's amounts (docs/orders.md#amounts). Unpaid, it is due in full until it is cancelled,
 * which returns its bonuses and asks for nothing. Paid, an item cancelled (CANCEL_PURCHASE) owes
 * its money back and one refunded (ISSUED_REFUND) has had it returned; its bonuses come back
 * either way. The delivery goes back only with the whole order: when no item is kept.
 */
export function orderAmounts(order: AmountsOrder, items: readonly AmountsItem[]): OrderAmounts {
  const parts = priceParts(order);
  const total = moneyTotal(parts);
  const shares = itemAmounts(
    parts,
    items.map((item) => ({ id: item.id, price: item.soldPrice })),
  );
  const statusOf = new Map(items.map((item) => [item.id, item.status]));
  const undone = shares.filter((share) => isUndone(statusOf.get(share.id) ?? "AWAITING_PAY"));
  const cancelledUnpaid = !order.paid && isUndone(order.status);
  const amounts = {
    goods: parts.goods,
    discount: parts.discount,
    bonusesSpent: parts.bonuses,
    bonusesValue: parts.bonuses * KOPECKS_PER_BONUS,
    delivery: parts.delivery,
    total,
    paid: order.paid ? total : 0,
    toPay: order.paid || cancelledUnpaid ? 0 : total,
    refundDue: 0,
    refunded: 0,
    bonusesReturned: cancelledUnpaid ? parts.bonuses : 0,
    items: shares,
  };
  if (!order.paid) return amounts;
  const wholeOrderUndone = items.length > 0 && undone.length === shares.length;
  for (const share of undone) {
    const back = share.paid;
    if (statusOf.get(share.id) === "ISSUED_REFUND") amounts.refunded += back;
    else amounts.refundDue += back;
    amounts.bonusesReturned += share.bonuses;
  }
  if (wholeOrderUndone) {
    const allRefunded = items.every((item) => item.status === "ISSUED_REFUND");
    if (allRefunded) amounts.refunded += parts.delivery;
    else amounts.refundDue += parts.delivery;
  }
  return amounts;
}
