/**
 * Per-request batch loaders, so that a list of products costs one query per relation rather
 * than one per product (no N+1). The queries are the domains' own (their services); this module,
 * imported by none of them, only batches them. Resolvers reach the loaders through the context,
 * whose type (server/graphql/context.ts) names no domain.
 */
import DataLoader from "dataloader";
import * as catalogue from "./catalogue/batch-service.ts";
import { photosOfReviews } from "./content/review-service.ts";
import type { Database } from "./db/database.ts";
import { countriesByIds } from "./geography/service.ts";
import { historiesOfOrderItems, itemsOfOrders } from "./orders/order-service.ts";
import type { Loaders } from "./graphql/context.ts";

type Ids = readonly number[];

/** Rows grouped under each requested key, in the keys' order (DataLoader's contract). */
function grouped<R>(keys: Ids, rows: R[], keyOf: (row: R) => number): R[][] {
  const groups = new Map<number, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** The row found for each requested key, or null, in the keys' order. */
function byKey<R>(keys: Ids, rows: R[], keyOf: (row: R) => number): (R | null)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

/** A loader of rows by their own id. */
function byId<R extends { id: number }>(load: (ids: Ids) => Promise<R[]>) {
  return new DataLoader<number, R | null>(async (ids) => byKey(ids, await load(ids), (r) => r.id));
}

/** A loader of each product's related rows, from rows that carry the product's id. */
function perProduct<R extends { productId: number }, V>(
  load: (ids: Ids) => Promise<R[]>,
  value: (row: R) => V,
) {
  return new DataLoader<number, V[]>(async (ids) =>
    grouped(ids, await load(ids), (row) => row.productId).map((group) => group.map(value)),
  );
}

export function createLoaders(db: Database): Loaders {
  const itself = <R>(row: R) => row;
  return {
    product: byId((ids) => catalogue.productsByIds(db, ids)),
    brandsOfProduct: perProduct(
      (ids) => catalogue.brandsOfProducts(db, ids),
      (row) => row.brand,
    ),
    colorsOfProduct: perProduct(
      (ids) => catalogue.colorsOfProducts(db, ids),
      (row) => row.color,
    ),
    badgesOfProduct: perProduct(
      (ids) => catalogue.badgesOfProducts(db, ids),
      (row) => row.badge,
    ),
    imagesOfProduct: perProduct((ids) => catalogue.imagesOfProducts(db, ids), itself),
    propertiesOfProduct: new DataLoader(async (ids) =>
      byKey(ids, await catalogue.propertiesOfProducts(db, ids), (row) => row.productId),
    ),
    itemsOfProduct: perProduct((ids) => catalogue.itemsOfProducts(db, ids), itself),
    productItem: byId((ids) => catalogue.productItemsByIds(db, ids)),
    size: byId((ids) => catalogue.sizesByIds(db, ids)),
    supplier: byId((ids) => catalogue.suppliersByIds(db, ids)),
    model: byId((ids) => catalogue.modelsByIds(db, ids)),
    brand: byId((ids) => catalogue.brandsByIds(db, ids)),
    directory: byId((ids) => catalogue.directoriesByIds(db, ids)),
    category: byId((ids) => catalogue.categoriesByIds(db, ids)),
    type: byId((ids) => catalogue.typesByIds(db, ids)),
    subType: byId((ids) => catalogue.subTypesByIds(db, ids)),
    photosOfReview: new DataLoader(async (ids) =>
      grouped(ids, await photosOfReviews(db, ids), (row) => row.reviewId),
    ),
    country: byId((ids) => countriesByIds(db, ids)),
    filtersOfDirectory: new DataLoader(async (ids) =>
      grouped(ids, await catalogue.filtersOfDirectories(db, ids), (row) => row.directoryId),
    ),
    itemsOfOrder: new DataLoader(async (ids) =>
      grouped(ids, await itemsOfOrders(db, ids), (row) => row.orderId),
    ),
    historyOfOrderItem: new DataLoader(async (ids) =>
      grouped(ids, await historiesOfOrderItems(db, ids), (row) => row.orderProductItemId),
    ),
  };
}
