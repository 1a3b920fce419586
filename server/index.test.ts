import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase, testDatabaseKind } from "../tests/database.ts";
import { postGraphQL } from "../tests/graphql.ts";
import { product } from "./db/schema.ts";
import { DEFAULT_PRODUCT_COUNT } from "./seed/demo.ts";
import { startShopApi } from "./index.ts";
import { directories } from "./seed/data/index.ts";

async function countProducts(api: Awaited<ReturnType<typeof startShopApi>>) {
  const [row] = await api.database.db.select({ value: count() }).from(product);
  return row?.value;
}

describe("startShopApi", () => {
  it("migrates and seeds an empty embedded database once, and keeps it across restarts", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "pglite-"));
    try {
      const first = await startShopApi({ databaseUrl: `file:${dataDir}` });
      expect(await countProducts(first)).toBe(DEFAULT_PRODUCT_COUNT);
      await first.close();

      const second = await startShopApi({ databaseUrl: `file:${dataDir}` });
      expect(await countProducts(second)).toBe(DEFAULT_PRODUCT_COUNT);
      const { body } = await postGraphQL<{ directoryList: { slug: string }[] }>(
        second,
        "{ directoryList { slug } }",
      );
      expect(body.data?.directoryList.map((d) => d.slug)).toEqual(
        expect.arrayContaining(directories.map(({ slug }) => slug)),
      );
      await expect(second.checkHealth()).resolves.toBeUndefined();
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  // On PGlite the restart test above covers this; here it runs on the PostgreSQL server too.
  if (testDatabaseKind() === "postgres") {
    it("does not seed again a PostgreSQL database that already has a catalogue", async () => {
      const { url } = await testDatabase();
      const api = await startShopApi({ databaseUrl: url });
      try {
        expect(await countProducts(api)).toBe(DEFAULT_PRODUCT_COUNT);
      } finally {
        await api.close();
      }
    });
  }

  it("fails to start, naming the problem, when the database cannot be reached", async () => {
    await expect(
      startShopApi({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
