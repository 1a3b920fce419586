/**
 * The cart's GraphQL documents (docs/cart.md#cart-api), run by cart.server.ts and
 * server-cart.server.ts.
 */
import { graphql } from "~/graphql.ts";
import { DeliveryWindowFragment } from "~/lib/delivery-window.server.ts";

export const CartLineFragment = graphql(
  `
    fragment CartLine on ProductItem {
      id
      state
      size {
        name
      }
      deliveryWindow {
        ...DeliveryWindowFields
      }
      priceDetails {
        price
        oldPrice
      }
      product {
        id
        name
        slug
        images {
          url
          alt
        }
      }
    }
  `,
  [DeliveryWindowFragment],
);

export const CartLinesQuery = graphql(
  `
    query CartLines($ids: [ID!]!) {
      findProuctItems(dto: { productItemIds: $ids }) {
        ...CartLine
      }
    }
  `,
  [CartLineFragment],
);

export const CartTotalsFragment = graphql(`
  fragment CartTotals on ProductCart {
    productItems {
      id
    }
    totalPrice
    oldTotalPrice
    promoCode
    discountValue
    bonusesAvailable
    bonusesAvailableToSpent
    bonusesToSpend
    totalToPay
    cashback
  }
`);

export const ProductCartQuery = graphql(
  `
    query ProductCart {
      productCart {
        ...CartTotals
      }
    }
  `,
  [CartTotalsFragment],
);

export const AddToProductCart = graphql(
  `
    mutation AddToProductCart($id: ID!) {
      addToProductCart(dto: { id: $id }) {
        ...CartTotals
      }
    }
  `,
  [CartTotalsFragment],
);

export const RemoveFromProductCart = graphql(
  `
    mutation RemoveFromProductCart($id: ID!) {
      removeFromProductCart(dto: { id: $id }) {
        ...CartTotals
      }
    }
  `,
  [CartTotalsFragment],
);

export const MergeProductCart = graphql(
  `
    mutation MergeProductCart($ids: [ID!]!) {
      mergeProductCart(dto: { productItemIds: $ids }) {
        ...CartTotals
      }
    }
  `,
  [CartTotalsFragment],
);

export const ValidatePromocode = graphql(
  `
    mutation ValidatePromocode($code: String!) {
      validatePromocode(dto: { code: $code }) {
        ...CartTotals
      }
    }
  `,
  [CartTotalsFragment],
);

export const SetCartBonuses = graphql(
  `
    mutation SetCartBonuses($amount: Int!) {
      setCartBonuses(dto: { amount: $amount }) {
        ...CartTotals
      }
    }
  `,
  [CartTotalsFragment],
);

export const LineQuery = graphql(
  `
    query CartLine($id: ID!) {
      findProuctItems(dto: { productItemIds: [$id] }) {
        ...CartLine
      }
    }
  `,
  [CartLineFragment],
);
