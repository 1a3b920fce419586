/** Checkout's GraphQL documents (docs/checkout.md#checkout-api), run by checkout.server.ts. */
import { graphql } from "~/graphql.ts";

export const PickupPointFragment = graphql(`
  fragment PickupPointFields on PickupPoint {
    code
    name
    city
    address
    address_full
    address_comment
    work_time
    is_dressing_room
    location {
      latitude
      longitude
    }
    phones {
      number
    }
  }
`);

export const PickupPointsQuery = graphql(
  `
    query PickupPoints($dto: PvzListDto!) {
      getPVZListByLocation(dto: $dto) {
        ...PickupPointFields
      }
    }
  `,
  [PickupPointFragment],
);

export const PvzQuoteQuery = graphql(`
  query PvzQuote($dto: CalculatePvzDeliveryDto!) {
    calculatePVZDelivery(dto: $dto) {
      deliveryPrice
      periodMin
      periodMax
    }
  }
`);

export const AddressQuoteQuery = graphql(`
  query AddressQuote($dto: CalculateAddressDeliveryDto!) {
    calculateAddressDelivery(dto: $dto) {
      deliveryPrice
      periodMin
      periodMax
    }
  }
`);

export const AddressSuggestionsQuery = graphql(`
  query AddressSuggestions($dto: EvidenceAddressDto!) {
    evidenceAddress(dto: $dto) {
      value
      country
      city
      street
      house
      flat
      postalCode
      lat
      lon
    }
  }
`);

export const SavedAddressFragment = graphql(`
  fragment SavedAddress on Address {
    id
    country
    city
    street
    house
    building
    apartment
    index
  }
`);

export const SavedAddressesQuery = graphql(
  `
    query SavedAddresses {
      addressList(dto: { page: 1, limit: 20 }) {
        items {
          ...SavedAddress
        }
      }
    }
  `,
  [SavedAddressFragment],
);

export const CheckoutStartQuery = graphql(
  `
    query CheckoutStart {
      getIdempotencyKey {
        idempotencyKey
      }
      addressList(dto: { page: 1, limit: 20 }) {
        items {
          ...SavedAddress
        }
      }
    }
  `,
  [SavedAddressFragment],
);

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($dto: CreateOrderDto!) {
    createOrderWithPaymentLink(dto: $dto) {
      orderId
      uuid
      paymentLink
      totalToPay
    }
  }
`);
