import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../server/db/database.ts";
import { migrateAndSeed } from "./database-templates.ts";

/**
 * Global setup of the vitest `pglite` project: migrates and seeds one in-memory PGlite and writes
 * its data directory to a file, from which each worker opens its own copy (tests/database.ts).
 * Provided to every project of the run, so that the unit files that need a database (they run
 * beside the server ones) open the same copy instead of migrating one each.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "meet-market-pglite-template-"));
  const file = path.join(directory, "pgdata.tar");
  const handle = await openDatabase("memory://");
  try {
    await migrateAndSeed(handle);
    if (!handle.dumpDataDir) throw new Error("PGlite should dump its data directory");
    const dump = await handle.dumpDataDir();
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.vitest.provide("pgliteTemplate", file);
  return () => rm(directory, { recursive: true, force: true });
}
