/** Collections, promo selections and promo codes. */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, timestamps, money } from "./columns.ts";
import { collectionSlug, promoCodeKind, promoCodeOccasion } from "./enums.ts";
import { user } from "./identity.ts";
import { product } from "./products.ts";
import { brand, productCategory } from "./taxonomy.ts";

export const collection = pgTable(
  "collection",
  {
    id: id(),
    title: text("title").notNull(),
    posterUrl: text("poster_url"),
    description: text("description"),
    slug: collectionSlug("slug").notNull(),
    active: boolean("active").notNull().default(true),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    finishAt: timestamp("finish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("collection_slug_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const collectionProduct = pgTable(
  "collection_product",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collection.id),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

export const promoSelection = pgTable(
  "promo_selection",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    posterUrl: text("poster_url"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("promo_selection_slug_key").on(t.slug)],
);

export const promoSelectionProduct = pgTable(
  "promo_selection_product",
  {
    promoSelectionId: integer("promo_selection_id")
      .notNull()
      .references(() => promoSelection.id),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promoSelectionId, t.productId] })],
);

export const promoCode = pgTable(
  "promo_code",
  {
    id: id(),
    code: text("code").notNull(),
    kind: promoCodeKind("kind").notNull(),
    /** Percent for PERCENT, kopecks for FIXED. */
    value: integer("value").notNull(),
    minOrderAmount: money("min_order_amount"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    description: text("description"),
    /** Orders (not cancelled) that may use the code, all shoppers together; null: no limit. */
    maxUses: integer("max_uses"),
    /** One order (not cancelled) per shopper. */
    oncePerShopper: boolean("once_per_shopper").notNull().default(false),
    /** Only items of this brand count towards the minimum and the discount. */
    brandId: integer("brand_id").references(() => brand.id),
    /** Only items of this category count towards the minimum and the discount. */
    productCategoryId: integer("product_category_id").references(() => productCategory.id),
    /** A personal code: only this shopper may use it (docs/cart.md#personal-promo-codes). */
    userId: integer("user_id").references(() => user.id),
    /** Why the shop issued a personal code. */
    occasion: promoCodeOccasion("occasion"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("promo_code_code_key").on(sql`upper(${t.code})`),
    index("promo_code_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
