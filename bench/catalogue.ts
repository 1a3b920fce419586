/**
 * The catalogue's hot paths over a large catalogue, on PGlite and on PostgreSQL, through the
 * in-process shop API (createShopApi(...).fetch): a filtered listing, and search as the header
 * popup and the /search page call it. Each database is the bench's own, seeded once with
 * `scripts/seed.ts --reset --products N` when it holds fewer products, and reused afterwards.
 */
import { loadavg } from "node:os";
import { Bench } from "tinybench";
import { type DatabaseHandle, openDatabase } from "../server/db/database.ts";
import { createShopApi, type ShopApi } from "../server/index.ts";
import { type BenchDatabase, benchDatabaseUrls, prepare } from "./bench-database.ts";
import {
  FILTERED,
  listings,
  SEARCH_PAGE,
  SEARCH_PAGE_FILTERS,
  SEARCH_POPUP,
  searchQueries,
} from "./operations.ts";

export type { BenchDatabase };

export interface CatalogueBenchOptions {
  products: number;
  databases: BenchDatabase[];
  /** Milliseconds each task runs (after a warm-up). */
  time: number;
}

export interface CatalogueBenchRow {
  operation: string;
  database: BenchDatabase;
  "p50 ms": string;
  "p95 ms": string;
  "p99 ms": string;
  "ops/s": number;
  samples: number;
}

async function graphql(api: ShopApi, query: string, variables: Record<string, unknown>) {
  const response = await api.fetch(
    new Request("http://bench/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || body.errors) {
    throw new Error(`HTTP ${response.status}: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

/** Cycles through a list, one entry per call. */
function rotating<T>(values: readonly T[]): () => T {
  let next = 0;
  return () => values[next++ % values.length] as T;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The 1-minute load average against the number of cores. */
function loadAverage() {
  return `${(loadavg()[0] ?? 0).toFixed(2)}`;
}

async function measure(
  database: BenchDatabase,
  handle: DatabaseHandle,
  time: number,
): Promise<CatalogueBenchRow[]> {
  const api = createShopApi({ db: handle.db });
  const nextListing = rotating(listings);
  const nextPopup = rotating(searchQueries);
  const nextPage = rotating(searchQueries);
  const nextFiltersPage = rotating(searchQueries);

  // One pass first: every request must succeed, and the hit counts say what is measured.
  for (const dto of listings) {
    const data = (await graphql(api, FILTERED, { dto })) as {
      filteredProducts: { pagination: { totalItems: number } };
    };
    console.log(
      `  ${database} filteredProducts ${dto.filters.brand[0]}/${dto.filters.size[0]}: ${data.filteredProducts.pagination.totalItems} products`,
    );
  }
  const hits: string[] = [];
  for (const text of searchQueries) {
    const data = (await graphql(api, SEARCH_POPUP, {
      dto: { query: text, pagination: { page: 1, limit: 8 } },
    })) as { searchFilteredProducts: { pagination: { totalItems: number } } };
    hits.push(`«${text}» ${data.searchFilteredProducts.pagination.totalItems}`);
  }
  console.log(`  ${database} search hits: ${hits.join(", ")}`);

  const bench = new Bench({ time, warmupTime: Math.min(1000, time / 2), throws: true });
  bench
    .add("filteredProducts: obuv + brand + size + FAST, CHEAP_FIRST, 24", async () => {
      await graphql(api, FILTERED, { dto: nextListing() });
    })
    .add("searchFilteredProducts popup: limit 8, suggestions", async () => {
      await graphql(api, SEARCH_POPUP, {
        dto: { query: nextPopup(), pagination: { page: 1, limit: 8 } },
      });
    })
    .add("searchFilteredProducts page: limit 24, suggestions", async () => {
      await graphql(api, SEARCH_PAGE, {
        dto: { query: nextPage(), pagination: { page: 1, limit: 24 } },
      });
    })
    .add("searchFilteredProducts page: limit 24, filterList", async () => {
      await graphql(api, SEARCH_PAGE_FILTERS, {
        dto: { query: nextFiltersPage(), pagination: { page: 1, limit: 24 } },
      });
    });
  await bench.run();

  // The popup per query: what a broad one («кроссовки», 40 % of the catalogue) costs.
  const perQuery: Record<string, string> = {};
  for (const text of searchQueries) {
    const times: number[] = [];
    for (let run = 0; run < 15; run += 1) {
      const started = performance.now();
      await graphql(api, SEARCH_POPUP, { dto: { query: text, pagination: { page: 1, limit: 8 } } });
      times.push(performance.now() - started);
    }
    perQuery[`«${text}»`] = `${percentile(
      times.sort((a, b) => a - b),
      0.5,
    ).toFixed(1)} ms`;
  }
  console.log(`  ${database} popup, median of 15 per query:`);
  console.table(perQuery);

  return bench.tasks.map(({ name, result }) => {
    const samples = [...(result?.latency.samples ?? [])].sort((a, b) => a - b);
    return {
      operation: name,
      database,
      "p50 ms": percentile(samples, 0.5).toFixed(1),
      "p95 ms": percentile(samples, 0.95).toFixed(1),
      "p99 ms": percentile(samples, 0.99).toFixed(1),
      "ops/s": Math.round(result?.throughput.mean ?? 0),
      samples: samples.length,
    };
  });
}

/** Prepares each database, then measures it; returns one row per operation and database. */
export async function benchCatalogue(options: CatalogueBenchOptions): Promise<CatalogueBenchRow[]> {
  const rows: CatalogueBenchRow[] = [];
  for (const database of options.databases) {
    await prepare(database, options.products);
    const handle = await openDatabase(benchDatabaseUrls[database]);
    try {
      await handle.migrate();
      console.log(`${database}: measuring (${options.time} ms per operation) …`);
      const before = loadAverage();
      rows.push(...(await measure(database, handle, options.time)));
      // Other processes on the machine skew the figures: say how busy it was.
      console.log(`${database}: load average before ${before}, after ${loadAverage()}`);
    } finally {
      await handle.close();
    }
  }
  return rows;
}
