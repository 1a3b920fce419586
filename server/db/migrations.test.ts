import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase, testDatabaseKind } from "../../tests/database.ts";
import { migrationsFolder, selectRows } from "./database.ts";

// drizzle-kit compares schema.ts with the migrations' snapshots, on no database: once, in the
// `pglite` project, is enough.
const itOnPglite = it.runIf(testDatabaseKind() === "pglite");

describe("migrations", () => {
  itOnPglite(
    "are current: drizzle-kit finds nothing in schema.ts left to generate (run `npm run db:generate`)",
    async () => {
      // drizzle-kit only takes an --out relative to the project (it prefixes "./" to the path).
      await mkdir(".cache", { recursive: true });
      const out = path.relative(process.cwd(), await mkdtemp(".cache/migrations-"));
      try {
        await cp(migrationsFolder, out, { recursive: true });
        const before = await readdir(out);
        const { stdout } = await promisify(execFile)("npx", [
          "drizzle-kit",
          "generate",
          "--dialect=postgresql",
          "--schema=server/db/schema.ts",
          `--out=${out}`,
          "--name=stale-check",
        ]);
        // drizzle-kit reports some failures on stdout and still exits 0: demand its all-clear.
        expect(stdout).toContain("No schema changes");
        expect(await readdir(out)).toEqual(before);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
  );

  it("create the extensions search needs, which drizzle-kit cannot emit", async () => {
    const { db } = await testDatabase();
    const rows = await selectRows<{ extname: string }>(
      db,
      sql`select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by extname`,
    );
    expect(rows.map((row) => row.extname)).toEqual(["pg_trgm", "unaccent"]);
  });

  it("can run again on a migrated database without changing it", async () => {
    const handle = await testDatabase();
    await expect(handle.migrate()).resolves.toBeUndefined();
  });
});
