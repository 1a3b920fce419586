/**
 * An order's money as the shop API answers it (docs/orders.md#amounts): every figure is the
 * API's, computed in one place; the screens only choose which to show and format it.
 */

/** Kopecks, but for the bonuses (1 bonus = 1 ₽). */
export interface OrderAmountsView {
  goods: number;
  discount: number;
  bonusesSpent: number;
  /** Kopecks the bonuses spent paid. */
  bonusesValue: number;
  delivery: number;
  /** goods − discount − bonuses + delivery. */
  total: number;
  /** Charged: the total once paid, else 0. */
  paid: number;
  /** Still due: the total while the order awaits payment, else 0. */
  toPay: number;
  refundDue: number;
  refunded: number;
  bonusesReturned: number;
}

/**
 * The one sum an order is summed up by, the same on its page and in the order history: what was
 * paid, what is still to pay, or, for an order cancelled unpaid, what it came to.
 */
export function headlineOf(amounts: OrderAmountsView): { label: string; amount: number } {
  if (amounts.paid > 0) return { label: "Оплачено", amount: amounts.paid };
  if (amounts.toPay > 0) return { label: "К оплате", amount: amounts.toPay };
  return { label: "Сумма заказа", amount: amounts.total };
}
