/**
 * An order's money as the shop API answers it (docs/orders.md#amounts): every figure is the
 * API's, computed in one place; the screens only choose which to show and format it.
 */
import type { ResultOf } from "~/graphql.ts";
import type { OrderAmountsFragment } from "./order-documents.server.ts";

/**
 * The fragment's fields, kopecks but for the bonuses (1 bonus = 1 ₽); their meaning is the API's
 * (server/schema.graphql, OrderAmounts).
 */
export type OrderAmountsView = ResultOf<typeof OrderAmountsFragment>;

/**
 * The one sum an order is summed up by, the same on its page and in the order history: what was
 * paid, what is still to pay, or, for an order cancelled unpaid, what it came to.
 */
export function headlineOf(amounts: OrderAmountsView): { label: string; amount: number } {
  if (amounts.paid > 0) return { label: "Оплачено", amount: amounts.paid };
  if (amounts.toPay > 0) return { label: "К оплате", amount: amounts.toPay };
  return { label: "Сумма заказа", amount: amounts.total };
}
