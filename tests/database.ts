/**
 * One migrated, seeded database per test worker (opening PGlite takes seconds, so never one
 * per test): in-memory PGlite, or — with TEST_DB=postgres — a database of its own on the
 * server named by TEST_DATABASE_URL. Tests that write run inside `inRollback`, so the shared
 * database always holds exactly the demo seed.
 */
import pg from "pg";
import { type Database, type DatabaseHandle, openDatabase } from "../server/db/database.ts";
import { seedDemoData } from "../server/seed/demo.ts";

export interface TestDatabase extends DatabaseHandle {
  /** The URL the worker's database was opened from (memory:// for PGlite). */
  url: string;
}

let current: Promise<TestDatabase> | undefined;

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** The worker's database, migrated and seeded with the demo data on first use. */
export function testDatabase(): Promise<TestDatabase> {
  current ??= (async () => {
    const url = testDatabaseKind() === "postgres" ? await createWorkerDatabase() : "memory://";
    const handle = await openDatabase(url);
    await handle.migrate();
    await seedDemoData(handle.db);
    // As the shop does after seeding (server/index.ts startShopApi): the planner needs statistics.
    await handle.analyze();
    return { ...handle, url };
  })();
  return current;
}

class Rollback extends Error {}

/**
 * Runs `work` in a transaction of `db` (a savepoint when `db` is a transaction already) that is
 * always rolled back, and returns what it returned.
 */
export async function rolledBack<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** Runs `work` in a transaction of the test database that is always rolled back. */
export async function inRollback<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const { db } = await testDatabase();
  return rolledBack(db, work);
}

/** A fresh database per worker on the PostgreSQL server, so parallel workers never collide. */
async function createWorkerDatabase(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = new URL(baseUrl);
  // <db>_vitest_<run>_<worker>: tests/postgres-setup.ts drops a run's databases after it.
  const run = process.env.TEST_RUN_ID ?? String(process.ppid);
  const name = `${url.pathname.slice(1) || "test"}_vitest_${run}_${process.env.VITEST_POOL_ID ?? "0"}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Identifiers cannot be bound as parameters; `name` is built from digits and the URL's own name.
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await admin.query(`drop database if exists ${quoted} with (force)`);
    await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database, counting how many SELECT statements are built on it. */
export function countingSelects(db: Database) {
  const { db: counted, calls } = countingCalls(db, "select");
  return { db: counted, selects: calls };
}

/**
 * The database, counting the reads of one of its methods: `select` (statements built by the
 * query builder) or `execute` (raw statements: listings and facet counts).
 */
export function countingCalls(db: Database, method: "select" | "execute") {
  let calls = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === method) calls += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, calls: () => calls };
}
