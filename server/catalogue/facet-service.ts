/**
 * Counts each filter's options for the current selection (disjunctive faceting: an option's
 * count applies every other filter), so an offered option never leads to an empty page.
 */
import { type SQL, sql } from "drizzle-orm";
import { selectRows, type Database } from "../db/database.ts";
import { CATALOGUE_FILTERS, ENUM_FILTERS, labelOf, type ListFilterKey } from "./filters.ts";
import {
  and,
  type Facet,
  facetConditions,
  itemConditions,
  OFFER_BAND,
  OFFER_SIZE_ID,
  OFFER_SPEED_CODE,
  offerConditions,
  productConditions,
  type ProductSelection,
  scopeConditions,
} from "./listing-service.ts";

export interface FacetOption {
  value: string;
  name: string;
  count: number;
  hex?: string | null;
}

/** Each list filter's options (server/catalogue/filters.ts), and the price range. */
export type Facets = Record<ListFilterKey, FacetOption[]> & {
  price: { minPrice: number | null; maxPrice: number | null };
};

type Row = { value: string; name: string; count: number; hex?: string | null; position?: number };
/**
 * One option of one facet as counted (by the statements below, or by the catalogue's index in
 * memory, catalogue-index.ts), before it is shaped into Facets: product facets come in `ord`
 * order; item facets (size, deliverySpeed, sale) in any; the price range is the row of facet
 * "price".
 */
export type FacetRow = Row & {
  facet: Facet;
  ord: number;
  position: number;
  minPrice: number | null;
  maxPrice: number | null;
};

/**
 * Counts of every option of every facet, for the selection; options with no product are left out.
 * (The catalogue index, catalogue-index.ts, answers the same from memory where it can.)
 *
 * One statement: the products in scope are read once (a materialised CTE) with a flag per chosen
 * product-level filter and one for the item filters, and each facet counts the rows whose
 * other flags hold. Item facets count the products' offer keys (product.offer_keys) instead of
 * joining their items; when the keys cannot tell (a price range with both ends), that facet
 * joins the items as before.
 */
export async function countFacets(db: Database, s: ProductSelection): Promise<Facets> {
  return shapeFacets(await countFacetRows(db, s));
}

/** The statements of countFacets, one row per option. */
async function countFacetRows(db: Database, s: ProductSelection): Promise<FacetRow[]> {
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
  const selected = (withItemFlag: boolean) => sql`select p.id, p.product_category_id,
      ${sql.join(
        ENUM_FILTERS.map((filter) => sql`p.${sql.identifier(filter.column)}`),
        sql`, `,
      )}, p.model_id, p.offer_keys, p.offer_min_prices, p.offer_max_prices,
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
    distinct = false,
  ) => sql`select *, row_number() over (order by ${order})::int as ord from (
      select ${facet}::text as facet, ${value} as value, ${name} as name,
        ${distinct ? sql`count(distinct sel.id)` : sql`count(*)`}::int as count,
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
    // An enum filter: its column's value, or each value of its array once per product.
    ...ENUM_FILTERS.map((filter) => {
      const column = sql`sel.${sql.identifier(filter.column)}`;
      return filter.many
        ? productFacet(
            filter.key,
            sql`cross join unnest(${column}) as ev(value)`,
            sql`ev.value::text`,
            sql`ev.value::text`,
            undefined,
            undefined,
            true,
          )
        : productFacet(filter.key, sql``, sql`${column}::text`, sql`${column}::text`);
    }),
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
  ];
  // Item facets the offer keys cannot count exactly join the items, in their own statements.
  const joined: (() => Promise<FacetRow[]>)[] = [];
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
      joined.push(() =>
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

  // Three statements: the product facets, sizes and the other item facets. They run one after
  // another: side by side, one request's counts kept every core of a small database server busy
  // and the shop's own thread waiting for one (docs/security.md#the-shop-apis-limits).
  const counted = async (statement: SQL[], withItemFlag = false) =>
    statement.length === 0
      ? []
      : selectRows<FacetRow>(
          db,
          sql`with sel as materialized (${selected(withItemFlag)}) ${sql.join(statement, sql` union all `)}`,
        );
  const all: FacetRow[] = [];
  for (const statement of [
    () => counted(branches, true),
    () => counted(sizeBranches),
    () => counted(itemBranches),
    ...joined,
  ]) {
    all.push(...(await statement()));
  }
  return all;
}

/** The rows of every facet in the shape and order a shopper reads them. */
export function shapeFacets(all: readonly FacetRow[]): Facets {
  const facetRows = (facet: Facet) =>
    all.filter((row) => row.facet === facet).sort((a, b) => a.ord - b.ord);
  const itemRows = (facet: Facet) => all.filter((row) => row.facet === facet && row.value !== null);
  // The item facets in their enums' order, whatever order the database returned them in.
  const inOrder = (facet: Facet, values: readonly string[]) =>
    itemRows(facet).sort((a, b) => values.indexOf(a.value) - values.indexOf(b.value));

  const plain = (rows: Row[]) =>
    rows.map(({ value, name, count, hex }) => ({ value, name, count, hex }));
  const price = all.find((row) => row.facet === "price");

  const lists = {} as Record<ListFilterKey, FacetOption[]>;
  for (const filter of CATALOGUE_FILTERS) {
    switch (filter.kind) {
      case "category":
      case "brand":
      case "model":
      case "colour":
        lists[filter.key] = plain(facetRows(filter.key));
        break;
      case "enum":
        lists[filter.key] = plain(
          facetRows(filter.key).map((row) => ({ ...row, name: labelOf(filter, row.value) })),
        );
        break;
      case "size":
        lists[filter.key] = itemRows(filter.key)
          .sort((a, b) => sizeOrder(a.value, b.value) || (a.position ?? 0) - (b.position ?? 0))
          .map(({ value, count }) => ({ value, name: value, count }));
        break;
      case "deliverySpeed":
      case "sale":
        lists[filter.key] = inOrder(filter.key, Object.keys(filter.labels)).map(
          ({ value, count }) => ({ value, name: labelOf(filter, value), count }),
        );
        break;
      case "price":
        break;
    }
  }
  return {
    ...lists,
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
