import { graphql } from "~/graphql.ts";

/**
 * What the storefront reads of a loyalty level (docs/loyalty.md#levels), the same on /loyalty, in
 * the account's loyalty card and for the shopper's own level. Unmasked: its fields read as if
 * written in place.
 */
export const LoyaltyLevelFragment = graphql(`
  fragment LoyaltyLevelFields on LoyaltyLevel @_unmask {
    id
    name
    chargePercentage
    chargeOffPercentage
    requiredSpentAmount
  }
`);
