import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countingCalls, inRollback, testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { sortValues } from "../graphql/enums.ts";
import { createShopApi } from "../index.ts";
import { facetRowsFromSnapshot, listFromSnapshot } from "./catalogue-count.ts";
import { CatalogueIndex, snapshotFor } from "./catalogue-index.ts";
import type { CatalogueSnapshot } from "./catalogue-layout.ts";
import { readCatalogueSnapshot } from "./catalogue-snapshot.ts";
import { fittingProductIds } from "../fit/service.ts";
import { refreshProductDenormals } from "./denormalise.ts";
import { countFacets, type Facets, shapeFacets } from "./facet-service.ts";
import { ENUM_FILTERS } from "./filters.ts";
import { listProductIds, OFFER_KEY, type ProductSelection } from "./listing-service.ts";

/**
 * Sizes whose names sizeOrder cannot order («42», «XL», «ONE SIZE») come in the database's order
 * from the statements and in the index's from memory: compared as sets, the rest exactly.
 */
function comparable(facets: Facets) {
  return {
    ...facets,
    size: [...facets.size].sort((a, b) => a.value.localeCompare(b.value)),
  };
}

/** The products that fit a few feet (26,5 см is Nike's 42), and none: «Мой размер»'s scopes. */
async function fitScopes(db: Parameters<typeof fittingProductIds>[0]): Promise<number[][]> {
  const scopes = await Promise.all([240, 265, 272].map((mm) => fittingProductIds(db, mm)));
  expect(scopes[1]?.length).toBeGreaterThan(0);
  return [...scopes, []];
}

/** Random selections built around the catalogue's own values, so that most select something. */
function selections(c: CatalogueSnapshot, fits: (number[] | undefined)[] = [undefined]) {
  const some = <T>(values: readonly T[]) =>
    fc.subarray([...values], { minLength: 1, maxLength: Math.min(3, values.length) });
  const prices = [...c.itemPrice];
  // Often an item's own price, so that a range's ends fall on prices (inclusive bounds).
  const price = fc.oneof(
    fc.integer({ min: Math.min(...prices), max: Math.max(...prices) }),
    fc.constantFrom(...prices.filter((_, index) => index % 50 === 0)),
  );
  const choices = {
    directoryId: fc.constantFrom(...c.bySection.keys()),
    categoryIds: some([...c.categories.keys()].slice(0, 12)),
    ...Object.fromEntries(
      ENUM_FILTERS.map((filter) => [
        filter.key,
        some(Object.keys(filter.labels).slice(0, 8)).map((values) => ({ [filter.key]: values })),
      ]),
    ),
    brandIds: some([...c.brandChoices.keys()].slice(0, 15)),
    modelIds: some([...new Set(c.model)].filter(Boolean).slice(0, 40)),
    colorIds: some([...c.colorChoices.keys()].slice(0, 10)),
    sizes: some([...new Set([...c.sizes.values()].map((size) => size.name))].slice(0, 20)),
    deliverySpeeds: some(t.deliverySpeedValues),
    sale: some(t.priceBandValues),
    minPrice: price,
    maxPrice: price,
    fitProductIds: fc.constantFrom(...fits),
  };
  const filters = fc.record(choices);
  const names = Object.keys(choices) as (keyof typeof choices)[];
  // Sparse selections: up to four filters, as a shopper chooses them.
  return fc
    .tuple(filters, fc.shuffledSubarray(names, { maxLength: 4 }))
    .map(([all, kept]): ProductSelection => {
      const chosen: ProductSelection = {};
      for (const name of kept) {
        const value = all[name];
        if (ENUM_FILTERS.some((filter) => filter.key === (name as string))) {
          chosen.enums = { ...chosen.enums, ...(value as ProductSelection["enums"]) };
        } else {
          Object.assign(chosen, { [name]: value });
        }
      }
      const { minPrice, maxPrice } = chosen;
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
        [chosen.minPrice, chosen.maxPrice] = [maxPrice, minPrice];
      }
      return chosen;
    });
}

describe("the catalogue index", () => {
  it("counts every facet exactly as the statements do", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    expect(snapshot.productIds.length).toBeGreaterThan(100);
    const fits = await fitScopes(db);
    await fc.assert(
      fc.asyncProperty(selections(snapshot, fits), async (selection) => {
        const fromMemory = shapeFacets(facetRowsFromSnapshot(snapshot, selection));
        const fromDatabase = await countFacets(db, selection);
        expect(comparable(fromMemory)).toEqual(comparable(fromDatabase));
      }),
      { numRuns: 150 },
    );
  });

  it("lists the same page and total as the statements, in every sort order", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    const fits = await fitScopes(db);
    await fc.assert(
      fc.asyncProperty(
        selections(snapshot, fits),
        fc.constantFrom(...sortValues),
        fc.integer({ min: 1, max: 3 }),
        async (selection, sort, page) => {
          const at = { page, limit: 7, offset: (page - 1) * 7 };
          const fromMemory = listFromSnapshot(snapshot, selection, sort, at);
          const fromDatabase = await listProductIds(db, selection, sort, at);
          expect(fromMemory).toEqual(fromDatabase);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("counts the unfiltered catalogue and a whole section as the statements do", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    for (const selection of [
      {},
      ...[...snapshot.bySection.keys()].map((directoryId) => ({ directoryId })),
    ]) {
      expect(comparable(shapeFacets(facetRowsFromSnapshot(snapshot, selection)))).toEqual(
        comparable(await countFacets(db, selection)),
      );
    }
  });

  it("counts a request's selection once for both its fields, whatever others count between", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    const [directoryId] = [...snapshot.bySection.keys()];
    const request = {};
    const listed = listFromSnapshot(
      snapshot,
      { directoryId },
      "NEW_FIRST",
      {
        page: 1,
        limit: 7,
        offset: 0,
      },
      request,
    );
    const rows = facetRowsFromSnapshot(snapshot, { directoryId }, request);
    // Fifty other requests, each with selections of its own, count meanwhile.
    for (let other = 0; other < 50; other += 1) {
      facetRowsFromSnapshot(snapshot, { directoryId, minPrice: other }, {});
      facetRowsFromSnapshot(snapshot, { minPrice: other }, {});
    }
    expect(facetRowsFromSnapshot(snapshot, { directoryId }, request)).toBe(rows);
    // Another request, or none, counts afresh: the same answer, not the same rows.
    const again = facetRowsFromSnapshot(snapshot, { directoryId }, {});
    expect(again).not.toBe(rows);
    expect(again).toEqual(rows);
    expect(listed.totalItems).toBeGreaterThan(0);
  });

  it("decides a price range on offers whose items cost more than one price", async () => {
    await inRollback(async (db) => {
      // The demo's offers of several items share one price: one item of each now costs 3 000 ₽
      // more, so a range's lower end can fall between an offer's cheapest and dearest.
      const raised = await selectRows<{ product_id: number; price: number }>(
        db,
        sql`
        update product_item set price = price + 300000
        where id in (
          select max(i.id) from product_item i
          group by i.product_id, ${OFFER_KEY} having count(*) > 1
        )
        returning product_id, price`,
      );
      expect(raised.length).toBeGreaterThan(20);
      await refreshProductDenormals(db, [...new Set(raised.map((row) => row.product_id))]);
      const snapshot = await readCatalogueSnapshot(db);
      const dearer = raised.map((row) => Number(row.price));
      const range = fc
        .tuple(
          fc.constantFrom(...dearer),
          fc.integer({ min: -300_000, max: 0 }),
          fc.oneof(fc.constant(0), fc.nat(600_000)),
        )
        .map(([price, below, width]) => ({
          minPrice: price + below,
          maxPrice: price + below + width,
        }));
      await fc.assert(
        fc.asyncProperty(
          range,
          fc.constantFrom(undefined, ...snapshot.bySection.keys()),
          async (prices, directoryId) => {
            const selection = { ...prices, directoryId };
            expect(comparable(shapeFacets(facetRowsFromSnapshot(snapshot, selection)))).toEqual(
              comparable(await countFacets(db, selection)),
            );
            const at = { page: 1, limit: 7, offset: 0 };
            expect(listFromSnapshot(snapshot, selection, "CHEAP_FIRST", at)).toEqual(
              await listProductIds(db, selection, "CHEAP_FIRST", at),
            );
          },
        ),
        { numRuns: 40 },
      );
    });
  });

  it("sums up a product's offers as counting them one by one does, each size's position included", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    // Every delivery speed chosen keeps every offer (each has one), but it is an item filter, so
    // the offers are counted one by one; without it a product's summary decides for them. The
    // rows are compared whole: a size's position (the order of sizes sizeOrder cannot tell
    // apart) is in no shaped facet.
    const everySpeed = { deliverySpeeds: [...t.deliverySpeedValues] };
    expect(snapshot.offerSpeed.every((speed) => speed > 0)).toBe(true);
    const noItemFilter = selections(snapshot).map(
      ({ sizes: _s, deliverySpeeds: _d, sale: _b, ...selection }) => selection,
    );
    await fc.assert(
      fc.property(noItemFilter, (selection) => {
        expect(facetRowsFromSnapshot(snapshot, selection)).toEqual(
          facetRowsFromSnapshot(snapshot, { ...selection, ...everySpeed }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("leaves a search's selection to the statements", () => {
    const index = { catalogueIndex: {} };
    expect(snapshotFor(index, { search: sql`true` })).toBeUndefined();
    expect(snapshotFor(index, { productIds: [1] })).toBeUndefined();
  });
});

describe("the catalogue index's life", () => {
  const empty = (): Promise<CatalogueSnapshot> =>
    Promise.resolve({ productIds: new Int32Array() } as CatalogueSnapshot);

  it("is used only while it holds the catalogue as it is now", async () => {
    const { db } = await testDatabase();
    let reads = 0;
    let release: () => void = () => undefined;
    const index = new CatalogueIndex(db, {
      read: async () => {
        reads += 1;
        if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
        return empty();
      },
    });
    await index.settled();
    expect(index.current()).toBeDefined();

    // A change: not used again; the read it starts is slow.
    index.invalidate();
    expect(index.current()).toBeUndefined();
    // A second change while that read is under way: what it read may miss the change.
    index.invalidate();
    release();
    await index.settled();
    expect(reads).toBe(3);
    expect(index.current()).toBeDefined();
  });

  it("answers nothing after a failed read, and tries again after a while", async () => {
    const { db } = await testDatabase();
    let now = 0;
    let fail = true;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const index = new CatalogueIndex(db, {
        now: () => now,
        read: () => (fail ? Promise.reject(new Error("database away")) : empty()),
      });
      await index.settled();
      expect(index.current()).toBeUndefined();
      fail = false;
      expect(index.current()).toBeUndefined();
      now += 5_000;
      expect(index.current()).toBeUndefined();
      await index.settled();
      expect(index.current()).toBeDefined();
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe("the shop API with the catalogue index", () => {
  const SHELF = /* GraphQL */ `
    query Shelf($filters: ProductFilterDto) {
      filteredProducts(dto: { filters: $filters, sort: CHEAP_FIRST, pagination: { limit: 5 } }) {
        items {
          id
        }
        pagination {
          totalItems
        }
      }
      getDirectoryFilters(dto: $filters) {
        brand {
          value
          count
        }
        price {
          minPrice
          maxPrice
        }
      }
    }
  `;
  interface Shelf {
    filteredProducts: { items: { id: string }[]; pagination: { totalItems: number } };
    getDirectoryFilters: {
      brand: { value: string; count: number }[];
      price: { minPrice: number; maxPrice: number };
    };
  }

  it("answers as without it, with no statement of its own, and a price change once told", async () => {
    await inRollback(async (db) => {
      const plain = createShopApi({ db });
      const counted = countingCalls(db, "execute");
      const indexed = createShopApi({ db: counted.db, catalogueIndex: true });
      const ask = async (api: typeof plain) => {
        const { body } = await postGraphQL<Shelf>(api, SHELF, {
          filters: { directorySlug: "obuv", minPrice: 100_000, maxPrice: 2_000_000 },
        });
        expect(body.errors).toBeUndefined();
        return body.data;
      };
      /** Asks the indexed API until the index answers (it is read in the background). */
      const askIndexed = async () => {
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const before = counted.calls();
          const answer = await ask(indexed);
          if (counted.calls() === before) return answer;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error("the catalogue index never answered");
      };
      const before = await ask(plain);
      expect(before?.filteredProducts.items.length).toBeGreaterThan(0);
      expect(await askIndexed()).toEqual(before);

      // The cheapest product's items now cost 500 ₽, under the range's 1 000 ₽.
      const cheapest = Number(before?.filteredProducts.items[0]?.id);
      await db.execute(sql`update product_item set price = 50000 where product_id = ${cheapest}`);
      await refreshProductDenormals(db, [cheapest]);
      const after = await ask(plain);
      expect(after?.filteredProducts.items[0]?.id).not.toBe(String(cheapest));
      // Told of the change, it answers through the statements until it has read it again.
      await indexed.invalidateReadCache();
      expect(await ask(indexed)).toEqual(after);
      expect(await askIndexed()).toEqual(after);
    });
  });
});
