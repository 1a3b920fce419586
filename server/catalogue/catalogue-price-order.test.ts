import fc from "fast-check";
import { and, eq } from "drizzle-orm";
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
    // One product's size name at two positions, the lower one on a dearer offer: that position
    // counts only while the range reaches the dearer offer (the demo has no such product).
    const [item] = await db
      .select()
      .from(t.productItem)
      .where(and(eq(t.productItem.active, true), eq(t.productItem.isSold, false)))
      .orderBy(t.productItem.id)
      .limit(1);
    if (!item) throw new Error("the demo catalogue has no item on sale");
    const [itsSize] = await db.select().from(t.size).where(eq(t.size.id, item.sizeId));
    if (!itsSize) throw new Error("an item without its size");
    const [lower] = await db
      .insert(t.size)
      .values({ name: itsSize.name, position: itsSize.position - 1_000 })
      .returning({ id: t.size.id });
    if (!lower) throw new Error("the lower size was not inserted");
    await db.insert(t.productItem).values({
      productId: item.productId,
      sizeId: lower.id,
      supplierId: item.supplierId,
      deliveryIsoCode: item.deliveryIsoCode,
      deliverySpeed: item.deliverySpeed,
      price: item.price + 500_000,
    });
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
