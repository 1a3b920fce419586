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

/** Conditions every facet applies: the selection's scope (path, search hits, live products). */
/**
 * An available item's offer key (product.offer_keys in schema.ts): its size, delivery speed
 * and sale band in one integer, `size_id * 100 + speed * 10 + band`.
 */
export const OFFER_KEY = sql.raw(
  "i.size_id * 100 + array_position(enum_range(null::delivery_speed), i.delivery_speed) * 10" +
    " + case when i.sale >= 50 then 2 when i.sale > 0 then 1 else 0 end",
);
const OFFER_SIZE_ID = sql.raw("o.k / 100");
const OFFER_SPEED_CODE = sql.raw("o.k / 10 % 10");
const OFFER_BAND = sql.raw("o.k % 10");

function scopeConditions(s: ProductSelection): SQL[] {
  const conditions: SQL[] = [sql`p.deleted_at is null`, sql`p.active`];
  if (s.directoryId !== undefined) conditions.push(sql`p.directory_id = ${s.directoryId}`);
  if (s.typeId !== undefined) conditions.push(sql`p.product_type_id = ${s.typeId}`);
  if (s.subTypeId !== undefined) conditions.push(sql`p.product_sub_type_id = ${s.subTypeId}`);
  if (nonEmpty(s.productIds)) conditions.push(sql`p.id = any(${intArray(s.productIds)})`);
  if (s.search) conditions.push(s.search);
  return conditions;
}

/** The chosen product-level filters, by facet, as conditions on `p`. */
function facetConditions(s: ProductSelection): [Facet, SQL][] {
  const conditions: [Facet, SQL][] = [];
  if (nonEmpty(s.categoryIds)) {
    conditions.push(["categories", sql`p.product_category_id = any(${intArray(s.categoryIds)})`]);
  }
  if (nonEmpty(s.seasons)) {
    conditions.push(["season", sql`p.seasons && ${textArray(s.seasons)}::season[]`]);
  }
  if (nonEmpty(s.sex)) conditions.push(["sex", sql`p.sex = any(${textArray(s.sex)}::sex[])`]);
  if (nonEmpty(s.age)) conditions.push(["age", sql`p.age = any(${textArray(s.age)}::age[])`]);
  if (nonEmpty(s.materials)) {
    conditions.push(["material", sql`p.material && ${textArray(s.materials)}::material[]`]);
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

function productConditions(s: ProductSelection, except?: Facet): SQL[] {
  return [
    ...scopeConditions(s),
    ...facetConditions(s)
      .filter(([facet]) => facet !== except)
      .map(([, condition]) => condition),
  ];
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

/**
 * The item conditions (except one facet's) as conditions on one offer key `o(k, lo, hi)` of a
 * product's summary (product.offer_keys, with its items' lowest and highest price): a product
 * has an available item meeting them all exactly when one of its keys meets these. Undefined
 * when a summary cannot tell: both a lowest and a highest price chosen (a key's items may
 * straddle the range).
 */
function offerConditions(s: ProductSelection, except?: Facet): SQL[] | undefined {
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

const and = (conditions: SQL[]) =>
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
type FacetRow = Row & {
  facet: Facet;
  ord: number;
  position: number | null;
  minPrice: number | null;
  maxPrice: number | null;
};

/**
 * Counts of every option of every facet, for the selection; options with no product are left out.
 *
 * One statement: the products in scope are read once (a materialised CTE) with a flag per chosen
 * product-level filter and one for the item filters, and each facet counts the rows whose
 * other flags hold. Item facets count the products' offer keys (product.offer_keys) instead of
 * joining their items; when the keys cannot tell (a price range with both ends), that facet
 * joins the items as before.
 */
export async function countFacets(db: Database, s: ProductSelection): Promise<Facets> {
  const chosen = facetConditions(s);
  const flag = (index: number) => sql.raw(`f${index}`);
  const flagsExcept = (facet?: Facet) =>
    chosen.flatMap(([chosenFacet], index) => (chosenFacet === facet ? [] : [flag(index)]));
  const overOffers = (conditions: SQL[]) =>
    sql`exists (select 1 from unnest(p.offer_keys, p.offer_min_prices, p.offer_max_prices) as o(k, lo, hi) where ${and(conditions)})`;
  const allOffers = offerConditions(s);
  const itemFlag = allOffers
    ? allOffers.length > 0
      ? overOffers(allOffers)
      : sql`true`
    : sql`exists (select 1 from product_item i where i.product_id = p.id and ${and(itemConditions(s))})`;

  // The item flag only where read: the product facets.
  const selected = (withItemFlag: boolean) => sql`select p.id, p.product_category_id, p.seasons,
      p.sex, p.age, p.model_id, p.material, p.offer_keys, p.offer_min_prices, p.offer_max_prices,
      ${sql.join(
        chosen.map(([, condition], index) => sql`${condition} as ${flag(index)}`),
        sql`, `,
      )}${chosen.length > 0 ? sql`, ` : sql``}${withItemFlag ? itemFlag : sql`null::boolean`} as f_item
    from product p
    where ${and(scopeConditions(s))} and cardinality(p.offer_keys) > 0`;

  // A facet on the product: count the products meeting every other filter; `count(*)` where the joins give a product at most one row per value (one category, sex,
  // age and model per product; product_brand and product_color keyed by product and brand or
  // colour, whose slugs are unique); arrays may repeat a value, so their products are distinct.
  const productFacet = (
    facet: Facet,
    from: SQL,
    value: SQL,
    name: SQL,
    extra = sql`null::text as hex, null::int as position`,
    order = sql`count desc, name`,
  ) => sql`select *, row_number() over (order by ${order})::int as ord from (
      select ${facet}::text as facet, ${value} as value, ${name} as name,
        ${facet === "season" || facet === "material" ? sql`count(distinct sel.id)` : sql`count(*)`}::int as count,
        ${extra}, null::int as "minPrice", null::int as "maxPrice"
      from sel ${from}
      where ${and([sql`f_item`, ...flagsExcept(facet)])}
      group by 2, 3) f`;
  // The prices are unnested only when read (three arrays cost twice one).
  const priced = s.minPrice !== undefined || s.maxPrice !== undefined;
  const offers = (prices: boolean) =>
    prices
      ? sql`cross join lateral unnest(sel.offer_keys, sel.offer_min_prices, sel.offer_max_prices) as o(k, lo, hi)`
      : sql`cross join lateral unnest(sel.offer_keys) as o(k)`;
  // A facet on one item: count a product under an option when one of its offer keys has it and
  // meets the other item filters (each product once per option, then the products per option).
  const itemFacet = (facet: Facet, code: SQL, value: SQL, conditions: SQL[]) =>
    sql`select ${facet}::text as facet, ${value} as value, ${value} as name, count::int,
        null::text as hex, position::int, null::int as "minPrice", null::int as "maxPrice", 0 as ord
      from (
        select code, count(*) as count, min(position) as position
        from (
          select sel.id, ${code} as code, ${facet === "size" ? sql`min(sz.position)` : sql`null::int`} as position
          from sel ${offers(priced)} ${facet === "size" ? sql`join size sz on sz.id = ${OFFER_SIZE_ID}` : sql``}
          where ${and([...flagsExcept(), ...conditions])}
          group by 1, 2
        ) per_product
        group by code
      ) counted`;

  const branches: SQL[] = [
    productFacet(
      "categories",
      sql`join product_category c on c.id = sel.product_category_id`,
      sql`c.slug`,
      sql`c.name`,
      sql`null::text as hex, min(c.position)::int as position`,
      sql`position, name`,
    ),
    productFacet(
      "season",
      sql`cross join unnest(sel.seasons) as se(value)`,
      sql`se.value::text`,
      sql`se.value::text`,
    ),
    productFacet("sex", sql``, sql`sel.sex::text`, sql`sel.sex::text`),
    productFacet("age", sql``, sql`sel.age::text`, sql`sel.age::text`),
    productFacet(
      "brand",
      sql`join product_brand pb on pb.product_id = sel.id join brand b on b.id = pb.brand_id`,
      sql`b.slug`,
      sql`b.name`,
    ),
    productFacet("model", sql`join model m on m.id = sel.model_id`, sql`m.slug`, sql`m.name`),
    productFacet(
      "colorPallete",
      sql`join product_color pc on pc.product_id = sel.id join color col on col.id = pc.color_id`,
      sql`col.slug`,
      sql`col.name`,
      sql`min(col.hex) as hex, null::int as position`,
    ),
    productFacet(
      "material",
      sql`cross join unnest(sel.material) as ma(value)`,
      sql`ma.value::text`,
      sql`ma.value::text`,
    ),
  ];
  // Item facets the offer keys cannot count exactly join the items, in their own statements.
  const joined: Promise<FacetRow[]>[] = [];
  // [facet, its code in an offer key, the option from the code, the option from an item]
  const itemFacets: [Facet, SQL, SQL, SQL][] = [
    ["size", sql`sz.name`, sql`code`, sql`sz.name`],
    [
      "deliverySpeed",
      OFFER_SPEED_CODE,
      sql`(enum_range(null::delivery_speed))[code]::text`,
      sql`i.delivery_speed`,
    ],
    [
      "sale",
      OFFER_BAND,
      sql`case code when 2 then 'MORE_THAN_50' when 1 then 'LESS_THAN_50' end`,
      sql`case when i.sale >= 50 then 'MORE_THAN_50' when i.sale > 0 then 'LESS_THAN_50' end`,
    ],
  ];
  const sizeBranches: SQL[] = [];
  const itemBranches: SQL[] = [];
  for (const [facet, code, offerValue, itemValue] of itemFacets) {
    const conditions = offerConditions(s, facet);
    if (conditions) {
      (facet === "size" ? sizeBranches : itemBranches).push(
        itemFacet(facet, code, offerValue, conditions),
      );
    } else {
      joined.push(
        selectRows<FacetRow>(
          db,
          sql`select ${facet}::text as facet, ${itemValue}::text as value,
              count(distinct p.id)::int as count, min(sz.position) as position
            from product p
            join product_item i on i.product_id = p.id and ${and(itemConditions(s, facet))}
            join size sz on sz.id = i.size_id
            where ${and(productConditions(s))}
            group by 2`,
        ),
      );
    }
  }
  // The price range: the offer keys always tell, as it ignores the price chosen.
  itemBranches.push(
    sql`select 'price' as facet, null::text as value, null::text as name, 0 as count,
        null::text as hex, null::int as position,
        min(o.lo)::int as "minPrice", max(o.hi)::int as "maxPrice", 0 as ord
      from sel ${offers(true)}
      where ${and([...flagsExcept(), ...(offerConditions(s, "price") ?? [])])}`,
  );

  // Three statements, so that the product facets, sizes and the other item facets are counted
  // side by side.
  const counted = async (statement: SQL[], withItemFlag = false) =>
    statement.length === 0
      ? []
      : selectRows<FacetRow>(
          db,
          sql`with sel as materialized (${selected(withItemFlag)}) ${sql.join(statement, sql` union all `)}`,
        );
  const all = (
    await Promise.all([
      counted(branches, true),
      counted(sizeBranches),
      counted(itemBranches),
      ...joined,
    ])
  ).flat();
  const facetRows = (facet: Facet) =>
    all.filter((row) => row.facet === facet).sort((a, b) => a.ord - b.ord);
  const itemRows = (facet: Facet) => all.filter((row) => row.facet === facet && row.value !== null);

  const labelled = <K extends string>(rows: Row[], labels: Record<K, string>) =>
    rows.map((row) => ({ ...row, name: labels[row.value as K] ?? row.value }));
  const plain = (rows: Row[]) =>
    rows.map(({ value, name, count, hex }) => ({ value, name, count, hex }));
  const price = all.find((row) => row.facet === "price");

  return {
    categories: plain(facetRows("categories")),
    season: plain(labelled(facetRows("season"), seasonLabels)),
    sex: plain(labelled(facetRows("sex"), sexLabels)),
    age: plain(labelled(facetRows("age"), ageLabels)),
    brand: plain(facetRows("brand")),
    model: plain(facetRows("model")),
    colorPallete: plain(facetRows("colorPallete")),
    material: plain(labelled(facetRows("material"), t.materialLabels)),
    size: itemRows("size")
      .sort((a, b) => sizeOrder(a.value, b.value) || (a.position ?? 0) - (b.position ?? 0))
      .map(({ value, count }) => ({ value, name: value, count })),
    deliverySpeed: itemRows("deliverySpeed").map(({ value, count }) => ({
      value,
      name: deliverySpeedLabels[value as DeliverySpeed] ?? value,
      count,
    })),
    sale: itemRows("sale").map(({ value, count }) => ({
      value,
      name: saleLabels[value as PriceBand] ?? value,
      count,
    })),
    price: { minPrice: price?.minPrice ?? null, maxPrice: price?.maxPrice ?? null },
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
