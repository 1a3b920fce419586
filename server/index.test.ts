import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabase, testDatabaseKind } from "../tests/database.ts";
import { postGraphQL } from "../tests/graphql.ts";
import { LIMIT_MESSAGES } from "./graphql/limits.ts";
import { product } from "./db/schema.ts";
import { DEFAULT_PRODUCT_COUNT } from "./seed/demo.ts";
import type * as CatalogueSnapshotModule from "./catalogue/catalogue-snapshot.ts";
import { startShopApi } from "./index.ts";
import { directories } from "./seed/data/index.ts";

// The catalogue index's read made half a second slower, as a large catalogue's is: a start-up that
// did not wait for it would leave the first listings to the statements.
vi.mock("./catalogue/catalogue-snapshot.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof CatalogueSnapshotModule>();
  return {
    ...actual,
    readCatalogueSnapshot: async (...args: Parameters<typeof actual.readCatalogueSnapshot>) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return actual.readCatalogueSnapshot(...args);
    },
  };
});

async function countProducts(api: Awaited<ReturnType<typeof startShopApi>>) {
  const [row] = await api.database.db.select({ value: count() }).from(product);
  return row?.value;
}

// These start the shop on PGlite, or on no database, whichever project runs them: once, in the
// `pglite` project, is enough; the `postgres` project runs only its own test below.
const itOnPglite = it.runIf(testDatabaseKind() === "pglite");

describe("startShopApi", () => {
  itOnPglite(
    "migrates and seeds an empty embedded database once, and keeps it across restarts",
    async () => {
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
    },
    // Two start-ups, the first migrating and seeding the whole catalogue on disk: over 30 s on a
    // 2-core machine busy with other work (it timed out in two loaded runs of issue 32).
    120_000,
  );

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

  itOnPglite(
    "executes the storefront's queries in process as a POST answers them, errors included",
    async () => {
      const api = await startShopApi({ databaseUrl: "memory://" });
      try {
        const cases = [
          { query: "{ directoryList { slug name } }" },
          {
            query:
              "query Shelf($page: Int!) { filteredProducts(dto: { pagination: { page: $page, limit: 2 } }) { items { slug } } }",
            variables: { page: 0 },
          },
          { query: "{ favouriteList { pagination { totalItems } } }" },
        ];
        for (const operation of cases) {
          const { body } = await postGraphQL(api, operation.query, operation.variables);
          const result = await api.execute(operation, {});
          // What the JSON of a POST carries: the same data, the same errors' messages and codes
          // (but Yoga's own `http` extension, which only sets a response's status).
          const errors = result.errors?.map((error) => {
            const { http: _status, ...extensions } = error.toJSON().extensions ?? {};
            return { ...error.toJSON(), extensions };
          });
          expect(JSON.parse(JSON.stringify({ ...result, errors }))).toEqual(body);
        }
        const refused = await api.execute(cases[1] ?? { query: "" }, {});
        expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        const guest = await api.execute(cases[2] ?? { query: "" }, {});
        expect(guest.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
        // Yoga's HTTP hooks never see an in-process operation, but the limits are its execution's
        // (docs/security.md#the-shop-apis-limits): six aliases and a NUL in a variable are refused.
        const aliases = Array.from({ length: 6 }, (_, n) => `a${n}: directoryList { slug }`);
        const tooMany = await api.execute({ query: `{ ${aliases.join(" ")} }` }, {});
        expect(tooMany.data ?? undefined).toBeUndefined();
        expect(tooMany.errors?.[0]?.message).toContain(LIMIT_MESSAGES.tooComplex);
        const nul = await api.execute(
          {
            query:
              "query Find($q: String!) { searchFilteredProducts(dto: { query: $q }) { pagination { totalItems } } }",
            variables: { q: "nike\u0000" },
          },
          {},
        );
        expect(nul.errors?.[0]?.message).toBe(LIMIT_MESSAGES.badCharacters);
        // The storefront's queries run compiled (decision 054): graphql-jit's answers are plain
        // objects where graphql-js's have no prototype. Malformed variables still get graphql-js.
        const shelf = await api.execute({ query: "{ directoryList { slug } }" }, {});
        expect(Object.getPrototypeOf(shelf.data)).toBe(Object.prototype);
        const malformed = await api.execute(
          { ...(cases[1] ?? { query: "" }), variables: { page: "x" } },
          {},
        );
        expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      } finally {
        await api.close();
      }
    },
    120_000,
  );

  itOnPglite(
    "takes traffic only once the catalogue index is read: a listing right after counts in memory",
    async () => {
      const api = await startShopApi({ databaseUrl: "memory://" });
      try {
        const statements = vi.spyOn(api.database.db, "execute");
        const { body } = await postGraphQL<{
          filteredProducts: { pagination: { totalItems: number } };
          getDirectoryFilters: { brand: { count: number }[] };
        }>(
          api,
          `{
          filteredProducts(dto: { filters: { directorySlug: "obuv", minPrice: 100000 } }) {
            pagination { totalItems }
          }
          getDirectoryFilters(dto: { directorySlug: "obuv", minPrice: 100000 }) { brand { count } }
        }`,
        );
        expect(body.errors).toBeUndefined();
        expect(body.data?.filteredProducts.pagination.totalItems).toBeGreaterThan(0);
        expect(body.data?.getDirectoryFilters.brand.length).toBeGreaterThan(0);
        // The statements of listing-service.ts and facet-service.ts would have run here.
        expect(statements).not.toHaveBeenCalled();
      } finally {
        await api.close();
      }
    },
    // A start-up that migrates and seeds the demo catalogue in memory: 33 s once at load 15.
    120_000,
  );

  itOnPglite(
    "fails to start, naming the problem, when the database cannot be reached",
    async () => {
      await expect(
        startShopApi({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" }),
      ).rejects.toThrow(/ECONNREFUSED/);
    },
  );
});
