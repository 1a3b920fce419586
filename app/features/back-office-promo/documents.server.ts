/**
 * The back office's promo-code operations (docs/back-office.md#промокоды), run with the staff
 * session's client (app/features/back-office/session.server.ts staffOperation).
 */
import { graphql } from "~/graphql.ts";
import { OrderVocabularyFragment } from "~/features/orders/vocabulary-documents.server.ts";

/** A code's terms and uses, as the list and the code's page both show them. */
export const PromoCodeFragment = graphql(`
  fragment AdminPromoCodeFields on StaffPromoCode {
    id
    code
    kind
    value
    minOrderAmount
    startsAt
    endsAt
    active
    maxUses
    oncePerShopper
    brandId
    brandName
    categoryId
    categoryName
    uses
    state
    personal
    ownerId
    ownerName
    ownerPhone
    occasion
  }
`);

export const StaffPromoCodesQuery = graphql(
  `
    query AdminPromoCodes($dto: StaffPromoCodesDto!) {
      staffPromoCodes(dto: $dto) {
        items {
          ...AdminPromoCodeFields
        }
        pagination {
          page
          totalPages
          totalItems
        }
      }
    }
  `,
  [PromoCodeFragment],
);

export const StaffPromoCodeQuery = graphql(
  `
    query AdminPromoCode($dto: StaffPromoCodeDto!) {
      orderVocabulary {
        ...OrderVocabularyFields
      }
      staffPromoCode(dto: $dto) {
        ...AdminPromoCodeFields
        orders {
          id
          status
          name
          createdAt
          totalPrice
          discountValue
        }
      }
    }
  `,
  [OrderVocabularyFragment, PromoCodeFragment],
);

export const StaffPromoTargetsQuery = graphql(`
  query AdminPromoTargets {
    staffPromoTargets {
      brands {
        id
        name
      }
      categories {
        id
        name
      }
    }
  }
`);

export const CreatePromoCodeMutation = graphql(`
  mutation AdminCreatePromoCode($dto: CreatePromoCodeDto!) {
    createPromoCode(dto: $dto) {
      id
      code
    }
  }
`);

export const SetPromoCodeActiveMutation = graphql(`
  mutation AdminSetPromoCodeActive($dto: SetPromoCodeActiveDto!) {
    setPromoCodeActive(dto: $dto) {
      id
      active
    }
  }
`);

export const UpdatePromoCodeMutation = graphql(`
  mutation AdminUpdatePromoCode($dto: UpdatePromoCodeDto!) {
    updatePromoCode(dto: $dto) {
      id
    }
  }
`);
