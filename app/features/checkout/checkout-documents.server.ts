/** Checkout's GraphQL documents (docs/checkout.md#checkout-api), run by checkout.server.ts. */
import { SavedAddressFragment } from "~/features/account/address-fragment.server.ts";
import { OrderAmountsFragment } from "~/features/orders/order-documents.server.ts";
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

/**
 * A delivery's price and window, the same for a pickup point and an address: each item's window
 * and the order's (docs/checkout.md#delivery-window), their fields written out (a fragment in a
 * fragment in a fragment would pass the API's depth limit), with what the order then comes to
 * (docs/checkout.md#totals). Unmasked.
 */
export const DeliveryQuoteFragment = graphql(
  `
    fragment DeliveryQuoteFields on DeliveryCalculation @_unmask {
      deliveryPrice
      items {
        productItemId
        window {
          days
          dates
          firstDate
          lastDate
          destination
        }
      }
      window {
        days
        dates
        firstDate
        lastDate
        destination
      }
      orderAmounts {
        ...OrderAmountsFields
      }
    }
  `,
  [OrderAmountsFragment],
);

export const PvzQuoteQuery = graphql(
  `
    query PvzQuote($dto: CalculatePvzDeliveryDto!) {
      calculatePVZDelivery(dto: $dto) {
        ...DeliveryQuoteFields
      }
    }
  `,
  [DeliveryQuoteFragment],
);

export const AddressQuoteQuery = graphql(
  `
    query AddressQuote($dto: CalculateAddressDeliveryDto!) {
      calculateAddressDelivery(dto: $dto) {
        ...DeliveryQuoteFields
      }
    }
  `,
  [DeliveryQuoteFragment],
);

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

/** The shopper's saved addresses checkout offers: the first 20. Unmasked. */
const SavedAddressListFragment = graphql(
  `
    fragment SavedAddressList on Query @_unmask {
      addressList(dto: { page: 1, limit: 20 }) {
        items {
          ...SavedAddress
        }
      }
    }
  `,
  [SavedAddressFragment],
);

export const SavedAddressesQuery = graphql(
  `
    query SavedAddresses {
      ...SavedAddressList
    }
  `,
  [SavedAddressListFragment],
);

export const CheckoutStartQuery = graphql(
  `
    query CheckoutStart {
      getIdempotencyKey {
        idempotencyKey
      }
      ...SavedAddressList
    }
  `,
  [SavedAddressListFragment],
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
