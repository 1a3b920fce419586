import SchemaBuilder from "@pothos/core";
import type { ShopContext } from "./context.ts";

/** The single Pothos builder; each domain module adds its types and fields to it. */
export const builder = new SchemaBuilder<{
  Context: ShopContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

/** The builder's schema types, for helpers that take or make its refs. */
export type ShopTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
