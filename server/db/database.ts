import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { setImmediate as turnOfTheEventLoop } from "node:timers/promises";
import pLimit from "p-limit";
import pg from "pg";
import * as schema from "./schema.ts";

/** The one Drizzle type every part of the shop API uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics (ANALYZE). PostgreSQL's autovacuum does it in time; PGlite
   * has no autovacuum, and without statistics its planner takes every table for one row and
   * scans all items per product (a price range took 2 s instead of 3 ms on the demo catalogue).
   */
  analyze(): Promise<void>;
  /**
   * A cheap round trip that proves the database answers (`/healthz`). On PostgreSQL it has a
   * connection of its own, so that requests holding every pooled connection do not make a busy
   * instance look dead (docs/architecture.md#health). PGlite has one connection, shared with the
   * requests: its ping is answered by the last one when that succeeded less than 10 s ago, while
   * a new one waits its turn.
   */
  ping(): Promise<void>;
  /**
   * Calls `listener` with the payload of each NOTIFY of `channel` (delivered when the notifying
   * transaction commits); returns what stops it. On PostgreSQL it holds a connection of its own.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: its data directory as a tarball, which `openDatabase("memory://", { loadDataDir })`
   * opens again as it is now (the tests' migrated, seeded template: tests/database.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** For memory://: a PGlite data directory from `dumpDataDir` to start from instead of an empty one. */
  loadDataDir?: Blob;
}

/**
 * Where the committed migrations live. Resolved from the working directory because the
 * server code is bundled into build/ in production, which has no migrations beside it;
 * every npm script and the Docker image run from the project root.
 */
export const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");

/** The advisory lock every instance takes while migrating the same database. */
const MIGRATION_LOCK_KEY = 7_734_201;

/**
 * Opens the database named by a URL:
 * `postgres://…` / `postgresql://…` → node-postgres; `memory://` → in-memory PGlite;
 * `file:<dir>` → PGlite persisted in that directory.
 */
export async function openDatabase(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (options.loadDataDir && url !== "memory://") {
    throw new Error(`loadDataDir is for memory:// only, not "${url}"`);
  }
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url === "memory://") return openPglite(undefined, options.loadDataDir);
  if (url.startsWith("file:")) return openPglite(path.resolve(url.slice("file:".length)));
  throw new Error(`Unsupported database URL "${url}": use postgres://, memory:// or file:<dir>`);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = yieldingBetweenStatements(
    await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } }),
  );
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    // PGlite is single-connection and in-process: nothing else can migrate it concurrently.
    migrate: () => migratePglite(db, { migrationsFolder }),
    analyze: () => analyze(db),
    ping: recentlyAnswered(() => pingDatabase(db)),
    listen: (channel, listener) => client.listen(channel, (payload) => listener(payload)),
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/**
 * PGlite runs each statement on this thread and answers through promises alone, so a request's
 * statements ran back to back without the event loop ever turning: no other request, not even
 * `/healthz`, was read until they were all done (a search with its filters: 180 ms, 560 ms on a
 * busy machine). Statements outside a transaction now run one at a time, each after the event
 * loop has turned once (setImmediate), so other requests are read and served between one
 * request's statements (docs/architecture.md#health).
 */
function yieldingBetweenStatements(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const oneAtATime = pLimit(1);
  client.query = <T>(...args: Parameters<typeof query>) =>
    oneAtATime(async () => {
      await turnOfTheEventLoop();
      return query<T>(...args);
    });
  return client;
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePostgres(pool, { schema });
  const healthPool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 60_000 });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Drizzle's migrator takes no lock; several instances starting together would race.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(db, { migrationsFolder });
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        lockClient.release();
      }
    },
    analyze: () => analyze(db),
    async ping() {
      await healthPool.query("select 1");
    },
    async listen(channel, listener) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on("notification", (message) => {
        if (message.channel === channel) listener(message.payload ?? "");
      });
      // A lost connection only delays invalidations until the cache's time to live.
      client.on("error", (error) => console.error(`LISTEN ${channel} failed: ${error.message}`));
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async close() {
      await Promise.all([pool.end(), healthPool.end(), ...listeners.map((client) => client.end())]);
    },
  };
}

/** How long a successful ping of PGlite vouches for it. */
const PING_FRESH_MS = 10_000;

/**
 * A ping that does not wait in line when the last one succeeded recently: it starts the next
 * (one at a time) and answers at once; otherwise it waits for the next one's answer.
 */
export function recentlyAnswered(ping: () => Promise<void>, freshMs = PING_FRESH_MS) {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  return async (): Promise<void> => {
    running ??= ping()
      .then(() => {
        answeredAt = performance.now();
      })
      .finally(() => {
        running = undefined;
      });
    if (performance.now() - answeredAt < freshMs) {
      // Its failure shows in the next call, which then waits for a ping of its own.
      running.catch(() => undefined);
      return;
    }
    await running;
  };
}

async function analyze(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/** A cheap round trip that proves the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The rows of a raw SQL query. Drizzle types `execute` per driver (the shared `Database` type
 * leaves it unknown), but both PGlite and node-postgres answer with `{ rows }`.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
