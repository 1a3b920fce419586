/**
 * One item's price, old price and stock, and one product's visibility, changed from the back
 * office's catalogue page (docs/back-office.md#каталог-и-цены); and the product search that page
 * starts from. Each change is checked with the rules of shared/catalogue-prices.ts and the
 * item's state, written in one transaction, and answered with what it was and what it became
 * (what the audit log records).
 */
import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import { badUserInput } from "../graphql/errors.ts";
import { itemValuesInput, type ItemValues } from "../../shared/catalogue-prices.ts";
import { applyChanges, itemsByIds, type StaffItem } from "./items.ts";

export const EDIT_MESSAGES = {
  itemNotFound: "Позиция не найдена: её удалили или номер неверен",
  productNotFound: "Товар не найден",
  sold: "Эта пара уже продана: её остаток может быть только 0",
  reserved:
    "Эта пара в резерве у заказа, который ждёт оплаты: снять её можно после оплаты или отмены заказа",
} as const;

/** Why `stock` cannot be written for `item` as it stands, or null when it can. */
export function stockRefusal(item: Pick<StaffItem, "state">, stock: number): string | null {
  if (item.state === "SOLD" && stock > 0) return EDIT_MESSAGES.sold;
  if (item.state === "RESERVED" && stock === 0) return EDIT_MESSAGES.reserved;
  return null;
}

/** An item's values before and after a change. */
export interface ItemEdit {
  item: StaffItem;
  before: ItemValues;
  after: ItemValues;
}

const valuesOf = (item: StaffItem): ItemValues => ({
  price: item.price,
  oldPrice: item.oldPrice,
  stock: item.stock,
});

/**
 * Sets one item's price, old price and stock (`input` as the API was sent it: kopecks). Refuses
 * with a Russian BAD_USER_INPUT naming the field.
 */
export async function editItem(db: Database, itemId: number, input: unknown): Promise<ItemEdit> {
  const parsed = itemValuesInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badUserInput(issue?.message ?? "Неверные данные", String(issue?.path[0] ?? ""));
  }
  const after = parsed.data;
  return db.transaction(async (tx) => {
    const [item] = await itemsByIds(tx, [itemId], true);
    if (!item) throw badUserInput(EDIT_MESSAGES.itemNotFound, "itemId");
    const refusal = stockRefusal(item, after.stock);
    if (refusal) throw badUserInput(refusal, "stock");
    await applyChanges(tx, [{ id: item.id, productId: item.productId, ...after }], []);
    const [changed] = await itemsByIds(tx, [itemId]);
    return { item: changed ?? item, before: valuesOf(item), after };
  });
}

/** Shows or hides a product in the storefront; answers its visibility before the change. */
export async function setProductVisibility(
  db: Database,
  productId: number,
  visible: boolean,
): Promise<{ before: boolean; after: boolean }> {
  return db.transaction(async (tx) => {
    const [product] = await selectRows<{ active: boolean }>(
      tx,
      sql`select active from product where id = ${productId} and deleted_at is null for update`,
    );
    if (!product) throw badUserInput(EDIT_MESSAGES.productNotFound, "productId");
    if (product.active !== visible) await applyChanges(tx, [], [{ productId, visible }]);
    return { before: product.active, after: visible };
  });
}

/** A product as the back office's search lists it. */
export interface StaffProduct {
  id: number;
  name: string;
  slug: string;
  brand: string;
  visible: boolean;
  /** Live items, and those of them a shopper can buy now. */
  items: number;
  onSale: number;
}

/** At most this many products answer a search. */
export const STAFF_SEARCH_LIMIT = 30;

/**
 * Live products whose name, slug or brand holds every word of `query` (case and «ё» aside), by
 * name; the newest first without a query; only `productId` when given.
 */
export async function searchProducts(
  db: Database,
  query: string,
  limit = STAFF_SEARCH_LIMIT,
  productId?: number,
): Promise<StaffProduct[]> {
  const words = query
    .toLowerCase()
    .replaceAll("ё", "е")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    // LIKE's own characters are matched as themselves.
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const haystack = sql`replace(lower(p.name || ' ' || p.slug || ' ' || coalesce((
      select string_agg(b.name, ' ') from product_brand pb join brand b on b.id = pb.brand_id
      where pb.product_id = p.id), '')), 'ё', 'е')`;
  const matches = words.map((word) => sql`${haystack} like ${word}`);
  if (productId !== undefined) matches.push(sql`p.id = ${productId}`);
  return selectRows<StaffProduct>(
    db,
    sql`
      select p.id, p.name, p.slug, p.active as visible,
        coalesce((select string_agg(b.name, ' × ' order by b.name)
          from product_brand pb join brand b on b.id = pb.brand_id
          where pb.product_id = p.id), '') as brand,
        (select count(*)::int from product_item i
          where i.product_id = p.id and i.deleted_at is null) as items,
        (select count(*)::int from product_item i
          where i.product_id = p.id and i.deleted_at is null and i.active and not i.is_sold
            and not i.is_reserved) as "onSale"
      from product p
      where p.deleted_at is null ${matches.length > 0 ? sql`and ${sql.join(matches, sql` and `)}` : sql``}
      order by ${words.length > 0 ? sql`p.name, p.id` : sql`p.id desc`}
      limit ${limit}
    `,
  );
}
