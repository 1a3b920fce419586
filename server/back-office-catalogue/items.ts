/**
 * The catalogue as the back office sees and changes it (docs/back-office.md#каталог-и-цены): an
 * item (a size of a product from one supplier, one pair) with its price, old price and stock, and
 * a product's visibility. Every change is written in batches of one statement each and followed by
 * the product's denormalised prices; the database's triggers then tell the storefront's caches
 * (server/db/changes.ts) when the transaction commits.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import { refreshProductDenormals, refreshProductOffers } from "../catalogue/denormalise.ts";
import { saleOf } from "../../shared/catalogue-prices.ts";

/** Where an item stands, in the words of docs/cart.md#local-cart. */
export type StaffItemState = "ON_SALE" | "RESERVED" | "SOLD" | "WITHDRAWN";

/** An item as the back office lists, exports and checks it. */
export interface StaffItem {
  id: number;
  productId: number;
  productSlug: string;
  productName: string;
  /** The product's brands, joined with « × ». */
  brand: string;
  size: string;
  supplier: string;
  price: number;
  oldPrice: number | null;
  sale: number;
  /** 1 while the pair can be sold or is reserved by an order being paid, else 0. */
  stock: number;
  state: StaffItemState;
  /** The product's visibility (product.active). */
  visible: boolean;
}

interface ItemRecord {
  id: number;
  product_id: number;
  product_slug: string;
  product_name: string;
  brand: string | null;
  size: string;
  supplier: string;
  price: number;
  old_price: number | null;
  sale: number;
  active: boolean;
  is_sold: boolean;
  is_reserved: boolean;
  visible: boolean;
}

function itemState(row: ItemRecord): StaffItemState {
  if (row.is_sold) return "SOLD";
  if (!row.active) return "WITHDRAWN";
  if (row.is_reserved) return "RESERVED";
  return "ON_SALE";
}

function toStaffItem(row: ItemRecord): StaffItem {
  const state = itemState(row);
  return {
    id: row.id,
    productId: row.product_id,
    productSlug: row.product_slug,
    productName: row.product_name,
    brand: row.brand ?? "",
    size: row.size,
    supplier: row.supplier,
    price: row.price,
    oldPrice: row.old_price,
    sale: row.sale,
    stock: state === "ON_SALE" || state === "RESERVED" ? 1 : 0,
    state,
    visible: row.visible,
  };
}

/** The live items (neither item nor product deleted) `where` picks, by product, size and supplier. */
const itemsWhere = (where: SQL, after = 0, limit?: number, lock = false) => sql`
  select i.id, i.product_id, p.slug as product_slug, p.name as product_name,
    (select string_agg(b.name, ' × ' order by b.name)
       from product_brand pb join brand b on b.id = pb.brand_id
       where pb.product_id = p.id) as brand,
    s.name as size, sup.name as supplier, i.price, i.old_price, i.sale, i.active, i.is_sold,
    i.is_reserved, p.active as visible
  from product_item i
  join product p on p.id = i.product_id
  join size s on s.id = i.size_id
  join supplier sup on sup.id = i.supplier_id
  where i.deleted_at is null and p.deleted_at is null and i.id > ${after} and ${where}
  order by i.id
  ${limit === undefined ? sql`` : sql`limit ${limit}`}
  ${lock ? sql`for update of i` : sql``}
`;

/**
 * The items with these ids that are live; unknown or deleted ids are left out. `lock` holds their
 * rows until the caller's transaction ends, so that no order reserves or sells one between the
 * check of a change and its write.
 */
export async function itemsByIds(
  db: Database,
  ids: readonly number[],
  lock = false,
): Promise<StaffItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<ItemRecord>(
    db,
    itemsWhere(sql`i.id = any(${sql.param([...ids])}::int[])`, 0, undefined, lock),
  );
  return rows.map(toStaffItem);
}

/** A product's live items, by size position and supplier. */
export async function itemsOfProduct(db: Database, productId: number): Promise<StaffItem[]> {
  const rows = await selectRows<ItemRecord & { position: number }>(
    db,
    sql`select * from (${itemsWhere(sql`i.product_id = ${productId}`)}) items
      order by (select position from size where size.name = items.size limit 1), supplier, id`,
  );
  return rows.map(toStaffItem);
}

/** Every live item after `after` by id, `limit` at a time: what the CSV export streams. */
export async function itemsPage(db: Database, after: number, limit: number): Promise<StaffItem[]> {
  return (await selectRows<ItemRecord>(db, itemsWhere(sql`true`, after, limit))).map(toStaffItem);
}

/** What one item is to become. `stock` 0 withdraws a pair, 1 puts it back on sale. */
export interface ItemChange {
  id: number;
  productId: number;
  price: number;
  oldPrice: number | null;
  stock: number;
}

/** A product's visibility to become. */
export interface VisibilityChange {
  productId: number;
  visible: boolean;
}

/** Statements are sent this many rows at a time (docs/back-office.md#каталог-и-цены). */
export const APPLY_BATCH = 1000;

/**
 * Writes `items` and `products` in `db` (the caller's transaction), a batch of APPLY_BATCH rows
 * per statement, calling `progress` with the rows written so far; then refreshes the changed
 * products' prices (and, for a visibility change, their search words).
 */
export async function applyChanges(
  db: Database,
  items: readonly ItemChange[],
  products: readonly VisibilityChange[],
  progress: (done: number) => Promise<void> | void = () => undefined,
): Promise<void> {
  let done = 0;
  for (let start = 0; start < items.length; start += APPLY_BATCH) {
    const batch = items.slice(start, start + APPLY_BATCH);
    await db.execute(sql`
      update product_item i
      set price = v.price, old_price = v.old_price, sale = v.sale,
        -- A sold pair stays as its order left it: its stock is 0 whatever is written.
        active = case when i.is_sold then i.active else v.active end, updated_at = now()
      from unnest(
        ${sql.param(batch.map((item) => item.id))}::int[],
        ${sql.param(batch.map((item) => item.price))}::int[],
        ${sql.param(batch.map((item) => item.oldPrice))}::int[],
        ${sql.param(batch.map((item) => saleOf(item.price, item.oldPrice)))}::int[],
        ${sql.param(batch.map((item) => item.stock > 0))}::boolean[]
      ) as v(id, price, old_price, sale, active)
      where i.id = v.id
    `);
    done += batch.length;
    await progress(done);
  }
  for (let start = 0; start < products.length; start += APPLY_BATCH) {
    const batch = products.slice(start, start + APPLY_BATCH);
    await db.execute(sql`
      update product p set active = v.active, updated_at = now()
      from unnest(
        ${sql.param(batch.map((product) => product.productId))}::int[],
        ${sql.param(batch.map((product) => product.visible))}::boolean[]
      ) as v(id, active)
      where p.id = v.id
    `);
  }
  const priced = [...new Set(items.map((item) => item.productId))];
  for (let start = 0; start < priced.length; start += APPLY_BATCH) {
    await refreshProductOffers(db, priced.slice(start, start + APPLY_BATCH));
  }
  if (products.length > 0) {
    await refreshProductDenormals(
      db,
      products.map((product) => product.productId),
    );
  }
}
