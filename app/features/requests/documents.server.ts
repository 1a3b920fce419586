import { graphql } from "~/graphql.ts";

/** The request forms' mutations (docs/requests.md): each answers the request's number. */

export const CreateMeetPriceRequest = graphql(`
  mutation CreateMeetPriceRequest($dto: CreateMeetPriceRequestDto!) {
    createMeetPriceRequest(dto: $dto) {
      id
    }
  }
`);

export const CreateOrderRequest = graphql(`
  mutation CreateOrderRequest($dto: CreateOrderRequestDto!) {
    createOrderRequest(dto: $dto) {
      id
    }
  }
`);

export const CreateCooperativeRequest = graphql(`
  mutation CreateCooperativeRequest($dto: CreateCooperativeRequestDto!) {
    createCooperativeRequest(dto: $dto) {
      id
    }
  }
`);

/** The product a price match is about, when the shopper comes from its page. */
export const MeetPriceProduct = graphql(`
  query MeetPriceProduct($id: ID!) {
    product(dto: { id: $id }) {
      id
      name
      slug
      meetPrice
      items {
        size {
          name
          position
        }
      }
    }
  }
`);
