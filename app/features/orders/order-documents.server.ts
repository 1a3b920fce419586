/** The order page's GraphQL document (docs/orders.md#public-order-status). */
import { graphql } from "~/graphql.ts";

export const OrderByUuidQuery = graphql(`
  query OrderByUuid($uuid: String!) {
    getOrderByUUID(dto: { uuid: $uuid }) {
      id
      uuid
      status
      paid
      name
      surname
      totalPrice
      deliveryPrice
      discountValue
      paidByBonuses
      createdAt
      paymentLink
      addressDelivery {
        city
        street
        house
        apartment
      }
      cdekDelivery {
        address_full
      }
      orderProductItems {
        id
        status
        soldPrice
        estimatedDeliveryDate
        productItem {
          id
          size {
            name
          }
          product {
            name
            slug
          }
        }
      }
    }
  }
`);
