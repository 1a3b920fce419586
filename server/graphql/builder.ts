import SchemaBuilder from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { ShopContext, SignedInContext } from "./context.ts";
import { unauthenticated } from "./errors.ts";
import { signedInScope } from "./viewer.ts";

/**
 * A file of a multipart request as Yoga hands it over: a web File, though not always Node's own
 * class (the server's fetch implementation may bring its own), so it is known by its shape.
 */
export interface Upload {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * The single Pothos builder; each domain module adds its types and fields to it.
 *
 * - Who may read a field is declared on it (docs/architecture.md#access): `f.withAuth({ signedIn:
 *   true })` for the signed-in shopper's own data, whose resolvers then read `ctx.userId`.
 * - Each domain declares its own batch loading with its types (docs/architecture.md#batch-loading):
 *   loadable object types that fields return by id, loadable fields for relations, and, for a
 *   relation several fields read, a loader of the domain's own (graphql/loading.ts requestLoader).
 */
export const builder = new SchemaBuilder<{
  Context: ShopContext;
  DefaultFieldNullability: false;
  /** An uploaded file of a multipart request (the GraphQL multipart request spec). */
  Scalars: { File: { Input: Upload; Output: never } };
  AuthScopes: {
    /** A signed-in shopper: the request's Bearer access token is valid (viewer.ts). */
    signedIn: boolean;
  };
  AuthContexts: {
    signedIn: SignedInContext;
  };
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: () => signedInScope(ctx) }),
    // signedInScope answers a signed-out request with its own UNAUTHENTICATED error; this one
    // is only for a scope that says no without one.
    unauthorizedError: () => unauthenticated(),
  },
});

builder.queryType({});
builder.mutationType({});

/** The builder's schema types, for helpers that take or make its refs. */
export type ShopTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
