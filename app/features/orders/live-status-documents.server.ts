import { graphql } from "~/graphql.ts";

/**
 * The subscriptions the order page and «Мои заказы» follow (docs/orders.md#live-status), asked of
 * the shop API by the storefront's resource route /resources/order-updates for the browser.
 */
export const OrderUpdatedSubscription = graphql(`
  subscription OrderUpdated($id: ID!) {
    orderUpdated(dto: { id: $id }) {
      id
      status
      paid
    }
  }
`);

export const MyOrdersUpdatedSubscription = graphql(`
  subscription MyOrdersUpdated {
    myOrdersUpdated {
      id
      status
      paid
    }
  }
`);
