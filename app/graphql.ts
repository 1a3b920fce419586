import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/**
 * Typed GraphQL documents for the shop API: results and variables are checked against the
 * committed SDL (server/schema.graphql) through the generated app/graphql-env.d.ts.
 */
export const graphql = initGraphQLTada<{ introspection: introspection }>();

export { readFragment } from "gql.tada";
export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
