import DataLoader from "dataloader";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

/** Rows grouped under each requested key, in the keys' order (DataLoader's contract). */
function grouped<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

function byId<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

/**
 * Per-request batch loaders, so that a list of products costs one query per relation rather
 * than one per product (no N+1).
 */
export function createLoaders(db: Database) {
  const live = (table: { deletedAt: AnyPgColumn }) => isNull(table.deletedAt);

  return {
    product: new DataLoader<number, t.ProductRow | null>(async (ids) =>
      byId(
        ids,
        await db
          .select(t.productColumns)
          .from(t.product)
          .where(and(inArray(t.product.id, [...ids]), live(t.product))),
        (row) => row.id,
      ),
    ),
    brandsOfProduct: new DataLoader<number, (typeof t.brand.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select({ productId: t.productBrand.productId, brand: t.brand })
        .from(t.productBrand)
        .innerJoin(t.brand, eq(t.brand.id, t.productBrand.brandId))
        .where(and(inArray(t.productBrand.productId, [...ids]), live(t.brand)));
      return grouped(ids, rows, (row) => row.productId).map((group) =>
        group.map((row) => row.brand),
      );
    }),
    colorsOfProduct: new DataLoader<number, (typeof t.color.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select({ productId: t.productColor.productId, color: t.color })
        .from(t.productColor)
        .innerJoin(t.color, eq(t.color.id, t.productColor.colorId))
        .where(and(inArray(t.productColor.productId, [...ids]), live(t.color)))
        .orderBy(asc(t.productColor.position));
      return grouped(ids, rows, (row) => row.productId).map((group) =>
        group.map((row) => row.color),
      );
    }),
    badgesOfProduct: new DataLoader<number, (typeof t.badge.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select({ productId: t.productBadge.productId, badge: t.badge })
        .from(t.productBadge)
        .innerJoin(t.badge, eq(t.badge.id, t.productBadge.badgeId))
        .where(and(inArray(t.productBadge.productId, [...ids]), live(t.badge)));
      return grouped(ids, rows, (row) => row.productId).map((group) =>
        group.map((row) => row.badge),
      );
    }),
    imagesOfProduct: new DataLoader<number, (typeof t.productImage.$inferSelect)[]>(async (ids) =>
      grouped(
        ids,
        await db
          .select()
          .from(t.productImage)
          .where(and(inArray(t.productImage.productId, [...ids]), live(t.productImage)))
          .orderBy(asc(t.productImage.position), asc(t.productImage.id)),
        (row) => row.productId,
      ),
    ),
    propertiesOfProduct: new DataLoader<number, typeof t.productProperties.$inferSelect | null>(
      async (ids) =>
        byId(
          ids,
          await db
            .select()
            .from(t.productProperties)
            .where(inArray(t.productProperties.productId, [...ids])),
          (row) => row.productId,
        ),
    ),
    /** Every live item of a product, sold or not, cheapest first. */
    itemsOfProduct: new DataLoader<number, (typeof t.productItem.$inferSelect)[]>(async (ids) =>
      grouped(
        ids,
        await db
          .select()
          .from(t.productItem)
          .where(
            and(
              inArray(t.productItem.productId, [...ids]),
              eq(t.productItem.active, true),
              live(t.productItem),
            ),
          )
          .orderBy(asc(t.productItem.price), asc(t.productItem.id)),
        (row) => row.productId,
      ),
    ),
    productItem: new DataLoader<number, typeof t.productItem.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.productItem)
          .where(and(inArray(t.productItem.id, [...ids]), live(t.productItem))),
        (row) => row.id,
      ),
    ),
    size: new DataLoader<number, typeof t.size.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.size)
          .where(inArray(t.size.id, [...ids])),
        (r) => r.id,
      ),
    ),
    supplier: new DataLoader<number, typeof t.supplier.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.supplier)
          .where(inArray(t.supplier.id, [...ids])),
        (r) => r.id,
      ),
    ),
    model: new DataLoader<number, typeof t.model.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.model)
          .where(inArray(t.model.id, [...ids])),
        (r) => r.id,
      ),
    ),
    brand: new DataLoader<number, typeof t.brand.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.brand)
          .where(inArray(t.brand.id, [...ids])),
        (r) => r.id,
      ),
    ),
    directory: new DataLoader<number, typeof t.directory.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.directory)
          .where(inArray(t.directory.id, [...ids])),
        (r) => r.id,
      ),
    ),
    category: new DataLoader<number, typeof t.productCategory.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.productCategory)
          .where(inArray(t.productCategory.id, [...ids])),
        (r) => r.id,
      ),
    ),
    type: new DataLoader<number, typeof t.productType.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.productType)
          .where(inArray(t.productType.id, [...ids])),
        (r) => r.id,
      ),
    ),
    subType: new DataLoader<number, typeof t.productSubType.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.productSubType)
          .where(inArray(t.productSubType.id, [...ids])),
        (r) => r.id,
      ),
    ),
    photosOfReview: new DataLoader<number, (typeof t.reviewPhoto.$inferSelect)[]>(async (ids) =>
      grouped(
        ids,
        await db
          .select()
          .from(t.reviewPhoto)
          .where(and(inArray(t.reviewPhoto.reviewId, [...ids]), live(t.reviewPhoto)))
          .orderBy(asc(t.reviewPhoto.id)),
        (row) => row.reviewId,
      ),
    ),
    country: new DataLoader<number, typeof t.country.$inferSelect | null>(async (ids) =>
      byId(
        ids,
        await db
          .select()
          .from(t.country)
          .where(inArray(t.country.id, [...ids])),
        (r) => r.id,
      ),
    ),
    filtersOfDirectory: new DataLoader<number, (typeof t.directoryFilter.$inferSelect)[]>(
      async (ids) =>
        grouped(
          ids,
          await db
            .select()
            .from(t.directoryFilter)
            .where(and(inArray(t.directoryFilter.directoryId, [...ids]), live(t.directoryFilter)))
            .orderBy(asc(t.directoryFilter.position)),
          (row) => row.directoryId,
        ),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
