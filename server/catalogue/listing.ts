/**
 * The catalogue's selection engine: turns a shopper's filters into SQL over `product p`,
 * lists a page in one of the five sort orders, and counts each filter's options for the
 * current selection (disjunctive faceting: an option's count applies every other filter),
 * so an offered option never leads to an empty page.
 */
import { type SQL, sql } from "drizzle-orm";
import { selectRows, type Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ProductSort } from "../graphql/enums.ts";
import type { Page } from "../graphql/pagination.ts";
import { ageLabels, deliverySpeedLabels, saleLabels, seasonLabels, sexLabels } from "./labels.ts";

export type Season = (typeof t.seasonValues)[number];
export type Sex = (typeof t.sexValues)[number];
export type Age = (typeof t.ageValues)[number];
export type DeliverySpeed = (typeof t.deliverySpeedValues)[number];
export type PriceBand = (typeof t.priceBandValues)[number];

/** A resolved selection: ids, not slugs (see resolveFilter in filter-input.ts). */
export interface ProductSelection {
  directoryId?: number;
  categoryIds?: number[];
  typeId?: number;
  subTypeId?: number;
  /** Restricts to these products (search results). */
  productIds?: number[];
  /** Restricts to the products a search query matches: a condition on `p` (server/search). */
  search?: SQL;
  seasons?: Season[];
  sex?: Sex[];
  age?: Age[];
  brandIds?: number[];
  modelIds?: number[];
  colorIds?: number[];
  materials?: t.Material[];
  sizes?: string[];
  deliverySpeeds?: DeliverySpeed[];
  sale?: PriceBand[];
  minPrice?: number;
  maxPrice?: number;
}

export type Facet =
  | "categories"
  | "season"
  | "sex"
  | "age"
  | "brand"
  | "model"
  | "colorPallete"
  | "material"
  | "size"
  | "deliverySpeed"
  | "sale"
  | "price";

const nonEmpty = <T>(values: T[] | undefined): values is T[] => !!values && values.length > 0;
const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`;
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** An item a shopper can buy now. */
export const AVAILABLE_ITEM = sql.raw(
  "i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null",
);

function productConditions(s: ProductSelection, except?: Facet): SQL[] {
  const conditions: SQL[] = [sql`p.deleted_at is null`, sql`p.active`];
  if (s.directoryId !== undefined) conditions.push(sql`p.directory_id = ${s.directoryId}`);
  if (s.typeId !== undefined) conditions.push(sql`p.product_type_id = ${s.typeId}`);
  if (s.subTypeId !== undefined) conditions.push(sql`p.product_sub_type_id = ${s.subTypeId}`);
  if (nonEmpty(s.productIds)) conditions.push(sql`p.id = any(${intArray(s.productIds)})`);
  if (s.search) conditions.push(s.search);
  if (except !== "categories" && nonEmpty(s.categoryIds)) {
    conditions.push(sql`p.product_category_id = any(${intArray(s.categoryIds)})`);
  }
  if (except !== "season" && nonEmpty(s.seasons)) {
    conditions.push(sql`p.seasons && ${textArray(s.seasons)}::season[]`);
  }
  if (except !== "sex" && nonEmpty(s.sex)) {
    conditions.push(sql`p.sex = any(${textArray(s.sex)}::sex[])`);
  }
  if (except !== "age" && nonEmpty(s.age)) {
    conditions.push(sql`p.age = any(${textArray(s.age)}::age[])`);
  }
  if (except !== "material" && nonEmpty(s.materials)) {
    conditions.push(sql`p.material && ${textArray(s.materials)}::material[]`);
  }
  if (except !== "model" && nonEmpty(s.modelIds)) {
    conditions.push(sql`p.model_id = any(${intArray(s.modelIds)})`);
  }
  if (except !== "brand" && nonEmpty(s.brandIds)) {
    conditions.push(
      sql`exists (select 1 from product_brand pb where pb.product_id = p.id and pb.brand_id = any(${intArray(s.brandIds)}))`,
    );
  }
  if (except !== "colorPallete" && nonEmpty(s.colorIds)) {
    conditions.push(
      sql`exists (select 1 from product_color pc where pc.product_id = p.id and pc.color_id = any(${intArray(s.colorIds)}))`,
    );
  }
  return conditions;
}

/** Conditions on one item `i`: a product matches when one available item meets them all. */
function itemConditions(s: ProductSelection, except?: Facet): SQL[] {
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

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

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

export interface FacetOption {
  value: string;
  name: string;
  count: number;
  hex?: string | null;
}

export interface Facets {
  categories: FacetOption[];
  season: FacetOption[];
  deliverySpeed: FacetOption[];
  sex: FacetOption[];
  age: FacetOption[];
  brand: FacetOption[];
  model: FacetOption[];
  colorPallete: FacetOption[];
  size: FacetOption[];
  material: FacetOption[];
  sale: FacetOption[];
  price: { minPrice: number | null; maxPrice: number | null };
}

type Row = { value: string; name: string; count: number; hex?: string | null; position?: number };

/** Counts of every option of every facet, for the selection; options with no product are left out. */
export async function countFacets(db: Database, s: ProductSelection): Promise<Facets> {
  const grouped = (
    facet: Facet,
    from: SQL,
    value: SQL,
    name: SQL,
    extra = sql``,
    order = sql`count desc, name`,
  ) =>
    selectRows<Row>(
      db,
      sql`select ${value} as value, ${name} as name, count(distinct p.id)::int as count ${extra}
          from product p ${from}
          where ${matches(s, facet)}
          group by 1, 2
          order by ${order}`,
    );
  // Facets on one item: count a product under an option when one available item has it and
  // meets the other item filters.
  const itemFacet = (facet: Facet, value: SQL, joins = sql``) =>
    selectRows<{ value: string; count: number; position: number }>(
      db,
      sql`select ${value} as value, count(distinct p.id)::int as count, min(sz.position) as position
          from product p
          join product_item i on i.product_id = p.id and ${and(itemConditions(s, facet))}
          join size sz on sz.id = i.size_id ${joins}
          where ${and(productConditions(s))}
          group by 1`,
    );

  const [
    categories,
    season,
    sex,
    age,
    brand,
    model,
    colorPallete,
    material,
    size,
    deliverySpeed,
    sale,
    price,
  ] = await Promise.all([
    grouped(
      "categories",
      sql`join product_category c on c.id = p.product_category_id`,
      sql`c.slug`,
      sql`c.name`,
      sql`, min(c.position) as position`,
      sql`position, name`,
    ),
    grouped(
      "season",
      sql`cross join unnest(p.seasons) as se(value)`,
      sql`se.value::text`,
      sql`se.value::text`,
    ),
    grouped("sex", sql``, sql`p.sex::text`, sql`p.sex::text`),
    grouped("age", sql``, sql`p.age::text`, sql`p.age::text`),
    grouped(
      "brand",
      sql`join product_brand pb on pb.product_id = p.id join brand b on b.id = pb.brand_id`,
      sql`b.slug`,
      sql`b.name`,
    ),
    grouped("model", sql`join model m on m.id = p.model_id`, sql`m.slug`, sql`m.name`),
    grouped(
      "colorPallete",
      sql`join product_color pc on pc.product_id = p.id join color col on col.id = pc.color_id`,
      sql`col.slug`,
      sql`col.name`,
      sql`, min(col.hex) as hex`,
    ),
    grouped(
      "material",
      sql`cross join unnest(p.material) as ma(value)`,
      sql`ma.value::text`,
      sql`ma.value::text`,
    ),
    itemFacet("size", sql`sz.name`),
    itemFacet("deliverySpeed", sql`i.delivery_speed::text`),
    itemFacet(
      "sale",
      sql`case when i.sale >= 50 then 'MORE_THAN_50' when i.sale > 0 then 'LESS_THAN_50' end`,
    ),
    selectRows<{ minPrice: number | null; maxPrice: number | null }>(
      db,
      sql`select min(i.price)::int as "minPrice", max(i.price)::int as "maxPrice"
          from product p join product_item i on i.product_id = p.id and ${and(itemConditions(s, "price"))}
          where ${and(productConditions(s))}`,
    ),
  ]);

  const labelled = <K extends string>(rows: Row[], labels: Record<K, string>) =>
    rows.map((row) => ({ ...row, name: labels[row.value as K] ?? row.value }));
  const plain = (rows: Row[]) =>
    rows.map(({ value, name, count, hex }) => ({ value, name, count, hex }));

  return {
    categories: plain(categories),
    season: plain(labelled(season, seasonLabels)),
    sex: plain(labelled(sex, sexLabels)),
    age: plain(labelled(age, ageLabels)),
    brand: plain(brand),
    model: plain(model),
    colorPallete: plain(colorPallete),
    material: plain(labelled(material, t.materialLabels)),
    size: size
      .sort((a, b) => sizeOrder(a.value, b.value) || a.position - b.position)
      .map(({ value, count }) => ({ value, name: value, count })),
    deliverySpeed: deliverySpeed.map(({ value, count }) => ({
      value,
      name: deliverySpeedLabels[value as DeliverySpeed] ?? value,
      count,
    })),
    sale: sale
      .filter((row) => row.value !== null)
      .map(({ value, count }) => ({ value, name: saleLabels[value as PriceBand] ?? value, count })),
    price: price[0] ?? { minPrice: null, maxPrice: null },
  };
}

const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];

/** Shoe sizes numerically, clothing sizes by letter, then anything else. */
function sizeOrder(a: string, b: string): number {
  const numeric = (v: string) => Number.parseFloat(v.replace(",", "."));
  const [na, nb] = [numeric(a), numeric(b)];
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  const [la, lb] = [LETTER_SIZES.indexOf(a), LETTER_SIZES.indexOf(b)];
  if (la !== -1 && lb !== -1) return la - lb;
  return 0;
}
