/**
 * The catalogue's selection engine: turns a shopper's filters into SQL over `product p` and
 * lists a page in one of the five sort orders. facet-service.ts counts each filter's options
 * with the same conditions.
 */
import { type SQL, sql } from "drizzle-orm";
import { selectRows, type Database } from "../db/database.ts";
import type * as t from "../db/schema.ts";
import type { ProductSort } from "../graphql/enums.ts";
import type { Page } from "../graphql/pagination.ts";
import { ENUM_FILTERS, type EnumFilterKey, enumCondition, type Facet } from "./filters.ts";

export type DeliverySpeed = (typeof t.deliverySpeedValues)[number];
export type PriceBand = (typeof t.priceBandValues)[number];
export type { Facet };

/** A resolved selection: ids, not slugs (see resolveSelection in filter-service.ts). */
export interface ProductSelection {
  directoryId?: number;
  categoryIds?: number[];
  typeId?: number;
  subTypeId?: number;
  /** Restricts to these products (search results). */
  productIds?: number[];
  /**
   * Restricts to the products with an available item that fits the shopper's foot (the filter
   * «Мой размер», server/fit fittingProductIds): a scope, as the search's hits; empty: none.
   */
  fitProductIds?: number[];
  /** Restricts to the products a search query matches: a condition on `p` (server/search). */
  search?: SQL;
  /** The values chosen of each filter of kind "enum" (server/catalogue/filters.ts). */
  enums?: Partial<Record<EnumFilterKey, string[]>>;
  brandIds?: number[];
  modelIds?: number[];
  colorIds?: number[];
  sizes?: string[];
  deliverySpeeds?: DeliverySpeed[];
  sale?: PriceBand[];
  minPrice?: number;
  maxPrice?: number;
}

export const nonEmpty = <T>(values: T[] | undefined): values is T[] =>
  !!values && values.length > 0;
export const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`;
export const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** An item a shopper can buy now. */
export const AVAILABLE_ITEM = sql.raw(
  "i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null",
);

/**
 * An available item's offer key (product.offer_keys in schema.ts): its size, delivery speed
 * and sale band in one integer, `size_id * 100 + speed * 10 + band`.
 */
export const OFFER_KEY = sql.raw(
  "i.size_id * 100 + array_position(enum_range(null::delivery_speed), i.delivery_speed) * 10" +
    " + case when i.sale >= 50 then 2 when i.sale > 0 then 1 else 0 end",
);
export const OFFER_SIZE_ID = sql.raw("o.k / 100");
export const OFFER_SPEED_CODE = sql.raw("o.k / 10 % 10");
export const OFFER_BAND = sql.raw("o.k % 10");

/** Conditions every facet applies: the selection's scope (path, search hits, live products). */
export function scopeConditions(s: ProductSelection): SQL[] {
  const conditions: SQL[] = [sql`p.deleted_at is null`, sql`p.active`];
  if (s.directoryId !== undefined) conditions.push(sql`p.directory_id = ${s.directoryId}`);
  if (s.typeId !== undefined) conditions.push(sql`p.product_type_id = ${s.typeId}`);
  if (s.subTypeId !== undefined) conditions.push(sql`p.product_sub_type_id = ${s.subTypeId}`);
  if (nonEmpty(s.productIds)) conditions.push(sql`p.id = any(${intArray(s.productIds)})`);
  if (s.fitProductIds !== undefined) {
    conditions.push(sql`p.id = any(${intArray(s.fitProductIds)})`);
  }
  if (s.search) conditions.push(s.search);
  return conditions;
}

/** The chosen product-level filters, by facet, as conditions on `p`. */
export function facetConditions(s: ProductSelection): [Facet, SQL][] {
  const conditions: [Facet, SQL][] = [];
  if (nonEmpty(s.categoryIds)) {
    conditions.push(["categories", sql`p.product_category_id = any(${intArray(s.categoryIds)})`]);
  }
  for (const filter of ENUM_FILTERS) {
    const values = s.enums?.[filter.key];
    if (nonEmpty(values)) conditions.push([filter.key, enumCondition(filter, values)]);
  }
  if (nonEmpty(s.modelIds)) {
    conditions.push(["model", sql`p.model_id = any(${intArray(s.modelIds)})`]);
  }
  if (nonEmpty(s.brandIds)) {
    conditions.push([
      "brand",
      sql`exists (select 1 from product_brand pb where pb.product_id = p.id and pb.brand_id = any(${intArray(s.brandIds)}))`,
    ]);
  }
  if (nonEmpty(s.colorIds)) {
    conditions.push([
      "colorPallete",
      sql`exists (select 1 from product_color pc where pc.product_id = p.id and pc.color_id = any(${intArray(s.colorIds)}))`,
    ]);
  }
  return conditions;
}

export function productConditions(s: ProductSelection, except?: Facet): SQL[] {
  return [
    ...scopeConditions(s),
    ...facetConditions(s)
      .filter(([facet]) => facet !== except)
      .map(([, condition]) => condition),
  ];
}

/** Conditions on one item `i`: a product matches when one available item meets them all. */
export function itemConditions(s: ProductSelection, except?: Facet): SQL[] {
  const conditions: SQL[] = [AVAILABLE_ITEM];
  if (except !== "size" && nonEmpty(s.sizes)) {
    conditions.push(
      sql`i.size_id in (select sz.id from size sz where sz.name = any(${textArray(s.sizes)}))`,
    );
  }
  if (except !== "deliverySpeed" && nonEmpty(s.deliverySpeeds)) {
    conditions.push(sql`i.delivery_speed = any(${textArray(s.deliverySpeeds)}::delivery_speed[])`);
  }
  if (except !== "sale" && nonEmpty(s.sale)) {
    const bands = s.sale.map((band) =>
      band === "MORE_THAN_50" ? sql`i.sale >= 50` : sql`(i.sale > 0 and i.sale < 50)`,
    );
    conditions.push(sql`(${sql.join(bands, sql` or `)})`);
  }
  if (except !== "price" && s.minPrice !== undefined)
    conditions.push(sql`i.price >= ${s.minPrice}`);
  if (except !== "price" && s.maxPrice !== undefined)
    conditions.push(sql`i.price <= ${s.maxPrice}`);
  return conditions;
}

/**
 * The item conditions (except one facet's) as conditions on one offer key `o(k, lo, hi)` of a
 * product's summary (product.offer_keys, with its items' lowest and highest price): a product
 * has an available item meeting them all exactly when one of its keys meets these. Undefined
 * when a summary cannot tell: both a lowest and a highest price chosen (a key's items may
 * straddle the range).
 */
export function offerConditions(s: ProductSelection, except?: Facet): SQL[] | undefined {
  const conditions: SQL[] = [];
  if (except !== "size" && nonEmpty(s.sizes)) {
    conditions.push(
      sql`${OFFER_SIZE_ID} = any(array(select sz.id from size sz where sz.name = any(${textArray(s.sizes)})))`,
    );
  }
  if (except !== "deliverySpeed" && nonEmpty(s.deliverySpeeds)) {
    conditions.push(
      sql`${OFFER_SPEED_CODE} = any(array(select array_position(enum_range(null::delivery_speed), d) from unnest(${textArray(s.deliverySpeeds)}::delivery_speed[]) d))`,
    );
  }
  if (except !== "sale" && nonEmpty(s.sale)) {
    const bands = s.sale.map((band) => (band === "MORE_THAN_50" ? 2 : 1));
    conditions.push(sql`${OFFER_BAND} = any(${intArray(bands)})`);
  }
  if (except !== "price") {
    if (s.minPrice !== undefined && s.maxPrice !== undefined) return undefined;
    if (s.minPrice !== undefined) conditions.push(sql`o.hi >= ${s.minPrice}`);
    if (s.maxPrice !== undefined) conditions.push(sql`o.lo <= ${s.maxPrice}`);
  }
  return conditions;
}

/** The conditions joined by `and`; true when there are none. */
export const and = (conditions: SQL[]) =>
  conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;

/** Products of the selection (ignoring one facet's own choice, when counting that facet). */
export function matches(s: ProductSelection, except?: Facet): SQL {
  return and([
    ...productConditions(s, except),
    sql`exists (select 1 from product_item i where i.product_id = p.id and ${and(itemConditions(s, except))})`,
  ]);
}

const sortOrders: Record<ProductSort, SQL> = {
  CHEAP_FIRST: sql`p.min_price asc nulls last, p.id`,
  EXPENSIVE_FIRST: sql`p.min_price desc nulls last, p.id`,
  NEW_FIRST: sql`p.created_at desc, p.id desc`,
  POPULAR_FIRST: sql`p.unit_sold desc, p.id`,
  SALE_FIRST: sql`p.max_sale desc, p.unit_sold desc, p.id`,
};

export async function listProductIds(
  db: Database,
  selection: ProductSelection,
  sort: ProductSort,
  page: Page,
): Promise<{ ids: number[]; totalItems: number }> {
  const where = matches(selection);
  const [ids, total] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select p.id from product p where ${where} order by ${sortOrders[sort]} limit ${page.limit} offset ${page.offset}`,
    ),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from product p where ${where}`,
    ),
  ]);
  return { ids: ids.map((row) => row.id), totalItems: total[0]?.count ?? 0 };
}
