/**
 * The catalogue's reads other than listings (listing-service.ts) and facets (facet-service.ts):
 * sections, brands, one product, related products, size grids and the home page's merchandising.
 * Product ids come back in order; the GraphQL layer loads the rows through the request's loader.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { productNamedBy } from "./slug-history.ts";

type CollectionSlug = (typeof t.collectionSlugValues)[number];

/** Every live catalogue section, in menu order. */
export function listDirectories(db: Database) {
  return db
    .select()
    .from(t.directory)
    .where(isNull(t.directory.deletedAt))
    .orderBy(asc(t.directory.position), asc(t.directory.name));
}

/** Brands with products on sale, most prominent first. */
export function listBrandsOnSale(db: Database) {
  return db
    .select()
    .from(t.brand)
    .where(
      and(
        isNull(t.brand.deletedAt),
        sql`exists (select 1 from product_brand pb join product p on p.id = pb.product_id
                    where pb.brand_id = ${t.brand.id} and p.active and p.deleted_at is null)`,
      ),
    )
    .orderBy(desc(t.brand.positionScore), asc(t.brand.name));
}

/** A product on sale by id or, without one, by its slug, current or former. */
export async function findProductOnSale(
  db: Database,
  by: { id: number } | { slug: string },
): Promise<t.ProductRow | null> {
  const [row] = await db
    .select(t.productColumns)
    .from(t.product)
    .where(
      and(
        "id" in by ? eq(t.product.id, by.id) : productNamedBy(by.slug),
        isNull(t.product.deletedAt),
        eq(t.product.active, true),
      ),
    );
  return row ?? null;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** The same model in other colours, most sold first. */
export async function sameModelProductIds(
  db: Database,
  source: t.ProductRow,
  limit: number,
): Promise<number[]> {
  if (!source.modelId) return [];
  return ids(
    await selectRows<{ id: number }>(
      db,
      sql`select p.id from product p
          where p.model_id = ${source.modelId} and p.id <> ${source.id}
            and p.active and p.deleted_at is null and p.min_price is not null
          order by p.unit_sold desc, p.id limit ${limit}`,
    ),
  );
}

/** Other models of the same kind, the same type first, then the nearest price. */
export async function similarProductIds(
  db: Database,
  source: t.ProductRow,
  limit: number,
): Promise<number[]> {
  const price = source.minPrice ?? 0;
  return ids(
    await selectRows<{ id: number }>(
      db,
      sql`select p.id from product p
          where p.product_category_id is not distinct from ${source.productCategoryId}
            and p.id <> ${source.id}
            and p.model_id is distinct from ${source.modelId}
            and p.active and p.deleted_at is null and p.min_price is not null
          order by (p.product_type_id is not distinct from ${source.productTypeId}) desc,
                   abs(p.min_price - ${price}), p.id
          limit ${limit}`,
    ),
  );
}

/** Products other shoppers bought most recently (no personal data). */
export async function recentlyBoughtProductIds(db: Database, limit: number): Promise<number[]> {
  return ids(
    await selectRows<{ id: number }>(
      db,
      sql`select p.id from product p
          join (select i.product_id, max(opi.created_at) as bought_at
                from order_product_item opi join product_item i on i.id = opi.product_item_id
                where opi.deleted_at is null and opi.status <> 'CANCEL_PURCHASE'
                group by i.product_id) recent on recent.product_id = p.id
          where p.active and p.deleted_at is null and p.min_price is not null
          order by recent.bought_at desc, p.id limit ${limit}`,
    ),
  );
}

export async function findSizeGrid(db: Database, id: number) {
  const [grid] = await db.select().from(t.sizeGrid).where(eq(t.sizeGrid.id, id));
  return grid ?? null;
}

/** A size grid's rows, smallest first. */
export function sizesOfGrid(db: Database, sizeGridId: number) {
  return db
    .select()
    .from(t.size)
    .where(and(eq(t.size.sizeGridId, sizeGridId), isNull(t.size.deletedAt)))
    .orderBy(asc(t.size.position));
}

/** The collections running at `now`, or only those of the given slugs. */
export function runningCollections(db: Database, now: Date, slugs?: readonly CollectionSlug[]) {
  return db
    .select()
    .from(t.collection)
    .where(
      and(
        isNull(t.collection.deletedAt),
        eq(t.collection.active, true),
        slugs?.length ? inArray(t.collection.slug, [...slugs]) : undefined,
        or(isNull(t.collection.publishAt), lte(t.collection.publishAt, now)),
        or(isNull(t.collection.finishAt), gt(t.collection.finishAt, now)),
      ),
    )
    .orderBy(asc(t.collection.id));
}

/** A collection's products on sale, in its order. */
export async function collectionProductIds(
  db: Database,
  collectionId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: t.collectionProduct.productId })
    .from(t.collectionProduct)
    .innerJoin(t.product, eq(t.product.id, t.collectionProduct.productId))
    .where(
      and(
        eq(t.collectionProduct.collectionId, collectionId),
        eq(t.product.active, true),
        isNull(t.product.deletedAt),
      ),
    )
    .orderBy(asc(t.collectionProduct.position))
    .limit(limit);
  return ids(rows);
}

/** The home page's live promotional selections, in order. */
export function listPromoSelections(db: Database) {
  return db
    .select()
    .from(t.promoSelection)
    .where(and(isNull(t.promoSelection.deletedAt), eq(t.promoSelection.active, true)))
    .orderBy(asc(t.promoSelection.position));
}

/** A promotional selection's products, in its order. */
export async function promoSelectionProductIds(
  db: Database,
  promoSelectionId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: t.promoSelectionProduct.productId })
    .from(t.promoSelectionProduct)
    .where(eq(t.promoSelectionProduct.promoSelectionId, promoSelectionId))
    .orderBy(asc(t.promoSelectionProduct.position))
    .limit(limit);
  return ids(rows);
}
