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
import type { RowSharing } from "./graphql/shared-rows.ts";

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

/** A batch function that reads through the shared rows when the request may. */
function shared<V>(
  sharing: RowSharing | undefined,
  kind: string,
  batch: (ids: Ids) => Promise<V[]>,
): (ids: Ids) => Promise<V[]> {
  if (!sharing) return batch;
  return (ids) => (sharing.publicRead ? sharing.rows.load(kind, ids, batch) : batch(ids));
}

export function createLoaders(db: Database, sharing?: RowSharing): Loaders {
  const card = <V>(kind: string, batch: (ids: Ids) => Promise<V[]>) =>
    new DataLoader<number, V>(shared(sharing, kind, batch));
  return {
    product: card("product", async (ids) =>
      byKey(ids, await catalogue.productsByIds(db, ids), (row) => row.id),
    ),
    brandsOfProduct: card("brands", async (ids) =>
      grouped(ids, await catalogue.brandsOfProducts(db, ids), (row) => row.productId).map((group) =>
        group.map((row) => row.brand),
      ),
    ),
    colorsOfProduct: card("colors", async (ids) =>
      grouped(ids, await catalogue.colorsOfProducts(db, ids), (row) => row.productId).map((group) =>
        group.map((row) => row.color),
      ),
    ),
    badgesOfProduct: card("badges", async (ids) =>
      grouped(ids, await catalogue.badgesOfProducts(db, ids), (row) => row.productId).map((group) =>
        group.map((row) => row.badge),
      ),
    ),
    imagesOfProduct: card("images", async (ids) =>
      grouped(ids, await catalogue.imagesOfProducts(db, ids), (row) => row.productId),
    ),
    propertiesOfProduct: new DataLoader(async (ids) =>
      byKey(ids, await catalogue.propertiesOfProducts(db, ids), (row) => row.productId),
    ),
    itemsOfProduct: card("items", async (ids) =>
      grouped(ids, await catalogue.itemsOfProducts(db, ids), (row) => row.productId),
    ),
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
