/**
 * What the benches that start the shop on PostgreSQL share (bench/ssr.ts, bench/sitemap.ts):
 * reading whole-number options, the `--database` list, and the two databases they run on —
 * the demo catalogue in a database of its own, and the catalogue bench's large one — and the
 * shop started on one of them.
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { type ShopServer, startShopServer } from "./abuse/server.ts";
import { benchDatabaseUrls, createPostgresDatabase, prepare } from "./bench-database.ts";

export const DATABASES = ["demo", "large"] as const;
export type Database = (typeof DATABASES)[number];

/** An option's whole number within [min, max]; anything else stops the bench with a message. */
export function whole(
  values: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
): number {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(1);
  }
  return value;
}

/** The `--database` list, each one known; anything else stops the bench with a message. */
export function databasesOf(list: string): Database[] {
  const databases = list.split(",").map((name) => name.trim());
  const unknown = databases.filter((name) => !(DATABASES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`--database takes ${DATABASES.join(", ")}; not ${unknown.join(", ")}`);
    process.exit(1);
  }
  return databases as Database[];
}

const demoUrl =
  process.env.BENCH_SSR_DEMO_URL || "postgres://postgres@127.0.0.1:5432/meet_ssr_demo";

/**
 * The database's URL, ready: created (demo, seeded by the shop's first start) or holding at
 * least `products` products (large, seeded once, reused after).
 */
export async function databaseUrl(database: Database, products: number): Promise<string> {
  if (database === "demo") {
    await createPostgresDatabase(demoUrl);
    return demoUrl;
  }
  await prepare("postgres", products);
  return benchDatabaseUrls.postgres;
}

export const load1 = () => loadavg()[0]?.toFixed(2) ?? "?";
export const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();

/** The shop started as `npm start` does on the database, made ready first; the database's URL logged. */
export async function startShopOn(
  database: Database,
  options: {
    products: number;
    port: number;
    verbose: boolean;
    buildDir: string;
    /** WEB_CONCURRENCY: one process ("1") unless given, "" for a worker per core. */
    webConcurrency?: string;
  },
): Promise<{ shop: ShopServer; url: string }> {
  const url = await databaseUrl(database, options.products);
  console.log(`\n${database}: starting the shop on ${url} (load ${load1()})…`);
  const shop = await startShopServer({
    port: options.port,
    database: url,
    verbose: options.verbose,
    buildDir: options.buildDir,
    webConcurrency: options.webConcurrency,
  });
  return { shop, url };
}
