/**
 * The catalogue as the catalogue index holds it (catalogue-index.ts,
 * docs/caching.md#the-catalogue-index): every product on sale with what its filters read
 * (section, category, brands, colours, seasons…), its offers (its available items by size, delivery speed and sale band, with their
 * prices) and its place in each sort order, read from the database in one statement and two small
 * ones, and laid out in typed arrays for catalogue-count.ts to count.
 */
import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import type { ProductSort } from "../graphql/enums.ts";
import { densify } from "./catalogue-dense.ts";
import {
  type CatalogueSnapshot,
  type Choice,
  FACET_COUNT,
  type ItemKeys,
  type ProductRow,
} from "./catalogue-layout.ts";
import { ENUM_FILTERS, type EnumFilterKey } from "./filters.ts";

export type { CatalogueSnapshot, Choice } from "./catalogue-layout.ts";
import { AVAILABLE_ITEM, OFFER_KEY } from "./listing-service.ts";

const SORTS: readonly ProductSort[] = [
  "CHEAP_FIRST",
  "EXPENSIVE_FIRST",
  "NEW_FIRST",
  "POPULAR_FIRST",
  "SALE_FIRST",
];

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
          array[${sql.join(
            ENUM_FILTERS.map((filter) =>
              filter.many
                ? sql`array_to_string(p.${sql.identifier(filter.column)}, ',')`
                : sql`p.${sql.identifier(filter.column)}::text`,
            ),
            sql`, `,
          )}] as enums,
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
    selectRows<{ kind: EnumFilterKey | "speed"; value: string; nameRank: number }>(
      db,
      sql`${sql.join(
        ENUM_FILTERS.map(
          (filter) => sql`select ${filter.key}::text as kind, v as value,
            row_number() over (order by v)::int as "nameRank"
            from unnest(enum_range(null::${sql.identifier(filter.pgType)})::text[]) v
          union all `,
        ),
      )}
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
    enumChoices: Object.fromEntries(
      ENUM_FILTERS.map((filter) => [filter.key, new Map<string, Choice>()]),
    ) as Record<EnumFilterKey, Map<string, Choice>>,
    options: [],
    optionIndex: new Map(),
    optionStart: new Int32Array(n * FACET_COUNT + 1),
    // Filled by densify.
    productOptions: new Int32Array(),
    offerStart: new Int32Array(),
    offerItemStart: new Int32Array(),
    offerLow: new Int32Array(),
    offerHigh: new Int32Array(),
    offerSize: new Int32Array(),
    offerSizeName: new Int32Array(),
    offerSizePosition: new Int32Array(),
    offerSpeed: new Uint8Array(),
    offerBand: new Uint8Array(),
    productLow: new Int32Array(),
    productHigh: new Int32Array(),
    productSizeStart: new Int32Array(),
    productSizeName: new Int32Array(),
    productSizePosition: new Int32Array(),
    productSpeeds: new Int32Array(),
    productBands: new Uint8Array(),
    sizeNames: [],
    sizeIdLimit: 0,
  };
  const keys: ItemKeys = {
    size: new Int32Array(items),
    speed: new Uint8Array(items),
    band: new Uint8Array(items),
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
      keys.size[item] = row.sizes[k] ?? 0;
      keys.speed[item] = row.speeds[k] ?? 0;
      const sale = row.sales[k] ?? 0;
      keys.band[item] = sale >= 50 ? 2 : sale > 0 ? 1 : 0;
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
  densify(snapshot, rows, keys);
  return snapshot;
}
