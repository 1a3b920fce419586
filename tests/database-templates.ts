/**
 * The migrated, seeded databases the test databases are copies of (docs/decisions/007-testing.md).
 * Each vitest run makes one per kind in a global setup (tests/pglite-setup.ts,
 * tests/postgres-setup.ts), and each worker opens a copy (tests/database.ts): migrating and
 * seeding take seconds a database, a copy well under one.
 */
import type { DatabaseHandle } from "../server/db/database.ts";
import { seedDemoData } from "../server/seed/demo.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The file holding the PGlite template's data directory; absent when the run has no `pglite`
     * project files (only unit ones), and so no template.
     */
    pgliteTemplate?: string;
  }
}

/** What every test database holds: the committed migrations and the demo seed, analysed. */
export async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemoData(handle.db);
  // As the shop does after seeding (server/index.ts startShopApi): the planner needs statistics.
  await handle.analyze();
}

/** Names this run's databases on the server, so that parallel runs on one server keep apart. */
const PREFIX = "_vitest_";

/** The database TEST_DATABASE_URL names: the stem of every database a run makes beside it. */
function baseName(baseUrl: string): string {
  return new URL(baseUrl).pathname.slice(1) || "test";
}

/**
 * `<db>_vitest_<run>_<suffix>` on the server TEST_DATABASE_URL names: `template` for the run's
 * template, the worker's pool id for a worker's copy. TEST_RUN_ID (vitest.config.ts) is the
 * pid of the run's main process.
 */
export function runDatabaseUrl(baseUrl: string, suffix: string): URL {
  const url = new URL(baseUrl);
  const run = process.env.TEST_RUN_ID ?? String(process.ppid);
  url.pathname = `/${baseName(baseUrl)}${PREFIX}${run}_${suffix}`;
  return url;
}

/** The run (its main process's pid) a database of `runDatabaseUrl` belongs to, if it is one. */
export function runOf(baseUrl: string, database: string): number | undefined {
  const base = baseName(baseUrl).replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^${base}${PREFIX}(\\d+)_(\\d+|template)$`).exec(database);
  return match ? Number(match[1]) : undefined;
}

/** A database name as an SQL identifier (identifiers cannot be bound as parameters). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
