/**
 * The shop's GraphQL schema: every domain's schema modules add their types and fields to the one
 * Pothos builder (server/graphql/builder.ts), and this module, imported by none of them, puts
 * them together.
 */
import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./graphql/builder.ts";
import "./catalogue/schema.ts";
import "./catalogue/sitemap-schema.ts";
import "./search/schema.ts";
import "./content/blog-schema.ts";
import "./content/review-schema.ts";
import "./content/review-back-office-schema.ts";
import "./content/url-metadata-schema.ts";
import "./geography/schema.ts";
import "./loyalty/schema.ts";
import "./identity/sign-in-schema.ts";
import "./identity/account-schema.ts";
import "./identity/address-schema.ts";
import "./favourites/schema.ts";
import "./fit/schema.ts";
import "./cart/schema.ts";
import "./cart/promo-code-schema.ts";
import "./orders/schema.ts";
import "./orders/order-schema.ts";
import "./orders/order-subscriptions.ts";
import "./orders/back-office-schema.ts";
import "./orders/vocabulary-schema.ts";
import "./delivery/schema.ts";
import "./checkout/schema.ts";
import "./requests/schema.ts";
import "./requests/back-office-schema.ts";
import "./staff/sign-in-schema.ts";
import "./staff/schema.ts";
import "./back-office-catalogue/schema.ts";
import "./back-office-promo/schema.ts";
import "./back-office-promo/update-schema.ts";
import "./alerts/schema.ts";

export const schema = builder.toSchema();

/** The SDL committed as server/schema.graphql; a test fails when it is stale. */
export function printShopSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
