/**
 * The catalogue in memory (docs/caching.md#the-catalogue-index): every product on sale with
 * what its filters read (section, category, brands, colours, seasons…), the size, delivery speed,
 * sale and price of each of its available items, and its place in each sort order. A catalogue
 * listing and its facet counts are answered from it in a few milliseconds, without a statement,
 * whatever the selection: a never-asked price range costs what a cached page does not.
 *
 * It answers exactly what listing-service.ts `matches` and facet-service.ts countFacets answer
 * (catalogue-count.ts over catalogue-snapshot.ts), and only while it holds the catalogue as it
 * is: a change announced by the database (server/db/changes.ts) makes it stale at once, the
 * callers fall back to the statements, and a fresh copy is read in the background.
 * Search selections (a query, or a list of product ids) are always left to the statements.
 */
import type { Database } from "../db/database.ts";
import type { CatalogueSnapshot } from "./catalogue-layout.ts";
import { readCatalogueSnapshot } from "./catalogue-snapshot.ts";
import { nonEmpty, type ProductSelection } from "./listing-service.ts";

/**
 * The snapshot that answers this selection now: none for a search's selection, nor while the
 * index is stale or still being read (the statements answer then).
 */
export function snapshotFor(
  context: { catalogueIndex?: object },
  s: ProductSelection,
): CatalogueSnapshot | undefined {
  if (s.search !== undefined || nonEmpty(s.productIds)) return undefined;
  return heldSnapshot(context);
}

/** The catalogue as the index holds it now, if it does (its slug lookups are kept with it). */
export function heldSnapshot(context: { catalogueIndex?: object }): CatalogueSnapshot | undefined {
  return context.catalogueIndex instanceof CatalogueIndex
    ? context.catalogueIndex.current()
    : undefined;
}

/** After a failed read, the next one waits this long (the statements answer meanwhile). */
const RETRY_MS = 5_000;

/** The index's life: read at start, stale on each change, read again in the background. */
export class CatalogueIndex {
  /** Bumped by each change: a snapshot read before it may miss the change. */
  private generation = 0;
  private held: { snapshot: CatalogueSnapshot; generation: number } | undefined;
  private reading: Promise<void> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly options: { now?: () => number; read?: typeof readCatalogueSnapshot } = {},
  ) {
    this.refresh();
  }

  /** The snapshot, when it holds the catalogue as it is now; undefined while none does. */
  current(): CatalogueSnapshot | undefined {
    if (this.held?.generation === this.generation) return this.held.snapshot;
    if (this.now() - this.failedAt >= RETRY_MS) this.refresh();
    return undefined;
  }

  /** The catalogue changed: the snapshot held is not used again, and a fresh one is read. */
  invalidate(): void {
    this.generation += 1;
    this.refresh();
  }

  /** Resolves when no read is under way (a failed one included): start-up, tests and benches. */
  async settled(): Promise<void> {
    while (this.reading) await this.reading;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private refresh(): void {
    if (this.reading) return;
    const startedIn = this.generation;
    const read = this.options.read ?? readCatalogueSnapshot;
    this.reading = read(this.db)
      .then((snapshot) => {
        this.held = { snapshot, generation: startedIn };
      })
      .catch((error: unknown) => {
        this.failedAt = this.now();
        console.error(
          "[catalogue-index] reading the catalogue failed; listings use the database:",
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        this.reading = undefined;
        // A change during the read: read again, as what was read may not hold it.
        if (this.generation !== startedIn && this.now() - this.failedAt >= RETRY_MS) {
          this.refresh();
        }
      });
  }
}
