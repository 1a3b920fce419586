/**
 * Batch loading as the domains declare it (docs/architecture.md#batch-loading), so that a list of
 * products costs one query per relation rather than one per product (no N+1). Each domain declares
 * its loaders with its types, through Pothos's dataloader plugin: a type loaded by id is a
 * loadable object (fields return its id), a relation read by one field is a loadable field, and a
 * relation several fields read is a request loader of the domain's own (`requestLoader`). The
 * loaders live on the request's context, built on first use, and this module names no domain.
 */
import { createContextCache } from "@pothos/core";
import type { LoadableRef } from "@pothos/plugin-dataloader";
import DataLoader from "dataloader";
import type { ShopContext } from "./context.ts";

export type Ids = readonly number[];

/** Rows grouped under each requested key, in the keys' order (DataLoader's contract). */
export function grouped<R>(keys: Ids, rows: R[], keyOf: (row: R) => number): R[][] {
  const groups = new Map<number, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** The row found for each requested key, or null, in the keys' order. */
export function byKey<R>(keys: Ids, rows: R[], keyOf: (row: R) => number): (R | null)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

/**
 * What `batch` gives for each id, read through the shared rows (shared-rows.ts) when the request
 * is a guest's public read, under `kind`; from the database otherwise.
 */
export function throughSharedRows<V>(
  ctx: ShopContext,
  kind: string,
  ids: Ids,
  batch: (ids: Ids) => Promise<V[]>,
): Promise<V[]> {
  const sharing = ctx.rowSharing;
  return sharing?.publicRead ? sharing.rows.load(kind, ids, batch) : batch(ids);
}

/**
 * A loader by id for a domain's relation that several fields read, built on its first use in a
 * request and kept for the request: `itemsOfProduct(ctx).load(product.id)`.
 */
export function requestLoader<V>(
  batch: (ids: Ids, ctx: ShopContext) => Promise<V[]>,
): (ctx: ShopContext) => DataLoader<number, V> {
  return createContextCache(
    (ctx: ShopContext) => new DataLoader<number, V>((ids) => batch(ids, ctx)),
  );
}

/**
 * A loadable type's row by id through the request's loader: null when no live row has that id
 * (the types' `sort` leaves such a key null, which the loader's type does not say).
 */
export async function loadRow<V>(
  ref: LoadableRef<number, V, ShopContext>,
  ctx: ShopContext,
  id: number,
): Promise<V | null> {
  const loader: DataLoader<number, V | null> = ref.getDataloader(ctx);
  return loader.load(id);
}

/** A loadable type's rows by id, in the ids' order, leaving out the ids with no live row. */
export async function loadRows<V>(
  ref: LoadableRef<number, V, ShopContext>,
  ctx: ShopContext,
  ids: Ids,
): Promise<V[]> {
  const loader: DataLoader<number, V | null> = ref.getDataloader(ctx);
  const rows = await loader.loadMany(ids);
  return rows.filter((row): row is V => row !== null && !(row instanceof Error));
}
