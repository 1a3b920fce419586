/**
 * The whole shop's data model, one Drizzle schema for PGlite and PostgreSQL, a file per domain
 * under ./schema/. Every importer (and drizzle-kit) reads it through this module.
 * Conventions: integer identity ids; every entity carries createdAt / updatedAt / deletedAt
 * (a row with deletedAt set is soft-deleted and never served); money is integer kopecks;
 * column names are snake_case, exposed in camelCase.
 */
export type { SeoTags } from "./schema/columns.ts";
export * from "./schema/enums.ts";
export * from "./schema/catalogue-filters.ts";
export * from "./schema/geography.ts";
export * from "./schema/identity.ts";
export * from "./schema/loyalty.ts";
export * from "./schema/taxonomy.ts";
export * from "./schema/products.ts";
export * from "./schema/search.ts";
export * from "./schema/merchandising.ts";
export * from "./schema/shopper.ts";
export * from "./schema/delivery.ts";
export * from "./schema/orders.ts";
export * from "./schema/content.ts";
export * from "./schema/requests.ts";
export * from "./schema/staff.ts";
export * from "./schema/back-office.ts";
export * from "./schema/alerts.ts";
