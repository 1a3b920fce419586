import { graphql } from "~/graphql.ts";

/**
 * What the storefront reads of a saved address (docs/identity.md#addresses), the same in the
 * account's address book and in the checkout's choice of address. Unmasked: its fields read as if
 * written in place.
 */
export const SavedAddressFragment = graphql(`
  fragment SavedAddress on Address @_unmask {
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
