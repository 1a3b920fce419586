/**
 * The catalogue index's snapshot as it is laid out in memory (docs/caching.md#the-catalogue-index):
 * what catalogue-snapshot.ts reads, catalogue-dense.ts lays out and catalogue-count.ts counts.
 */
import type { ProductSort } from "../graphql/enums.ts";
import { ENUM_FILTERS, type EnumFilterKey } from "./filters.ts";

export type ProductFacet = "categories" | EnumFilterKey | "model" | "brand" | "colorPallete";
/**
 * The product facets, in the order of their options in a product's run: the enum filters'
 * (server/catalogue/filters.ts) after the category.
 */
export const PRODUCT_FACETS: readonly ProductFacet[] = [
  "categories",
  ...ENUM_FILTERS.map((filter) => filter.key),
  "model",
  "brand",
  "colorPallete",
];
export const FACET_COUNT = PRODUCT_FACETS.length;
/** Product facet f of an enum filter is ENUM_FILTERS[f - ENUM_FACETS_FROM]. */
export const ENUM_FACETS_FROM = 1;

/** An option of a dictionary facet (category, brand, model, colour) or an enum value. */
export interface Choice {
  value: string;
  name: string;
  /** Its place among its facet's names in the database's own collation. */
  nameRank: number;
  position: number;
  hex: string | null;
}

/** The catalogue as read at one moment: columns by product index, items by item index. */
export interface CatalogueSnapshot {
  productIds: Int32Array;
  directory: Int32Array;
  /** 0 where the product has none, as for type, sub-type and model. */
  category: Int32Array;
  type: Int32Array;
  subType: Int32Array;
  model: Int32Array;
  /**
   * Product p's items are itemStart[p] … itemStart[p + 1] - 1, in the order of their offer
   * (listing-service.ts OFFER_KEY: size, delivery speed, sale band), cheapest first within one.
   */
  itemStart: Int32Array;
  itemPrice: Int32Array;
  /** Product indexes in each sort order. */
  order: Record<ProductSort, Int32Array>;
  /** Product indexes of each section, ascending. */
  bySection: Map<number, Int32Array>;
  categories: Map<number, Choice>;
  brandChoices: Map<number, Choice>;
  modelChoices: Map<number, Choice>;
  colorChoices: Map<number, Choice>;
  sizes: Map<number, { name: string; position: number }>;
  /** The delivery_speed enum's values in its order (item speed n is speeds[n - 1]). */
  speeds: string[];
  /** Each enum filter's values with their name ranks (server/catalogue/filters.ts). */
  enumChoices: Record<EnumFilterKey, Map<string, Choice>>;
  /**
   * The product facets' options, dense: option o is options[o] (its facet, and the id or enum
   * value it stands for), found by `${facet index}:${key}` in optionIndex. Product p's options of
   * facet f (PRODUCT_FACETS[f]) are productOptions[optionStart[p * 8 + f] … optionStart[p * 8 + f
   * + 1] - 1]: counting is adding one to an array's cells, whatever the catalogue's size.
   */
  options: { facet: ProductFacet; key: number | string }[];
  optionIndex: Map<string, number>;
  optionStart: Int32Array;
  productOptions: Int32Array;
  /**
   * A product's offers: its items of one size, delivery speed and sale band, which only their
   * prices tell apart (listing-service.ts OFFER_KEY). Product p's are offerStart[p] …
   * offerStart[p + 1] - 1; offer o's items offerItemStart[o] … offerItemStart[o + 1] - 1, cheapest
   * first. An item filter but the price is met by an offer or not; the price by its cheapest item
   * not under the range.
   */
  offerStart: Int32Array;
  offerItemStart: Int32Array;
  /**
   * Each offer's cheapest and dearest item price: a price range is decided on them alone but
   * for an offer whose prices straddle its lower end, read beside the offer's other keys rather
   * than in the items' arrays (catalogue-count.ts count's hot loop).
   */
  offerLow: Int32Array;
  offerHigh: Int32Array;
  offerSize: Int32Array;
  /** Each offer's size name, as an index into sizeNames (-1 where the size is unknown). */
  offerSizeName: Int32Array;
  offerSizePosition: Int32Array;
  /** 1-based place of the offer's delivery speed in the delivery_speed enum. */
  offerSpeed: Uint8Array;
  /** 0 no sale, 1 under 50 %, 2 from 50 % (listing-service.ts OFFER_KEY). */
  offerBand: Uint8Array;
  /**
   * Each product's offers summed up, for a selection with no item filter but the price: the
   * cheapest offer's price and the dearest's, when the range holds all of them or none, decide
   * for every offer (catalogue-count.ts count). Its size names, each once with its lowest
   * position, are productSizeName[productSizeStart[p] … productSizeStart[p + 1] - 1]; bit s of
   * productSpeeds is set for delivery speed s, bit b of productBands for sale band b (not 0).
   */
  productLow: Int32Array;
  productHigh: Int32Array;
  productSizeStart: Int32Array;
  productSizeName: Int32Array;
  productSizePosition: Int32Array;
  productSpeeds: Int32Array;
  productBands: Uint8Array;
  sizeNames: string[];
  /** One more than the highest size id. */
  sizeIdLimit: number;
}

/** Each item's size, delivery speed and sale band: read to cut the items into offers. */
export interface ItemKeys {
  size: Int32Array;
  speed: Uint8Array;
  band: Uint8Array;
}

export interface ProductRow {
  id: number;
  directory: number;
  category: number;
  type: number;
  subType: number;
  model: number;
  /**
   * Each enum filter's values, in ENUM_FILTERS' order: its column's value, or its array's values
   * joined by commas (an enum value has none), read apart by catalogue-dense.ts.
   */
  enums: string[];
  brands: number[];
  colors: number[];
  sizes: number[];
  speeds: number[];
  sales: number[];
  prices: number[];
  cheap: number;
  expensive: number;
  newest: number;
  popular: number;
  onSale: number;
}
