/**
 * The catalogue bench's own databases: created on the PostgreSQL server when missing, seeded with
 * `scripts/seed.ts --reset --products N` when they hold fewer products, then compacted.
 */
import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, selectRows } from "../server/db/database.ts";

export type BenchDatabase = "pglite" | "postgres";

export const benchDatabaseUrls: Record<BenchDatabase, string> = {
  pglite: process.env.BENCH_PGLITE_URL || "file:./data/bench-pglite",
  postgres: process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/meet_bench",
};

export function elapsed(since: number) {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}

/** Creates the PostgreSQL bench database when the server lacks it. */
export async function createPostgresDatabase(url: string) {
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
export async function prepare(database: BenchDatabase, products: number): Promise<void> {
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
