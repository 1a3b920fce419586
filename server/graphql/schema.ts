import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./builder.ts";
import "../catalogue/directory.ts";
import "../catalogue/queries.ts";
import "../search/search.ts";
import "../content/blog.ts";
import "../content/reviews.ts";
import "../content/url-metadata.ts";
import "../geography/queries.ts";
import "../loyalty/levels.ts";
import "../loyalty/bonus-history.ts";
import "../identity/sign-in.ts";
import "../identity/account.ts";
import "../identity/addresses.ts";
import "../favourites/favourites.ts";
import "../orders/user-orders.ts";

export const schema = builder.toSchema();

/** The SDL committed as server/schema.graphql; a test fails when it is stale. */
export function printShopSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
