/** The hand-curated data of the demo catalogue; server/seed/demo.ts turns it into rows. */
export * from "./badges.ts";
export * from "./blog.ts";
export * from "./brands.ts";
export * from "./collections.ts";
export * from "./colors.ts";
export * from "./directories.ts";
export * from "./geography.ts";
export * from "./loyalty.ts";
export * from "./models.ts";
export * from "./promo-codes.ts";
export * from "./properties.ts";
export * from "./reviews.ts";
export * from "./sizes.ts";
export * from "./brand-sizes.ts";
export * from "./suppliers.ts";
export type * from "./types.ts";
export * from "./url-metadata.ts";
