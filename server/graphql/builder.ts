import SchemaBuilder from "@pothos/core";
import type { ShopContext } from "./context.ts";

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

/** The single Pothos builder; each domain module adds its types and fields to it. */
export const builder = new SchemaBuilder<{
  Context: ShopContext;
  DefaultFieldNullability: false;
  /** An uploaded file of a multipart request (the GraphQL multipart request spec). */
  Scalars: { File: { Input: Upload; Output: never } };
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

/** The builder's schema types, for helpers that take or make its refs. */
export type ShopTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
