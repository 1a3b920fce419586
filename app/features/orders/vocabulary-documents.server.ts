/**
 * The GraphQL documents of the shop's words for orders (docs/orders.md#order-statuses), apart
 * from the order pages' own so that the vocabulary's type depends on nothing else of the feature.
 */
import { graphql } from "~/graphql.ts";

/**
 * The shop's words for orders (docs/orders.md#order-statuses), read beside an order by every
 * screen that names a status, a stage or a delivery type. Unmasked.
 */
export const OrderVocabularyFragment = graphql(`
  fragment OrderVocabularyFields on OrderVocabulary @_unmask {
    statuses {
      status
      name
      meaning
    }
    stages {
      title
      statuses
      text
      duration
    }
    deliveryTypes {
      type
      name
    }
  }
`);

/** The vocabulary alone, for a page that explains the statuses (/delivery/how-it-works). */
export const OrderVocabularyQuery = graphql(
  `
    query OrderVocabulary {
      orderVocabulary {
        ...OrderVocabularyFields
      }
    }
  `,
  [OrderVocabularyFragment],
);
