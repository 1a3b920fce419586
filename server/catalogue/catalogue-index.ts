/**
 * The catalogue in memory (docs/caching.md#the-catalogue-index): every product on sale with
 * what its filters read (section, category, brands, colours, seasons…), the size, delivery speed,
 * sale and price of each of its available items, and its place in each sort order. A catalogue
 * listing and its facet counts are answered from it in a few milliseconds, without a statement,
 * whatever the selection: a never-asked price range costs what a cached page does not.
 *
 * It answers exactly what listing-service.ts `matches` and facet-service.ts countFacets answer
 * (catalogue-index.test.ts compares them on random selections), and only while it holds the
 * catalogue as it is: a change announced by the database (server/db/changes.ts) makes it stale
 * at once, the callers fall back to the statements, and a fresh copy is read in the background.
 * Search selections (a query, or a list of product ids) are always left to the statements.
 */
import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import type { ProductSort } from "../graphql/enums.ts";
import type { Page } from "../graphql/pagination.ts";
import type { FacetRow } from "./facet-service.ts";
import {
  AVAILABLE_ITEM,
  type Facet,
  nonEmpty,
  OFFER_KEY,
  type ProductSelection,
} from "./listing-service.ts";

/** An option of a dictionary facet (category, brand, model, colour) or an enum value. */
interface Choice {
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
  itemSize: Int32Array;
  /** 1-based place of the item's delivery speed in the delivery_speed enum. */
  itemSpeed: Uint8Array;
  /** 0 no sale, 1 under 50 %, 2 from 50 % (listing-service.ts OFFER_KEY). */
  itemBand: Uint8Array;
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
  /** Each enum facet's values with their name ranks. */
  enumChoices: Record<"season" | "sex" | "age" | "material", Map<string, Choice>>;
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
  offerSize: Int32Array;
  /** Each offer's size name, as an index into sizeNames (-1 where the size is unknown). */
  offerSizeName: Int32Array;
  offerSizePosition: Int32Array;
  offerSpeed: Uint8Array;
  offerBand: Uint8Array;
  sizeNames: string[];
  /** One more than the highest size id. */
  sizeIdLimit: number;
  /** The last few selections counted, by their JSON: a page's listing and facets count once. */
  counted: Map<string, Counted>;
}

/** A selection counted: its facets' rows, the products it matches and how many. */
interface Counted {
  rows: FacetRow[];
  matched: Uint8Array;
  totalItems: number;
}

/** Selections whose counts are kept for the page's other field (its listing, its facets). */
const COUNTED_KEPT = 8;

/** The product facets, in the order of their options in a product's run. */
const PRODUCT_FACETS = [
  "categories",
  "season",
  "sex",
  "age",
  "material",
  "model",
  "brand",
  "colorPallete",
] as const satisfies readonly Facet[];
type ProductFacet = (typeof PRODUCT_FACETS)[number];
const FACET_COUNT = PRODUCT_FACETS.length;

const SORTS: readonly ProductSort[] = [
  "CHEAP_FIRST",
  "EXPENSIVE_FIRST",
  "NEW_FIRST",
  "POPULAR_FIRST",
  "SALE_FIRST",
];

interface ProductRow {
  id: number;
  directory: number;
  category: number;
  type: number;
  subType: number;
  model: number;
  sex: string;
  age: string;
  seasons: string[];
  materials: string[];
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

/**
 * Reads the catalogue: one statement for the products on sale with their items and sort places
 * (the orders of listing-service.ts, computed by the database so that ties and collations are
 * its own), and small ones for the names.
 */
export async function readCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [rows, dictionaries, enums] = await Promise.all([
    selectRows<ProductRow>(
      db,
      sql`select p.id, p.directory_id as directory,
          coalesce(p.product_category_id, 0) as category, coalesce(p.product_type_id, 0) as type,
          coalesce(p.product_sub_type_id, 0) as "subType", coalesce(p.model_id, 0) as model,
          p.sex::text as sex, p.age::text as age,
          p.seasons::text[] as seasons, p.material::text[] as materials,
          array(select pb.brand_id from product_brand pb where pb.product_id = p.id) as brands,
          array(select pc.color_id from product_color pc where pc.product_id = p.id) as colors,
          items.sizes, items.speeds, items.sales, items.prices,
          row_number() over (order by p.min_price asc nulls last, p.id)::int as cheap,
          row_number() over (order by p.min_price desc nulls last, p.id)::int as expensive,
          row_number() over (order by p.created_at desc, p.id desc)::int as newest,
          row_number() over (order by p.unit_sold desc, p.id)::int as popular,
          row_number() over (order by p.max_sale desc, p.unit_sold desc, p.id)::int as "onSale"
        from product p
        cross join lateral (
          select array_agg(i.size_id order by ${OFFER_KEY}, i.price) as sizes,
            array_agg(array_position(enum_range(null::delivery_speed), i.delivery_speed) order by ${OFFER_KEY}, i.price) as speeds,
            array_agg(i.sale order by ${OFFER_KEY}, i.price) as sales,
            array_agg(i.price order by ${OFFER_KEY}, i.price) as prices
          from product_item i
          where i.product_id = p.id and ${AVAILABLE_ITEM}
        ) items
        where p.deleted_at is null and p.active and items.sizes is not null
        order by p.id`,
    ),
    selectRows<{
      kind: "category" | "brand" | "model" | "color" | "size";
      id: number;
      value: string;
      name: string;
      position: number | null;
      hex: string | null;
      nameRank: number;
    }>(
      db,
      sql`select 'category' as kind, id, slug as value, name, position, null::text as hex,
          row_number() over (order by name)::int as "nameRank" from product_category
        union all
        select 'brand', id, slug, name, null, null, row_number() over (order by name)::int from brand
        union all
        select 'model', id, slug, name, null, null, row_number() over (order by name)::int from model
        union all
        select 'color', id, slug, name, null, hex, row_number() over (order by name)::int from color
        union all
        select 'size', id, name, name, position, null, 0 from size`,
    ),
    selectRows<{
      kind: "season" | "sex" | "age" | "material" | "speed";
      value: string;
      nameRank: number;
    }>(
      db,
      sql`select 'season' as kind, v as value, row_number() over (order by v)::int as "nameRank"
          from unnest(enum_range(null::season)::text[]) v
        union all
        select 'sex', v, row_number() over (order by v)::int from unnest(enum_range(null::sex)::text[]) v
        union all
        select 'age', v, row_number() over (order by v)::int from unnest(enum_range(null::age)::text[]) v
        union all
        select 'material', v, row_number() over (order by v)::int
          from unnest(enum_range(null::material)::text[]) v
        union all
        select 'speed', v, n::int from unnest(enum_range(null::delivery_speed)::text[]) with ordinality as e(v, n)`,
    ),
  ]);

  const n = rows.length;
  const items = rows.reduce((sum, row) => sum + row.sizes.length, 0);
  const snapshot: CatalogueSnapshot = {
    productIds: new Int32Array(n),
    directory: new Int32Array(n),
    category: new Int32Array(n),
    type: new Int32Array(n),
    subType: new Int32Array(n),
    model: new Int32Array(n),
    itemStart: new Int32Array(n + 1),
    itemSize: new Int32Array(items),
    itemSpeed: new Uint8Array(items),
    itemBand: new Uint8Array(items),
    itemPrice: new Int32Array(items),
    order: Object.fromEntries(SORTS.map((sort) => [sort, new Int32Array(n)])) as Record<
      ProductSort,
      Int32Array
    >,
    bySection: new Map(),
    categories: new Map(),
    brandChoices: new Map(),
    modelChoices: new Map(),
    colorChoices: new Map(),
    sizes: new Map(),
    speeds: [],
    enumChoices: { season: new Map(), sex: new Map(), age: new Map(), material: new Map() },
    options: [],
    optionIndex: new Map(),
    optionStart: new Int32Array(n * FACET_COUNT + 1),
    productOptions: new Int32Array(),
    offerStart: new Int32Array(n + 1),
    offerItemStart: new Int32Array(),
    offerSize: new Int32Array(),
    offerSizeName: new Int32Array(),
    offerSizePosition: new Int32Array(),
    offerSpeed: new Uint8Array(),
    offerBand: new Uint8Array(),
    sizeNames: [],
    sizeIdLimit: 0,
    counted: new Map(),
  };
  const sections = new Map<number, number[]>();
  let item = 0;
  rows.forEach((row, p) => {
    snapshot.productIds[p] = row.id;
    snapshot.directory[p] = row.directory;
    snapshot.category[p] = row.category;
    snapshot.type[p] = row.type;
    snapshot.subType[p] = row.subType;
    snapshot.model[p] = row.model;
    snapshot.itemStart[p] = item;
    for (let k = 0; k < row.sizes.length; k += 1, item += 1) {
      snapshot.itemSize[item] = row.sizes[k] ?? 0;
      snapshot.itemSpeed[item] = row.speeds[k] ?? 0;
      const sale = row.sales[k] ?? 0;
      snapshot.itemBand[item] = sale >= 50 ? 2 : sale > 0 ? 1 : 0;
      snapshot.itemPrice[item] = row.prices[k] ?? 0;
    }
    const places: Record<ProductSort, number> = {
      CHEAP_FIRST: row.cheap,
      EXPENSIVE_FIRST: row.expensive,
      NEW_FIRST: row.newest,
      POPULAR_FIRST: row.popular,
      SALE_FIRST: row.onSale,
    };
    for (const sort of SORTS) snapshot.order[sort][places[sort] - 1] = p;
    const section = sections.get(row.directory);
    if (section) section.push(p);
    else sections.set(row.directory, [p]);
  });
  snapshot.itemStart[n] = item;
  for (const [directory, indexes] of sections) {
    snapshot.bySection.set(directory, Int32Array.from(indexes));
  }

  const choiceMaps = {
    category: snapshot.categories,
    brand: snapshot.brandChoices,
    model: snapshot.modelChoices,
    color: snapshot.colorChoices,
  };
  for (const row of dictionaries) {
    if (row.kind === "size") {
      snapshot.sizes.set(row.id, { name: row.name, position: row.position ?? 0 });
      continue;
    }
    choiceMaps[row.kind].set(row.id, {
      value: row.value,
      name: row.name,
      nameRank: row.nameRank,
      position: row.position ?? 0,
      hex: row.hex,
    });
  }
  for (const row of enums) {
    if (row.kind === "speed") {
      snapshot.speeds[row.nameRank - 1] = row.value;
      continue;
    }
    snapshot.enumChoices[row.kind].set(row.value, {
      value: row.value,
      name: row.value,
      nameRank: row.nameRank,
      position: 0,
      hex: null,
    });
  }
  densify(snapshot, rows);
  return snapshot;
}

/** Fills the snapshot's dense options and the items' size names (CatalogueSnapshot.options). */
function densify(c: CatalogueSnapshot, rows: readonly ProductRow[]) {
  const n = c.productIds.length;
  const productOptions: number[] = [];
  const optionOf = (f: number, key: number | string) => {
    const id = `${f}:${key}`;
    let option = c.optionIndex.get(id);
    if (option === undefined) {
      option = c.options.length;
      c.options.push({ facet: PRODUCT_FACETS[f] ?? "categories", key });
      c.optionIndex.set(id, option);
    }
    return option;
  };
  /** A product's values of a facet, each once (arrays may repeat one). */
  const valuesOf = (row: ProductRow, facet: ProductFacet): Iterable<number | string> => {
    const nonZero = (id: number) => (id === 0 ? [] : [id]);
    switch (facet) {
      case "categories":
        return nonZero(row.category);
      case "season":
        return new Set(row.seasons);
      case "sex":
        return [row.sex];
      case "age":
        return [row.age];
      case "material":
        return new Set(row.materials);
      case "model":
        return nonZero(row.model);
      case "brand":
        return new Set(row.brands);
      case "colorPallete":
        return new Set(row.colors);
    }
  };
  for (let p = 0; p < n; p += 1) {
    PRODUCT_FACETS.forEach((facet, f) => {
      c.optionStart[p * FACET_COUNT + f] = productOptions.length;
      for (const key of valuesOf(rows[p] as ProductRow, facet)) {
        productOptions.push(optionOf(f, key));
      }
    });
  }
  c.optionStart[n * FACET_COUNT] = productOptions.length;
  c.productOptions = Int32Array.from(productOptions);

  const names = new Map<string, number>();
  for (const [id, size] of c.sizes) {
    c.sizeIdLimit = Math.max(c.sizeIdLimit, id + 1);
    if (!names.has(size.name)) names.set(size.name, names.size);
  }
  c.sizeNames = [...names.keys()];
  // Offers: runs of a product's items of one size, speed and band (they come sorted so).
  const starts: number[] = [];
  const productStarts = new Int32Array(n + 1);
  for (let p = 0; p < n; p += 1) {
    productStarts[p] = starts.length;
    const end = c.itemStart[p + 1] ?? 0;
    for (let i = c.itemStart[p] ?? 0; i < end; i += 1) {
      const first = i === (c.itemStart[p] ?? 0);
      if (
        first ||
        c.itemSize[i] !== c.itemSize[i - 1] ||
        c.itemSpeed[i] !== c.itemSpeed[i - 1] ||
        c.itemBand[i] !== c.itemBand[i - 1]
      ) {
        starts.push(i);
      }
    }
  }
  productStarts[n] = starts.length;
  const offers = starts.length;
  c.offerStart = productStarts;
  c.offerItemStart = Int32Array.from([...starts, c.itemStart[n] ?? 0]);
  c.offerSize = new Int32Array(offers);
  c.offerSizeName = new Int32Array(offers);
  c.offerSizePosition = new Int32Array(offers);
  c.offerSpeed = new Uint8Array(offers);
  c.offerBand = new Uint8Array(offers);
  starts.forEach((i, o) => {
    const id = c.itemSize[i] ?? 0;
    const size = c.sizes.get(id);
    c.offerSize[o] = id;
    c.offerSizeName[o] = size ? (names.get(size.name) ?? -1) : -1;
    c.offerSizePosition[o] = size?.position ?? 0;
    c.offerSpeed[o] = c.itemSpeed[i] ?? 0;
    c.offerBand[o] = c.itemBand[i] ?? 0;
  });
}

const SIZE = 1;
const SPEED = 2;
const SALE = 4;
const PRICE = 8;

/** A selection turned into marks on the snapshot's dense options and lookup tables. */
interface Query {
  /** The product indexes in scope: a section's, or every product's. */
  scope: Int32Array | undefined;
  typeId?: number;
  subTypeId?: number;
  /** The chosen product facets (indexes into PRODUCT_FACETS): bit t of a miss mask is the t-th. */
  chosenFacets: number[];
  /** 1 for each chosen option (dense index). */
  chosen: Uint8Array;
  /** By size id, 1 where the size's name is chosen; undefined when no size is. */
  sizeOk?: Uint8Array;
  /** By delivery speed code. */
  speedOk?: Uint8Array;
  /** By sale band. */
  bandOk?: Uint8Array;
  minPrice: number;
  maxPrice: number;
}

function toQuery(c: CatalogueSnapshot, s: ProductSelection): Query {
  const chosen = new Uint8Array(c.options.length);
  const chosenFacets: number[] = [];
  const choose = (facet: ProductFacet, keys: readonly (number | string)[] | undefined) => {
    if (!nonEmpty(keys as (number | string)[] | undefined)) return;
    const f = PRODUCT_FACETS.indexOf(facet);
    chosenFacets.push(f);
    for (const key of keys ?? []) {
      const option = c.optionIndex.get(`${f}:${key}`);
      if (option !== undefined) chosen[option] = 1;
    }
  };
  choose("categories", s.categoryIds);
  choose("season", s.seasons);
  choose("sex", s.sex);
  choose("age", s.age);
  choose("material", s.materials);
  choose("model", s.modelIds);
  choose("brand", s.brandIds);
  choose("colorPallete", s.colorIds);
  const table = (length: number, ok: (index: number) => boolean) => {
    const marks = new Uint8Array(length);
    for (let index = 0; index < length; index += 1) marks[index] = ok(index) ? 1 : 0;
    return marks;
  };
  const sizes = nonEmpty(s.sizes) ? new Set(s.sizes) : undefined;
  const speeds = nonEmpty(s.deliverySpeeds)
    ? new Set(s.deliverySpeeds.map((speed) => c.speeds.indexOf(speed) + 1))
    : undefined;
  const bands = nonEmpty(s.sale)
    ? new Set<number>(s.sale.map((band) => (band === "MORE_THAN_50" ? 2 : 1)))
    : undefined;
  return {
    scope:
      s.directoryId === undefined
        ? undefined
        : (c.bySection.get(s.directoryId) ?? new Int32Array()),
    typeId: s.typeId,
    subTypeId: s.subTypeId,
    chosenFacets,
    chosen,
    sizeOk:
      sizes &&
      table(c.sizeIdLimit, (id) => {
        const name = c.sizes.get(id)?.name;
        return name !== undefined && sizes.has(name);
      }),
    speedOk: speeds && table(c.speeds.length + 1, (code) => speeds.has(code)),
    bandOk: bands && table(3, (band) => bands.has(band)),
    minPrice: s.minPrice ?? Number.NEGATIVE_INFINITY,
    maxPrice: s.maxPrice ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * The snapshot that answers this selection now: none for a search's selection, nor while the
 * index is stale or still being read (the statements answer then).
 */
export function snapshotFor(
  context: { catalogueIndex?: object },
  s: ProductSelection,
): CatalogueSnapshot | undefined {
  if (s.search !== undefined || nonEmpty(s.productIds)) return undefined;
  return context.catalogueIndex instanceof CatalogueIndex
    ? context.catalogueIndex.current()
    : undefined;
}

/** Bit t set where the product has none of the options chosen in the t-th chosen facet. */
function productMisses(c: CatalogueSnapshot, q: Query, p: number): number {
  let misses = 0;
  for (let t = 0; t < q.chosenFacets.length; t += 1) {
    const at = p * FACET_COUNT + (q.chosenFacets[t] ?? 0);
    const end = c.optionStart[at + 1] ?? 0;
    let holds = false;
    for (let k = c.optionStart[at] ?? 0; k < end && !holds; k += 1) {
      holds = q.chosen[c.productOptions[k] ?? 0] === 1;
    }
    if (!holds) misses |= 1 << t;
  }
  return misses;
}

/** The page of product ids of listing-service.ts listProductIds, and the total. */
export function listFromSnapshot(
  c: CatalogueSnapshot,
  s: ProductSelection,
  sort: ProductSort,
  page: Page,
): { ids: number[]; totalItems: number } {
  const { matched, totalItems } = countSelection(c, s);
  const ids: number[] = [];
  const end = Math.min(page.offset + page.limit, totalItems);
  let seen = 0;
  for (const p of c.order[sort]) {
    if (seen >= end) break;
    if (matched[p] !== 1) continue;
    if (seen >= page.offset) ids.push(c.productIds[p] ?? 0);
    seen += 1;
  }
  return { ids, totalItems };
}

/** A product facet's rows: options of one value and name merged, in countFacets' order. */
function productFacetRows(
  c: CatalogueSnapshot,
  facet: ProductFacet,
  counted: { key: number | string; count: number }[],
): FacetRow[] {
  const choices: Map<string | number, Choice> = (() => {
    switch (facet) {
      case "categories":
        return c.categories;
      case "brand":
        return c.brandChoices;
      case "model":
        return c.modelChoices;
      case "colorPallete":
        return c.colorChoices;
      default:
        return c.enumChoices[facet];
    }
  })();
  const merged = new Map<string, FacetRow & { nameRank: number }>();
  for (const { key, count } of counted) {
    const choice = choices.get(key);
    // An id the dictionary lacks joins nothing in countFacets' statements either.
    if (!choice) continue;
    const id = `${choice.value}\t${choice.name}`;
    const row = merged.get(id);
    if (row) {
      row.count += count;
      row.position = Math.min(row.position, choice.position);
      if (choice.hex !== null && (row.hex == null || choice.hex < row.hex)) row.hex = choice.hex;
      continue;
    }
    merged.set(id, {
      facet,
      value: choice.value,
      name: choice.name,
      count,
      hex: choice.hex,
      position: facet === "categories" ? choice.position : 0,
      ord: 0,
      minPrice: null,
      maxPrice: null,
      nameRank: choice.nameRank,
    });
  }
  const rows = [...merged.values()].sort((a, b) =>
    facet === "categories"
      ? a.position - b.position || a.nameRank - b.nameRank
      : b.count - a.count || a.nameRank - b.nameRank,
  );
  return rows.map(({ nameRank: _rank, ...row }, index) => ({ ...row, ord: index + 1 }));
}

const itemRow = (facet: Facet, value: string, count: number, position = 0): FacetRow => ({
  facet,
  value,
  name: value,
  count,
  hex: null,
  position,
  ord: 0,
  minPrice: null,
  maxPrice: null,
});

/** The rows of facet-service.ts countFacets for the selection, counted over the snapshot. */
export function facetRowsFromSnapshot(c: CatalogueSnapshot, s: ProductSelection): FacetRow[] {
  return countSelection(c, s).rows;
}

/** Counts a selection in one pass over its scope, or gives the counts of the same one kept. */
function countSelection(c: CatalogueSnapshot, s: ProductSelection): Counted {
  const key = JSON.stringify(s);
  const kept = c.counted.get(key);
  if (kept) return kept;
  const counted = count(c, s);
  if (c.counted.size >= COUNTED_KEPT) c.counted.delete(c.counted.keys().next().value ?? "");
  c.counted.set(key, counted);
  return counted;
}

function count(c: CatalogueSnapshot, s: ProductSelection): Counted {
  const q = toQuery(c, s);
  const matched = new Uint8Array(c.productIds.length);
  let totalItems = 0;
  const productCounts = new Int32Array(c.options.length);
  const sizePositions = new Int32Array(c.sizeNames.length).fill(2 ** 31 - 1);
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  // The hot loop reads locals: a section of 29 000 products has some 220 000 offers.
  const { offerStart, offerItemStart, offerSize, offerSizeName, offerSizePosition } = c;
  const { offerSpeed, offerBand } = c;
  const { itemPrice, optionStart, productOptions } = c;

  const { sizeOk, speedOk, bandOk } = q;
  const { minPrice: low, maxPrice: high } = q;
  // Products counted under each size name, delivery speed and sale band, each once.
  const sizeCounts = new Int32Array(c.sizeNames.length);
  const sizeLast = new Int32Array(sizeCounts.length).fill(-1);
  const speedCounts = new Int32Array(c.speeds.length + 1);
  const speedLast = new Int32Array(speedCounts.length).fill(-1);
  const bandCounts = new Int32Array(3);
  const bandLast = new Int32Array(bandCounts.length).fill(-1);
  const scope = q.scope;
  const inScope = scope ? scope.length : c.productIds.length;
  // One loop with its checks inlined: a function call per offer tripled its time.
  for (let k = 0; k < inScope; k += 1) {
    const p = scope ? (scope[k] ?? 0) : k;
    if (q.typeId !== undefined && c.type[p] !== q.typeId) continue;
    if (q.subTypeId !== undefined && c.subType[p] !== q.subTypeId) continue;
    const misses = q.chosenFacets.length === 0 ? 0 : productMisses(c, q, p);
    // A product failing two product filters counts under no option.
    if ((misses & (misses - 1)) !== 0) continue;
    let onSale = false;
    const end = offerStart[p + 1] ?? 0;
    for (let o = offerStart[p] ?? 0; o < end; o += 1) {
      let offerMissed = 0;
      if (sizeOk !== undefined && sizeOk[offerSize[o] ?? 0] !== 1) offerMissed |= SIZE;
      if (speedOk !== undefined && speedOk[offerSpeed[o] ?? 0] !== 1) offerMissed |= SPEED;
      if (bandOk !== undefined && bandOk[offerBand[o] ?? 0] !== 1) offerMissed |= SALE;
      // Its items cheapest first: the first not under the range tells whether one is within it.
      const itemsEnd = offerItemStart[o + 1] ?? 0;
      let i = offerItemStart[o] ?? 0;
      while (i < itemsEnd && (itemPrice[i] ?? 0) < low) i += 1;
      if (i === itemsEnd || (itemPrice[i] ?? 0) > high) offerMissed |= PRICE;
      if (offerMissed === 0) onSale = true;
      // The item facets and the price range count only products meeting every product filter.
      if (misses !== 0) {
        if (onSale) break;
        continue;
      }
      if ((offerMissed & ~SIZE) === 0) {
        const name = offerSizeName[o] ?? -1;
        if (name >= 0) {
          if (sizeLast[name] !== p) {
            sizeLast[name] = p;
            sizeCounts[name] = (sizeCounts[name] ?? 0) + 1;
          }
          const position = offerSizePosition[o] ?? 0;
          if (position < (sizePositions[name] ?? 0)) sizePositions[name] = position;
        }
      }
      if ((offerMissed & ~SPEED) === 0) {
        const speed = offerSpeed[o] ?? 0;
        if (speedLast[speed] !== p) {
          speedLast[speed] = p;
          speedCounts[speed] = (speedCounts[speed] ?? 0) + 1;
        }
      }
      const band = offerBand[o] ?? 0;
      if ((offerMissed & ~SALE) === 0 && band !== 0 && bandLast[band] !== p) {
        bandLast[band] = p;
        bandCounts[band] = (bandCounts[band] ?? 0) + 1;
      }
      if ((offerMissed & ~PRICE) === 0) {
        // Every item of the offer meets the other filters: its cheapest and dearest count.
        const cheapest = itemPrice[offerItemStart[o] ?? 0] ?? 0;
        const dearest = itemPrice[itemsEnd - 1] ?? 0;
        if (cheapest < minPrice) minPrice = cheapest;
        if (dearest > maxPrice) maxPrice = dearest;
      }
    }
    if (!onSale) continue;
    if (misses === 0) {
      matched[p] = 1;
      totalItems += 1;
    }
    // Meeting every product filter: counted under each of its options; failing one: under
    // that filter's options alone.
    const from = misses === 0 ? 0 : (q.chosenFacets[31 - Math.clz32(misses)] ?? 0);
    const to = misses === 0 ? FACET_COUNT : from + 1;
    const optionsEnd = optionStart[p * FACET_COUNT + to] ?? 0;
    for (let k2 = optionStart[p * FACET_COUNT + from] ?? 0; k2 < optionsEnd; k2 += 1) {
      const option = productOptions[k2] ?? 0;
      productCounts[option] = (productCounts[option] ?? 0) + 1;
    }
  }

  const byFacet = new Map<ProductFacet, { key: number | string; count: number }[]>(
    PRODUCT_FACETS.map((facet) => [facet, []]),
  );
  productCounts.forEach((count, option) => {
    const { facet, key } = c.options[option] ?? { facet: "categories", key: 0 };
    if (count > 0) byFacet.get(facet)?.push({ key, count });
  });
  const rows: FacetRow[] = [];
  for (const [facet, counted] of byFacet) rows.push(...productFacetRows(c, facet, counted));
  sizeCounts.forEach((count, name) => {
    if (count > 0) rows.push(itemRow("size", c.sizeNames[name] ?? "", count, sizePositions[name]));
  });
  speedCounts.forEach((count, speed) => {
    if (count > 0) rows.push(itemRow("deliverySpeed", c.speeds[speed - 1] ?? String(speed), count));
  });
  bandCounts.forEach((count, band) => {
    if (count > 0) rows.push(itemRow("sale", band === 2 ? "MORE_THAN_50" : "LESS_THAN_50", count));
  });
  // shapeFacets reads the price range from this row's prices alone.
  const priced = minPrice <= maxPrice;
  rows.push({
    ...itemRow("price", "", 0),
    minPrice: priced ? minPrice : null,
    maxPrice: priced ? maxPrice : null,
  });
  return { rows, matched, totalItems };
}

/** After a failed read, the next one waits this long (the statements answer meanwhile). */
const RETRY_MS = 5_000;

/** The index's life: read at start, stale on each change, read again in the background. */
export class CatalogueIndex {
  /** Bumped by each change: a snapshot read before it may miss the change. */
  private generation = 0;
  private held: { snapshot: CatalogueSnapshot; generation: number } | undefined;
  private reading: Promise<void> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly options: { now?: () => number; read?: typeof readCatalogueSnapshot } = {},
  ) {
    this.refresh();
  }

  /** The snapshot, when it holds the catalogue as it is now; undefined while none does. */
  current(): CatalogueSnapshot | undefined {
    if (this.held?.generation === this.generation) return this.held.snapshot;
    if (this.now() - this.failedAt >= RETRY_MS) this.refresh();
    return undefined;
  }

  /** The catalogue changed: the snapshot held is not used again, and a fresh one is read. */
  invalidate(): void {
    this.generation += 1;
    this.refresh();
  }

  /** Resolves when no read is under way: for tests and benches. */
  async settled(): Promise<void> {
    while (this.reading) await this.reading;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private refresh(): void {
    if (this.reading) return;
    const startedIn = this.generation;
    const read = this.options.read ?? readCatalogueSnapshot;
    this.reading = read(this.db)
      .then((snapshot) => {
        this.held = { snapshot, generation: startedIn };
      })
      .catch((error: unknown) => {
        this.failedAt = this.now();
        console.error(
          "[catalogue-index] reading the catalogue failed; listings use the database:",
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        this.reading = undefined;
        // A change during the read: read again, as what was read may not hold it.
        if (this.generation !== startedIn && this.now() - this.failedAt >= RETRY_MS) {
          this.refresh();
        }
      });
  }
}
