/**
 * The catalogue's rows fetched many ids at a time, for the request's batch loaders (the loadable
 * types and fields of product-schema.ts): products and their related rows, items, and the rows a
 * product points to. Rows come back in no particular order; the loaders put them under the ids
 * asked for. Those every product card reads are prepared statements (server/db/prepared.ts).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.ts";
import { idsPlaceholder, preparedOn } from "../db/prepared.ts";
import * as t from "../db/schema.ts";

type Ids = readonly number[];

/** The column is one of the ids of the placeholder `ids`. */
const amongIds = (column: AnyPgColumn) => sql`${column} = any(${idsPlaceholder("ids")})`;

const productsQuery = preparedOn((db) =>
  db
    .select(t.productColumns)
    .from(t.product)
    .where(and(amongIds(t.product.id), isNull(t.product.deletedAt)))
    .prepare("products_by_ids"),
);

export function productsByIds(db: Database, ids: Ids) {
  return productsQuery(db).execute({ ids: [...ids] });
}

const brandsQuery = preparedOn((db) =>
  db
    .select({ productId: t.productBrand.productId, brand: t.brand })
    .from(t.productBrand)
    .innerJoin(t.brand, eq(t.brand.id, t.productBrand.brandId))
    .where(and(amongIds(t.productBrand.productId), isNull(t.brand.deletedAt)))
    .prepare("brands_of_products"),
);

export function brandsOfProducts(db: Database, productIds: Ids) {
  return brandsQuery(db).execute({ ids: [...productIds] });
}

const colorsQuery = preparedOn((db) =>
  db
    .select({ productId: t.productColor.productId, color: t.color })
    .from(t.productColor)
    .innerJoin(t.color, eq(t.color.id, t.productColor.colorId))
    .where(and(amongIds(t.productColor.productId), isNull(t.color.deletedAt)))
    .orderBy(asc(t.productColor.position))
    .prepare("colors_of_products"),
);

/** In each product's own order of colours. */
export function colorsOfProducts(db: Database, productIds: Ids) {
  return colorsQuery(db).execute({ ids: [...productIds] });
}

const badgesQuery = preparedOn((db) =>
  db
    .select({ productId: t.productBadge.productId, badge: t.badge })
    .from(t.productBadge)
    .innerJoin(t.badge, eq(t.badge.id, t.productBadge.badgeId))
    .where(and(amongIds(t.productBadge.productId), isNull(t.badge.deletedAt)))
    .prepare("badges_of_products"),
);

export function badgesOfProducts(db: Database, productIds: Ids) {
  return badgesQuery(db).execute({ ids: [...productIds] });
}

const imagesQuery = preparedOn((db) =>
  db
    .select()
    .from(t.productImage)
    .where(and(amongIds(t.productImage.productId), isNull(t.productImage.deletedAt)))
    .orderBy(asc(t.productImage.position), asc(t.productImage.id))
    .prepare("images_of_products"),
);

/** In gallery order. */
export function imagesOfProducts(db: Database, productIds: Ids) {
  return imagesQuery(db).execute({ ids: [...productIds] });
}

export function propertiesOfProducts(db: Database, productIds: Ids) {
  return db
    .select()
    .from(t.productProperties)
    .where(inArray(t.productProperties.productId, [...productIds]));
}

const itemsQuery = preparedOn((db) =>
  db
    .select()
    .from(t.productItem)
    .where(
      and(
        amongIds(t.productItem.productId),
        eq(t.productItem.active, true),
        isNull(t.productItem.deletedAt),
      ),
    )
    .orderBy(asc(t.productItem.price), asc(t.productItem.id))
    .prepare("items_of_products"),
);

/** Every live item of the products, sold or not, cheapest first. */
export function itemsOfProducts(db: Database, productIds: Ids) {
  return itemsQuery(db).execute({ ids: [...productIds] });
}

export function productItemsByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.productItem)
    .where(and(inArray(t.productItem.id, [...ids]), isNull(t.productItem.deletedAt)));
}

export function sizesByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.size)
    .where(inArray(t.size.id, [...ids]));
}

export function suppliersByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.supplier)
    .where(inArray(t.supplier.id, [...ids]));
}

export function modelsByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.model)
    .where(inArray(t.model.id, [...ids]));
}

export function brandsByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.brand)
    .where(inArray(t.brand.id, [...ids]));
}

export function directoriesByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.directory)
    .where(inArray(t.directory.id, [...ids]));
}

export function categoriesByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.productCategory)
    .where(inArray(t.productCategory.id, [...ids]));
}

export function typesByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.productType)
    .where(inArray(t.productType.id, [...ids]));
}

export function subTypesByIds(db: Database, ids: Ids) {
  return db
    .select()
    .from(t.productSubType)
    .where(inArray(t.productSubType.id, [...ids]));
}

/** Each section's live filters, in display order. */
export function filtersOfDirectories(db: Database, directoryIds: Ids) {
  return db
    .select()
    .from(t.directoryFilter)
    .where(
      and(
        inArray(t.directoryFilter.directoryId, [...directoryIds]),
        isNull(t.directoryFilter.deletedAt),
      ),
    )
    .orderBy(asc(t.directoryFilter.position));
}
