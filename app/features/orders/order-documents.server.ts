/**
 * The order pages' GraphQL documents (docs/orders.md#public-order-status) and what the pages make
 * of an item: its product, its status history, its dates and its track code.
 */
import { graphql, type ResultOf } from "~/graphql.ts";
import type { OrderItemView } from "./order-item-view.ts";
import { itemProgress } from "./order-timeline.ts";
import type { OrderVocabulary } from "./order-vocabulary.ts";
import { OrderVocabularyFragment } from "./vocabulary-documents.server.ts";

/**
 * What an order page reads of each item. Unmasked: its fields read as if written in place. Its
 * delivery window's fields are written out: a fragment in a fragment would pass the API's depth
 * limit.
 */
export const OrderItemFragment = graphql(`
  fragment OrderItemFields on OrderProductItem @_unmask {
    id
    status
    soldPrice
    deliveryWindow {
      days
      dates
      firstDate
      lastDate
      destination
    }
    route
    trackCode
    statusHistory {
      status
      createdAt
    }
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
`);

/** An order's money as the shop API computes it (docs/orders.md#amounts). Unmasked. */
export const OrderAmountsFragment = graphql(`
  fragment OrderAmountsFields on OrderAmounts @_unmask {
    goods
    discount
    bonusesSpent
    bonusesValue
    delivery
    total
    paid
    toPay
    refundDue
    refunded
    bonusesReturned
  }
`);

export const OrderByUuidQuery = graphql(
  `
    query OrderByUuid($uuid: String!) {
      getOrderByUUID(dto: { uuid: $uuid }) {
        id
        uuid
        status
        paid
        name
        surname
        amounts {
          ...OrderAmountsFields
        }
        cashback
        cashbackToCome
        createdAt
        paymentLink
        commentForShopper
        deliveryType
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
          ...OrderItemFields
        }
      }
      orderVocabulary {
        ...OrderVocabularyFields
      }
    }
  `,
  [OrderItemFragment, OrderAmountsFragment, OrderVocabularyFragment],
);

/**
 * An order as anyone with its link reads it (`id` its uuid), or as its signed-in owner finds it by
 * its number (`id` the number): no personal data (docs/orders.md#public-order-status).
 */
export const PublicOrderQuery = graphql(
  `
    query PublicOrder($id: ID!) {
      publicOrder(dto: { id: $id }) {
        id
        uuid
        status
        paid
        createdAt
        deliveryType
        orderProductItems {
          ...OrderItemFields
        }
      }
      orderVocabulary {
        ...OrderVocabularyFields
      }
    }
  `,
  [OrderItemFragment, OrderVocabularyFragment],
);

/** An item as the order pages show it, its way told in the vocabulary's words. */
export function toItemView(
  item: ResultOf<typeof OrderItemFragment>,
  vocabulary: OrderVocabulary,
): OrderItemView {
  return {
    id: item.id,
    status: item.status,
    progress: itemProgress(vocabulary, item.status, item.statusHistory, item.route),
    soldPrice: item.soldPrice,
    delivery: item.deliveryWindow ?? null,
    trackCode: item.trackCode ?? null,
    name: item.productItem?.product?.name ?? "Товар",
    slug: item.productItem?.product?.slug ?? null,
    sizeName: item.productItem?.size?.name ?? null,
  };
}
