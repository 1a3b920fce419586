import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./builder.ts";
import "../catalogue/directory.ts";
import "../catalogue/queries.ts";

export const schema = builder.toSchema();

/** The SDL committed as server/schema.graphql; a test fails when it is stale. */
export function printShopSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
