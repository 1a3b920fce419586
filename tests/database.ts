/**
 * One seeded database per test worker (opening PGlite takes seconds, so never one per test): an
 * in-memory PGlite, or — with TEST_DB=postgres — a database of its own on the server named by
 * TEST_DATABASE_URL. Each is a copy of the run's template, migrated and seeded once by a global
 * setup (tests/database-templates.ts). Tests that write run inside `inRollback`, so the shared
 * database always holds exactly the demo seed.
 */
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../server/db/database.ts";
import { migrateAndSeed, quoteIdentifier, runDatabaseUrl } from "./database-templates.ts";

export interface TestDatabase extends DatabaseHandle {
  /** The URL the worker's database was opened from (memory:// for PGlite). */
  url: string;
}

let current: Promise<TestDatabase> | undefined;

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** The worker's database, holding the demo data, opened on first use. */
export function testDatabase(): Promise<TestDatabase> {
  current ??= testDatabaseKind() === "postgres" ? openPostgresCopy() : openPgliteCopy();
  return current;
}

async function openPgliteCopy(): Promise<TestDatabase> {
  const url = "memory://";
  const template = inject("pgliteTemplate");
  if (template) {
    const loadDataDir = new Blob([new Uint8Array(await readFile(template))]);
    return { ...(await openDatabase(url, { loadDataDir })), url };
  }
  // A run of unit files alone has no template (tests/pglite-setup.ts): one database to migrate.
  const handle = await openDatabase(url);
  await migrateAndSeed(handle);
  return { ...handle, url };
}

/**
 * A database of the test's own, a copy of the run's template like the worker's, which the test
 * may commit to (what a rolled-back transaction cannot show: a NOTIFY delivered at commit) and
 * closes when done. One at a time per worker.
 */
export function ownTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() !== "postgres") return openPgliteCopy();
  return openPostgresCopy(String(1000 + Number(process.env.VITEST_POOL_ID ?? "0")));
}

/** A copy of the run's template database (tests/postgres-setup.ts), so workers never collide. */
async function openPostgresCopy(suffix = process.env.VITEST_POOL_ID ?? "0"): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = runDatabaseUrl(baseUrl, suffix);
  const template = runDatabaseUrl(baseUrl, "template");
  const [name, templateName] = [url, template].map((each) =>
    quoteIdentifier(each.pathname.slice(1)),
  );
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.end();
  }
  return { ...(await openDatabase(url.toString())), url: url.toString() };
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
