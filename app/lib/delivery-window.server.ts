import { graphql } from "~/graphql.ts";

/** What every screen reads of a delivery window (./delivery-window.ts). Unmasked. */
export const DeliveryWindowFragment = graphql(`
  fragment DeliveryWindowFields on DeliveryWindow @_unmask {
    days
    dates
    firstDate
    lastDate
    destination
  }
`);
