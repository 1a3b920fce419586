/**
 * The catalogue's rows a product card reads (the product, its brands, colours, badges, pictures
 * and items), kept between requests for guests' public reads (docs/caching.md#shared-product-rows):
 * a listing never asked before (a new filter, a new price range) still shows products other pages
 * showed, and reads them from memory instead of five statements.
 *
 * Kept only as the read cache keeps answers: for a query whose every root field is a public read
 * and that carries no Authorization header (read-cache.ts `isPublicRead`); a mutation, a checkout
 * or a signed-in shopper's request always reads the database. Everything is dropped when the
 * database announces a catalogue change, and rows read before a change are not kept.
 */
import { LRUCache } from "lru-cache";

/**
 * A request's way to the shared rows: the loaders read through them (loading.ts
 * throughSharedRows) once the API has found the operation to be a guest's public read
 * (server/index.ts sets `publicRead`).
 */
export interface RowSharing {
  rows: SharedRows;
  publicRead: boolean;
}

/** Products whose rows are kept at most, for each kind of row. */
const MAX_PRODUCTS = 5_000;

export class SharedRows {
  private readonly kinds = new Map<string, LRUCache<number, { rows: unknown }>>();
  /** Bumped by each change: rows read before it may miss the change. */
  private generation = 0;

  /** The catalogue changed: nothing kept is given again. */
  invalidate(): void {
    this.generation += 1;
    this.kinds.clear();
  }

  /**
   * What `load` gives for each id, from memory for the ids kept and by one call of `load` for
   * the others (whose answers are kept, unless the catalogue changed meanwhile).
   */
  async load<V>(
    kind: string,
    ids: readonly number[],
    load: (ids: readonly number[]) => Promise<V[]>,
  ) {
    let kept = this.kinds.get(kind);
    if (!kept) {
      kept = new LRUCache({ max: MAX_PRODUCTS });
      this.kinds.set(kind, kept);
    }
    const values = new Array<V>(ids.length);
    const missing: number[] = [];
    ids.forEach((id, index) => {
      const entry = kept.get(id);
      if (entry) values[index] = entry.rows as V;
      else missing.push(index);
    });
    if (missing.length === 0) return values;
    const startedIn = this.generation;
    const loaded = await load(missing.map((index) => ids[index] ?? 0));
    const keep = this.generation === startedIn ? this.kinds.get(kind) : undefined;
    missing.forEach((index, k) => {
      const value = loaded[k] as V;
      values[index] = value;
      // An Error (DataLoader's way to fail one key) is never kept.
      if (keep && !(value instanceof Error)) keep.set(ids[index] ?? 0, { rows: value });
    });
    return values;
  }
}
