/**
 * How the catalogue is organised: directories, categories, types and subtypes, brands, models,
 * colours, sizes, suppliers and badges.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { filterType } from "./catalogue-filters.ts";
import { deliverySpeed, sex, supplierType } from "./enums.ts";

/** A top-level section of the catalogue (docs/catalogue.md#taxonomy). */
export const directory = pgTable(
  "directory",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    logoUrl: text("logo_url"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("directory_slug_live_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    index("directory_position_idx").on(t.position),
  ],
);

/** Which filters a directory offers, in which order and under which name. */
export const directoryFilter = pgTable(
  "directory_filter",
  {
    id: id(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directory.id),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    filterType: filterType("filter_type").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("directory_filter_key").on(t.directoryId, t.filterType)],
);

export const productCategory = pgTable(
  "product_category",
  {
    id: id(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directory.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_category_slug_key").on(t.directoryId, t.slug)],
);

export const productType = pgTable(
  "product_type",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategory.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_type_slug_key").on(t.categoryId, t.slug)],
);

export const productSubType = pgTable(
  "product_sub_type",
  {
    id: id(),
    typeId: integer("type_id")
      .notNull()
      .references(() => productType.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_sub_type_slug_key").on(t.typeId, t.slug)],
);

export const brand = pgTable(
  "brand",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    positionScore: integer("position_score").notNull().default(0),
    logoUrl: text("logo_url"),
    description: text("description"),
    /** Other spellings shoppers type, e.g. Cyrillic «найк» for Nike. */
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex("brand_slug_key").on(t.slug)],
);

export const model = pgTable(
  "model",
  {
    id: id(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brand.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("model_slug_key").on(t.slug), index("model_brand_idx").on(t.brandId)],
);

export const color = pgTable(
  "color",
  {
    id: id(),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    slug: text("slug").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("color_slug_key").on(t.slug)],
);

/**
 * A size grid: the shop's own per kind and sex, which products' sizes belong to, and a brand's
 * published chart (`brandId`), which the fit reads its foot lengths from (docs/fit.md).
 */
export const sizeGrid = pgTable(
  "size_grid",
  {
    id: id(),
    name: text("name").notNull(),
    sex: sex("sex").notNull(),
    /** A brand's own chart; null for the shop's grids. */
    brandId: integer("brand_id").references(() => brand.id),
    /** Shoes: each row's `cm` is the foot length its size is for. */
    footwear: boolean("footwear").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("size_grid_brand_idx").on(t.brandId, t.sex)],
);

/** A size a shopper picks ("42", "M", "ONE SIZE"), with its row in a size grid. */
export const size = pgTable(
  "size",
  {
    id: id(),
    name: text("name").notNull(),
    sizeGridId: integer("size_grid_id").references(() => sizeGrid.id),
    position: integer("position").notNull().default(0),
    eu: text("eu"),
    uk: text("uk"),
    us: text("us"),
    cm: text("cm"),
    height: text("height"),
    ...timestamps,
  },
  (t) => [index("size_grid_idx").on(t.sizeGridId, t.position)],
);

export const supplier = pgTable("supplier", {
  id: id(),
  name: text("name").notNull(),
  type: supplierType("type").notNull(),
  /** ISO country the goods ship from. */
  deliveryIsoCode: text("delivery_iso_code").notNull(),
  deliverySpeed: deliverySpeed("delivery_speed").notNull(),
  /**
   * Days until its goods are in the shop's stock in Russia, ready to be sent; the delivery
   * service's days come on top (docs/checkout.md#delivery-window).
   */
  deliveryDaysMin: smallint("delivery_days_min").notNull(),
  deliveryDaysMax: smallint("delivery_days_max").notNull(),
  ...timestamps,
});

export const badge = pgTable("badge", {
  id: id(),
  title: text("title").notNull(),
  hexColor: text("hex_color").notNull(),
  hexBgColor: text("hex_bg_color").notNull(),
  hexBorderColor: text("hex_border_color").notNull(),
  logoUrl: text("logo_url"),
  ...timestamps,
});
