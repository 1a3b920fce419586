/**
 * The signed-in shopper's order history (userOrderList: docs/orders.md#order-history): only their
 * own orders, the user id taken from the access token, never from the dto.
 */
import { builder } from "../graphql/builder.ts";
import { OrderStatus } from "../graphql/enums.ts";
import { ownListField, pageOf } from "../graphql/pagination.ts";
import { amountsOfOrder, OrderAmountsType } from "./amounts-schema.ts";
import { itemsOfOrder } from "./order-loaders.ts";
import { OrderProductItem } from "./order-schema.ts";
import { listUserOrders, type UserOrderRow as OrderRow } from "./service.ts";

const UserOrder = builder.objectRef<OrderRow>("UserOrder").implement({
  description: "An order in its owner's history: the summary the order list shows.",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The order number shown to the shopper." }),
    uuid: f.exposeString("uuid"),
    status: f.expose("status", { type: OrderStatus }),
    totalPrice: f.exposeInt("totalPrice", { description: "Kopecks, the goods." }),
    deliveryPrice: f.exposeInt("deliveryPrice", { description: "Kopecks." }),
    paidByBonuses: f.exposeInt("paidByBonuses", { description: "Bonuses spent on it." }),
    cashback: f.exposeInt("cashback", { description: "Bonuses earned with it." }),
    paid: f.exposeBoolean("paid"),
    commentForShopper: f.exposeString("commentForShopper", {
      nullable: true,
      description: "The shop's comment for the shopper, written in the back office; plain text.",
    }),
    amounts: f.field({
      type: OrderAmountsType,
      description: "Its money, the same figures as the order's page (docs/orders.md#amounts).",
      resolve: (order, _args, ctx) => amountsOfOrder(order, ctx),
    }),
    itemCount: f.exposeInt("itemCount", { description: "How many goods it holds." }),
    orderProductItems: f.field({
      type: [OrderProductItem],
      resolve: (order, _args, ctx) => itemsOfOrder(ctx).load(order.id),
    }),
    createdAt: f.string({ resolve: (order) => order.createdAt.toISOString() }),
  }),
});

const UserOrderPage = pageOf("UserOrderPage", UserOrder);

ownListField(
  "userOrderList",
  UserOrderPage,
  "The signed-in shopper's orders, newest first.",
  listUserOrders,
);
