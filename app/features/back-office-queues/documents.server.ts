/**
 * The back office's queue operations (docs/back-office.md#отзывы-и-заявки): the reviews of one
 * state and their moderation; the requests of the site's forms, one request, and its state.
 */
import { graphql } from "~/graphql.ts";

export const StaffReviewsQuery = graphql(`
  query StaffReviews($dto: StaffReviewsDto) {
    staffReviews(dto: $dto) {
      items {
        id
        state
        productName
        productSlug
        author
        rating
        advantages
        disadvantages
        text
        rejectionReason
        photos
        createdAt
      }
      pagination {
        page
        totalPages
        totalItems
      }
    }
  }
`);

export const StaffModerateReviewMutation = graphql(`
  mutation StaffModerateReview($dto: StaffModerateReviewDto!) {
    staffModerateReview(dto: $dto) {
      id
      state
    }
  }
`);

export const StaffRequestsQuery = graphql(`
  query StaffRequests($dto: StaffRequestsDto) {
    staffRequests(dto: $dto) {
      items {
        id
        kind
        state
        createdAt
        name
        phone
        productName
        brand
        model
        companyName
        text
      }
      pagination {
        page
        totalPages
        totalItems
      }
    }
  }
`);

export const StaffRequestQuery = graphql(`
  query StaffRequest($dto: StaffRequestDto!) {
    staffRequest(dto: $dto) {
      id
      kind
      state
      nextStates
      stateNote
      stateChangedAt
      stateChangedBy
      createdAt
      name
      phone
      email
      text
      productName
      productSlug
      size
      offerUrl
      priceSeen
      brand
      model
      link
      budget
      companyName
      companyType
      inn
    }
  }
`);

export const StaffChangeRequestStateMutation = graphql(`
  mutation StaffChangeRequestState($dto: StaffRequestStateDto!) {
    staffChangeRequestState(dto: $dto) {
      id
      state
    }
  }
`);
