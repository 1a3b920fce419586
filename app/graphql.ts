import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

type Graphql = ReturnType<typeof initGraphQLTada<{ introspection: introspection }>>;

/**
 * Typed GraphQL documents for the shop API: results and variables are checked against the
 * committed SDL (server/schema.graphql) through the generated app/graphql-env.d.ts.
 *
 * Only the server runs queries (loaders and actions, through app/lib/shop-api.server.ts), yet
 * route modules and components declare their documents and fragments beside the code that reads
 * them, so the browser bundle evaluates those declarations too. There `graphql` is a stand-in
 * that parses nothing, which keeps the GraphQL parser out of the JavaScript every page ships.
 */
export const graphql: Graphql = import.meta.env.SSR
  ? initGraphQLTada<{ introspection: introspection }>()
  : // The browser never reads a document: a typed stand-in is enough for the declarations.
    (Object.assign(() => null, {
      scalar: () => null,
      persisted: () => null,
    }) as unknown as Graphql);

export { readFragment } from "gql.tada";
export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
