/**
 * An order's amounts as the API answers them (docs/orders.md#amounts): one object, computed by
 * amounts.ts, which every screen formats and none adds up.
 */
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { type AmountsOrder, type OrderAmounts, orderAmounts } from "./amounts.ts";
import { itemsOfOrder } from "./order-loaders.ts";

export const OrderAmountsType = builder.objectRef<OrderAmounts>("OrderAmounts").implement({
  description:
    "An order's money, computed in one place: what the goods cost, what was taken off, the delivery, what was paid or is due, and what goes back. Kopecks, but for the bonuses (1 bonus = 1 ₽).",
  fields: (f) => ({
    goods: f.exposeInt("goods", { description: "The goods at the prices they were sold at." }),
    discount: f.exposeInt("discount", { description: "The promo code's discount." }),
    bonusesSpent: f.exposeInt("bonusesSpent", { description: "Bonuses spent on the order." }),
    bonusesValue: f.exposeInt("bonusesValue", { description: "What the bonuses spent paid." }),
    delivery: f.exposeInt("delivery", { description: "The delivery." }),
    total: f.exposeInt("total", {
      description: "The order's price in money: goods − discount − bonuses + delivery.",
    }),
    paid: f.exposeInt("paid", { description: "Charged: the total once paid, else 0." }),
    toPay: f.exposeInt("toPay", {
      description: "Still due: the total while the order awaits payment, else 0.",
    }),
    refundDue: f.exposeInt("refundDue", {
      description:
        "Owed back for items cancelled after payment (with the delivery when no item is kept), not yet returned.",
    }),
    refunded: f.exposeInt("refunded", {
      description: "Returned for refunded items (with the delivery when no item is kept).",
    }),
    bonusesReturned: f.exposeInt("bonusesReturned", {
      description: "Bonuses back on the shopper's account: those spent on items that were undone.",
    }),
  }),
});

/** The amounts of a placed order, from its row and its live items (loaded once per request). */
export async function amountsOfOrder(
  order: AmountsOrder & { id: number },
  ctx: ShopContext,
): Promise<OrderAmounts> {
  return orderAmounts(order, await itemsOfOrder(ctx).load(order.id));
}
