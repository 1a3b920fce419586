import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import * as t from "../db/schema.ts";
import { sortValues } from "../graphql/enums.ts";
import { facetRowsFromSnapshot, listFromSnapshot } from "./catalogue-count.ts";
import { readCatalogueSnapshot } from "./catalogue-snapshot.ts";
import type { ProductSelection } from "./listing-service.ts";

/**
 * catalogue-price-order.ts against the pass over the section it stands in for (catalogue-count.ts;
 * catalogue-index.test.ts compares that pass with the statements).
 */
describe("the price order", () => {
  it("counts a price range and sizes from the price order as it counts products one by one", async () => {
    const { db } = await testDatabase();
    const snapshot = await readCatalogueSnapshot(db);
    // Every delivery speed chosen keeps every offer but sends the count through the pass over
    // the scope (catalogue-count.ts); without it a section and a price range alone are counted
    // from the scope's price order (catalogue-price-order.ts), and with sizes too over the
    // products having them (catalogue-size-scope.ts). Rows compared whole, positions too.
    const everySpeed = { deliverySpeeds: [...t.deliverySpeedValues] };
    const prices = [...snapshot.itemPrice];
    const price = fc.oneof(
      fc.integer({ min: Math.min(...prices) - 100, max: Math.max(...prices) + 100 }),
      fc.constantFrom(...prices.filter((_, index) => index % 20 === 0)),
    );
    const priceAlone = fc
      .record(
        {
          directoryId: fc.constantFrom(...snapshot.bySection.keys(), 999_999),
          minPrice: price,
          maxPrice: price,
          sizes: fc.subarray([...snapshot.sizeNames, "нет такого"], { maxLength: 3 }),
        },
        { requiredKeys: [] },
      )
      .map((selection): ProductSelection => selection);
    await fc.assert(
      fc.property(priceAlone, fc.constantFrom(...sortValues), (selection, sort) => {
        expect(facetRowsFromSnapshot(snapshot, selection)).toEqual(
          facetRowsFromSnapshot(snapshot, { ...selection, ...everySpeed }),
        );
        const at = { page: 2, limit: 7, offset: 7 };
        expect(listFromSnapshot(snapshot, selection, sort, at)).toEqual(
          listFromSnapshot(snapshot, { ...selection, ...everySpeed }, sort, at),
        );
      }),
      { numRuns: 300 },
    );
  });
});
