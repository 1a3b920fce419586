import pg from "pg";

/**
 * Global setup of the vitest `postgres` project. Each run's worker databases are named after the
 * run (`<db>_vitest_<run pid>_<worker>`, tests/database.ts), so two runs on one server never drop
 * each other's databases. Teardown drops this run's; setup drops those of runs no longer alive.
 */
const PREFIX = "_vitest_";

function runDatabases(names: string[], base: string, keep: (pid: number) => boolean): string[] {
  return names.filter((name) => {
    const match = new RegExp(`^${base}${PREFIX}(\\d+)_\\d+$`).exec(name);
    return match !== null && !keep(Number(match[1]));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function dropDatabases(keep: (pid: number) => boolean): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const base = new URL(baseUrl).pathname.slice(1) || "test";
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${base}${PREFIX}%`],
    );
    for (const name of runDatabases(
      rows.map((row) => row.datname),
      base,
      keep,
    )) {
      // Identifiers cannot be bound; the name matched digits and the URL's own database name.
      await admin.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

export async function setup(): Promise<() => Promise<void>> {
  await dropDatabases(alive);
  const run = Number(process.env.TEST_RUN_ID);
  return () => dropDatabases((pid) => pid !== run);
}
