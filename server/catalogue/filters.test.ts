/**
 * Every filter declared in server/db/schema/catalogue-filters.ts works on both engines: for each,
 * values the demo catalogue has are chosen, alone and within a section, and the statements
 * (listing-service.ts, facet-service.ts) and the index in memory (catalogue-count.ts) answer the
 * same products in every order and the same counts; the API declares it (filterList) and counts
 * it (DirectoryFilters.lists). The storefront's side (the URL selection) is
 * tests/catalogue-filters.test.ts.
 */
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback, testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { sortValues } from "../graphql/enums.ts";
import { selectRows } from "../db/database.ts";
import { createShopApi } from "../index.ts";
import { facetRowsFromSnapshot, listFromSnapshot } from "./catalogue-count.ts";
import { readCatalogueSnapshot } from "./catalogue-snapshot.ts";
import { countFacets, type Facets, shapeFacets } from "./facet-service.ts";
import { type ProductFilterInput, resolveSelection } from "./filter-service.ts";
import { CATALOGUE_FILTERS, LIST_FILTERS } from "./filters.ts";
import { listProductIds } from "./listing-service.ts";

/** Sizes the statements cannot order come in either engine's order: compared as sets. */
const comparable = (facets: Facets) => ({
  ...facets,
  size: [...facets.size].sort((a, b) => a.value.localeCompare(b.value)),
});

describe("every declared catalogue filter", () => {
  it("selects the same products and counts on both engines, alone and within a section", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    const everything = await countFacets(db, {});
    const [section] = [...snapshot.bySection.keys()];
    for (const filter of LIST_FILTERS) {
      const options = everything[filter.key];
      // The demo catalogue has values of every filter: a filter without data is not declared.
      expect(options.length, filter.key).toBeGreaterThan(0);
      const chosen = [options[0], options[options.length - 1]].map((option) => option?.value ?? "");
      for (const path of [{}, { directoryId: section }]) {
        const input = { [filter.key]: [...new Set(chosen)] } as ProductFilterInput;
        const selection = { ...(await resolveSelection(db, input)), ...path };
        const fromDatabase = await countFacets(db, selection);
        expect(
          comparable(shapeFacets(facetRowsFromSnapshot(snapshot, selection))),
          filter.key,
        ).toEqual(comparable(fromDatabase));
        for (const sort of sortValues) {
          const page = { page: 1, limit: 48, offset: 0 };
          const fromMemory = listFromSnapshot(snapshot, selection, sort, page);
          expect(fromMemory, `${filter.key} ${sort}`).toEqual(
            await listProductIds(db, selection, sort, page),
          );
          if (Object.keys(path).length === 0) expect(fromMemory.totalItems).toBeGreaterThan(0);
        }
      }
    }
  });

  it("is declared by the API with its key, heading and kind, and counted under its key", async () => {
    const { db } = await testDatabase();
    const api = createShopApi({ db });
    const { body } = await postGraphQL<{
      filterList: { key: string; kind: string; filterType: string; name: string }[];
      getDirectoryFilters: { lists: { key: string; options: { value: string }[] }[] };
    }>(
      api,
      `query { filterList { key kind filterType name }
        getDirectoryFilters { lists { key options { value } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.filterList).toEqual(
      CATALOGUE_FILTERS.map((filter) => ({
        key: filter.key,
        kind: filter.kind === "price" ? "PRICE" : "OPTIONS",
        filterType: filter.filterType,
        name: filter.label,
      })),
    );
    expect(body.data?.getDirectoryFilters.lists.map((list) => list.key)).toEqual(
      LIST_FILTERS.map((filter) => filter.key),
    );
  });

  it("«Застёжка»: the migration gives a seeded catalogue the values the seed gives", async () => {
    const migration = await readFile(
      new URL("../db/migrations/0016_fastening_filter.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    await inRollback(async (db) => {
      const seeded = await selectRows<{ id: number; fastenings: string }>(
        db,
        sql`select id, fastenings::text from product order by id`,
      );
      expect(seeded.some((row) => row.fastenings !== "{}")).toBe(true);
      await db.execute(sql`update product set fastenings = '{}'`);
      await db.execute(sql.raw(backfill));
      expect(
        await selectRows(db, sql`select id, fastenings::text from product order by id`),
      ).toEqual(seeded);
    });
  });
});
