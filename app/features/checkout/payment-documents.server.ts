/** The sandbox payment page's and the order page's GraphQL documents (docs/checkout.md#payment). */
import { graphql } from "~/graphql.ts";

export const SandboxPaymentQuery = graphql(`
  query SandboxPayment($id: ID!) {
    sandboxPayment(dto: { id: $id }) {
      id
      orderId
      amount
      status
      description
    }
  }
`);

export const CompleteSandboxPayment = graphql(`
  mutation CompleteSandboxPayment($id: ID!, $outcome: SandboxOutcome!) {
    completeSandboxPayment(dto: { id: $id, outcome: $outcome }) {
      returnUrl
      status
    }
  }
`);
