import pg from "pg";
import { openDatabase } from "../server/db/database.ts";
import { migrateAndSeed, quoteIdentifier, runDatabaseUrl, runOf } from "./database-templates.ts";

/**
 * Global setup of the vitest `postgres` project. It migrates and seeds the run's template database
 * `<db>_vitest_<run pid>_template`, which each worker copies into `<db>_vitest_<run pid>_<worker>`
 * (tests/database.ts). Databases are named after the run, so two runs on one server never drop
 * each other's: teardown drops this run's; setup drops those of runs no longer alive.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function withAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabases(baseUrl: string, keep: (pid: number) => boolean): Promise<void> {
  await withAdmin(baseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database");
    for (const { datname } of rows) {
      const run = runOf(baseUrl, datname);
      if (run === undefined || keep(run)) continue;
      await admin.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    }
  });
}

/** Creates, migrates and seeds the run's template database; it is left with no connection. */
async function createTemplate(baseUrl: string): Promise<void> {
  const url = runDatabaseUrl(baseUrl, "template");
  await withAdmin(baseUrl, (admin) =>
    admin.query(`create database ${quoteIdentifier(url.pathname.slice(1))}`),
  );
  const handle = await openDatabase(url.toString());
  try {
    await migrateAndSeed(handle);
  } finally {
    // A database with a connection open cannot be copied.
    await handle.close();
  }
}

export async function setup(): Promise<(() => Promise<void>) | undefined> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return undefined;
  await dropDatabases(baseUrl, alive);
  await createTemplate(baseUrl);
  const run = Number(process.env.TEST_RUN_ID);
  return () => dropDatabases(baseUrl, (pid) => pid !== run);
}
