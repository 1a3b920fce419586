/** Products, their pictures, properties and links to the taxonomy, and the items a shopper buys. */
import { getTableColumns, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, timestamps, money, tsvector, type SeoTags } from "./columns.ts";
import { productFilterColumns } from "./catalogue-filters.ts";
import { age, bonusCalcState, deliverySpeed, material, season, sex } from "./enums.ts";
import {
  badge,
  brand,
  color,
  directory,
  model,
  productCategory,
  productSubType,
  productType,
  size,
  sizeGrid,
  supplier,
} from "./taxonomy.ts";

export const product = pgTable(
  "product",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    skus: text("skus")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description"),
    aiName: text("ai_name"),
    aiDescription: text("ai_description"),
    active: boolean("active").notNull().default(true),
    /** Whether the 'Нашли дешевле?' price match is offered. */
    meetPrice: boolean("meet_price").notNull().default(false),
    sizeGuide: text("size_guide"),
    sizeGridId: integer("size_grid_id").references(() => sizeGrid.id),
    seasons: season("seasons")
      .array()
      .notNull()
      .default(sql`'{}'`),
    material: material("material")
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...productFilterColumns,
    sex: sex("sex").notNull().default("UNISEX"),
    age: age("age").notNull().default("ADULT"),
    newArrival: boolean("new_arrival").notNull().default(false),
    unitSold: integer("unit_sold").notNull().default(0),
    bonusCalcState: bonusCalcState("bonus_calc_state").notNull().default("ENABLED"),
    /** Variants: a child product belongs to its parent. */
    parentId: integer("parent_id").references((): AnyPgColumn => product.id),
    modelId: integer("model_id").references(() => model.id),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directory.id),
    productCategoryId: integer("product_category_id").references(() => productCategory.id),
    productTypeId: integer("product_type_id").references(() => productType.id),
    productSubTypeId: integer("product_sub_type_id").references(() => productSubType.id),
    seoTags: jsonb("seo_tags").$type<SeoTags>(),
    /**
     * Denormalised from the cheapest live, unsold item: what the catalogue sorts and filters by.
     * Kept current by the code that changes items (null when nothing is for sale).
     */
    minPrice: integer("min_price"),
    maxSale: smallint("max_sale").notNull().default(0),
    /**
     * What is on sale, for facet counts (facet-service.ts countFacets): one key per distinct (size,
     * delivery speed, sale band) among the items a shopper can buy now (facet-service.ts
     * AVAILABLE_ITEM), `size_id * 100 + speed * 10 + band` (speed: 1-based position in the
     * delivery_speed enum; band: 0 no sale, 1 under 50 %, 2 from 50 %), ascending; with the
     * cheapest and dearest price of each key's items at the same positions. Empty when nothing
     * is for sale. Kept current by refreshProductDenormals.
     */
    offerKeys: integer("offer_keys")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    offerMinPrices: integer("offer_min_prices")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    offerMaxPrices: integer("offer_max_prices")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Full-text document (name, brand, model, category, colours) in the 'russian' config. */
    searchVector: tsvector("search_vector"),
    /** The same words, lower-cased and unaccented, for trigram and prefix matching. */
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_slug_key").on(t.slug),
    index("product_listing_idx")
      .on(t.directoryId, t.productCategoryId)
      .where(sql`${t.deletedAt} is null and ${t.active}`),
    index("product_model_idx").on(t.modelId),
    index("product_type_idx").on(t.productTypeId),
    index("product_sub_type_idx").on(t.productSubTypeId),
    index("product_min_price_idx").on(t.minPrice),
    index("product_created_idx").on(t.createdAt),
    index("product_unit_sold_idx").on(t.unitSold),
    index("product_seasons_idx").using("gin", t.seasons),
    index("product_material_idx").using("gin", t.material),
    index("product_search_vector_idx").using("gin", t.searchVector),
    // Also product_search_cover_idx, (id) INCLUDE (search_vector, unit_sold, directory_id,
    // product_category_id) for live products: written by hand in migration 0003_search, as
    // drizzle cannot express INCLUDE (server/search reads it for broad queries).
    index("product_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The columns of a listing by directory and category in any sort order (listing-service.ts), so
    // that it reads this narrow index instead of the wide product rows (index-only scans), in
    // price order within a directory (CHEAP_FIRST stops after a page). Rarer filters (model,
    // type, sex…) are left out: with them in, the planner scans this whole index for lookups
    // by model instead of using product_model_idx.
    index("product_listing_cover_idx")
      .on(t.directoryId, t.minPrice, t.productCategoryId, t.unitSold, t.maxSale, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.active}`),
  ],
);

/** What the API reads of a product: everything but the search document. */
export const productColumns = (() => {
  const { searchVector: _vector, searchText: _text, ...columns } = getTableColumns(product);
  return columns;
})();
export type ProductRow = { [K in keyof typeof productColumns]: (typeof product.$inferSelect)[K] };

/**
 * Slugs a product had before its current one, so that an old link still finds it (and the
 * storefront redirects it for good to the current URL). A slug names one product at a time.
 */
export const productSlugHistory = pgTable(
  "product_slug_history",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_slug_history_product_idx").on(t.productId)],
);

export const productBrand = pgTable(
  "product_brand",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brand.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.brandId] }),
    index("product_brand_brand_idx").on(t.brandId),
  ],
);

export const productColor = pgTable(
  "product_color",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    colorId: integer("color_id")
      .notNull()
      .references(() => color.id),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorId] }),
    index("product_color_color_idx").on(t.colorId),
  ],
);

export const productBadge = pgTable(
  "product_badge",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    badgeId: integer("badge_id")
      .notNull()
      .references(() => badge.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] })],
);

export const productImage = pgTable(
  "product_image",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    url: text("url").notNull(),
    alt: text("alt"),
    /** The lowest position is the picture shown first (and in the cart). */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("product_image_product_idx").on(t.productId, t.position)],
);

export const productProperties = pgTable("product_properties", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => product.id),
  factoryDate: text("factory_date"),
  modelName: text("model_name"),
  material: text("material"),
  paddingMaterial: text("padding_material"),
  sole: text("sole"),
  additionalInfo: text("additional_info"),
  sex: text("sex"),
  seasons: text("seasons"),
  packaging: text("packaging"),
  fasteningType: text("fastening_type"),
  functionality: text("functionality"),
  toeStyle: text("toe_style"),
  shagHeight: text("shag_height"),
  heelType: text("heel_type"),
  ...timestamps,
});

/** One purchasable unit: a size of a product from a supplier, with its price details. */
export const productItem = pgTable(
  "product_item",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    sizeId: integer("size_id")
      .notNull()
      .references(() => size.id),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => supplier.id),
    deliveryIsoCode: text("delivery_iso_code").notNull(),
    deliverySpeed: deliverySpeed("delivery_speed").notNull(),
    active: boolean("active").notNull().default(true),
    isSold: boolean("is_sold").notNull().default(false),
    isReserved: boolean("is_reserved").notNull().default(false),
    price: money("price"),
    oldPrice: integer("old_price"),
    /** Discount in percent against oldPrice. */
    sale: smallint("sale").notNull().default(0),
    bonusCalcState: bonusCalcState("bonus_calc_state").notNull().default("ENABLED"),
    ...timestamps,
  },
  (t) => [
    index("product_item_product_idx").on(t.productId),
    index("product_item_size_idx").on(t.sizeId),
    index("product_item_available_idx")
      .on(t.productId, t.price)
      .where(sql`${t.active} and not ${t.isSold} and ${t.deletedAt} is null`),
    // Items a shopper can buy (listing-service.ts AVAILABLE_ITEM) with what the item filters read:
    // by product, to check a product's items; by size, to start from the sizes chosen.
    index("product_item_offer_idx")
      .on(t.productId, t.sizeId, t.deliverySpeed, t.price, t.sale)
      .where(
        sql`${t.active} and not ${t.isSold} and not ${t.isReserved} and ${t.deletedAt} is null`,
      ),
    index("product_item_size_offer_idx")
      .on(t.sizeId, t.deliverySpeed, t.productId)
      .where(
        sql`${t.active} and not ${t.isSold} and not ${t.isReserved} and ${t.deletedAt} is null`,
      ),
    check("product_item_price_check", sql`${t.price} >= 0`),
  ],
);
