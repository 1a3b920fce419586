/**
 * The catalogue's hot paths over a large catalogue, on PGlite and on PostgreSQL, through the
 * in-process shop API (createShopApi(...).fetch): a filtered listing, and search as the header
 * popup and the /search page call it. Each database is the bench's own, seeded once with
 * `scripts/seed.ts --reset --products N` when it holds fewer products, and reused afterwards.
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { Bench } from "tinybench";
import { type DatabaseHandle, openDatabase, selectRows } from "../server/db/database.ts";
import { createShopApi, type ShopApi } from "../server/index.ts";

export type BenchDatabase = "pglite" | "postgres";

export const benchDatabaseUrls: Record<BenchDatabase, string> = {
  pglite: process.env.BENCH_PGLITE_URL || "file:./data/bench-pglite",
  postgres: process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/meet_bench",
};

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

const CARD = /* GraphQL */ `
  fragment Card on Product {
    id
    name
    slug
    minPrice
    brands {
      name
    }
    images {
      url
    }
    priceDetails {
      price
      oldPrice
      sale
    }
  }
`;

const FILTERED = /* GraphQL */ `
  query Listing($dto: FilteredProductsDto) {
    filteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
        totalPages
      }
    }
  }
  ${CARD}
`;

/** The header popup: eight cards, how many there are, and the suggestions. */
const SEARCH_POPUP = /* GraphQL */ `
  query SearchPopup($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
      }
      suggestions {
        text
        kind
        slug
      }
    }
  }
  ${CARD}
`;

/** The /search page: a page of cards, how many pages, and the suggestions. */
const SEARCH_PAGE = /* GraphQL */ `
  query SearchPage($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
        totalPages
      }
      suggestions {
        text
        kind
        slug
      }
    }
  }
  ${CARD}
`;

/** The /search page with its filters: every option counted over every hit. */
const SEARCH_PAGE_FILTERS = /* GraphQL */ `
  query SearchPageFilters($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
        totalPages
      }
      filterList {
        categories {
          value
          name
          count
        }
        brand {
          value
          name
          count
        }
        model {
          value
          count
        }
        size {
          value
          count
        }
        colorPallete {
          value
          count
          hex
        }
        season {
          value
          count
        }
        sex {
          value
          count
        }
        age {
          value
          count
        }
        deliverySpeed {
          value
          count
        }
        material {
          value
          count
        }
        sale {
          value
          count
        }
        price {
          minPrice
          maxPrice
        }
      }
    }
  }
  ${CARD}
`;

/** Three filters under a directory, cheapest first, as a catalogue page asks. */
const listings = [
  { brand: "nike", size: "42" },
  { brand: "adidas", size: "43" },
  { brand: "new-balance", size: "41" },
  { brand: "puma", size: "44" },
].map(({ brand, size }) => ({
  filters: { directorySlug: "obuv", brand: [brand], size: [size], deliverySpeed: ["FAST"] },
  sort: "CHEAP_FIRST",
  pagination: { page: 1, limit: 24 },
}));

/** What shoppers type, a typo and the wrong keyboard layout included. */
export const searchQueries = [
  "кроссовки найк",
  "кросовки найк",
  "адидас самба",
  "nike air max",
  "нью бэланс 574",
  "кроссовки",
  "худи",
  "пуховик",
  "кеды converse",
  "джорданы",
  "rhjccjdrb",
  "new balance 9060",
];

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

function elapsed(since: number) {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}

/** Creates the PostgreSQL bench database when the server lacks it. */
async function createPostgresDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount === 0) {
      // An identifier cannot be a bound parameter; the name comes from our own configuration.
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

async function countProducts(url: string): Promise<number> {
  const handle = await openDatabase(url);
  try {
    await handle.migrate();
    const [row] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from product`,
    );
    return row?.count ?? 0;
  } finally {
    await handle.close();
  }
}

/** Seeds with the project's own script (a separate process: PGlite allows one opener). */
function runSeedScript(url: string, products: number, label: string): Promise<void> {
  const started = performance.now();
  const ticker = setInterval(() => {
    console.log(`  … still seeding ${label}: ${elapsed(started)}`);
  }, 15_000);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/seed.ts", "--reset", "--products", String(products)],
      { env: { ...process.env, DATABASE_URL: url }, stdio: "inherit" },
    );
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding ${label} exited with ${code}`)),
    );
  }).finally(() => clearInterval(ticker));
}

/**
 * The seed writes every product row three times in one transaction (insert, then the two
 * updates of refreshProductDenormals), leaving the table 2.3 times its live size; a catalogue
 * in steady state is not, so the bench compacts it (VACUUM FULL), then sets the visibility map
 * that index-only scans need and the planner's statistics (VACUUM ANALYZE), as autovacuum
 * would in time.
 */
async function compact(url: string) {
  const handle = await openDatabase(url);
  try {
    await handle.db.execute(sql`vacuum full`);
    await handle.db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

/** Makes sure a bench database holds at least `products` products; seeds it when not. */
async function prepare(database: BenchDatabase, products: number): Promise<void> {
  const url = benchDatabaseUrls[database];
  if (database === "postgres") await createPostgresDatabase(url);
  const present = await countProducts(url);
  if (present >= products) {
    console.log(`${database}: reusing ${present} products (${url}).`);
    return;
  }
  console.log(`${database}: ${present} products, ${products} asked for; seeding ${url} …`);
  const started = performance.now();
  await runSeedScript(url, products, database);
  console.log(`${database}: seeded in ${elapsed(started)}; compacting …`);
  await compact(url);
  console.log(`${database}: seeded ${products} products in ${elapsed(started)} (with VACUUM).`);
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
