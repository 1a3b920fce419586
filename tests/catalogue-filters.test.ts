/**
 * Every filter declared in server/db/schema/catalogue-filters.ts round-trips through the
 * storefront's URL selection (app/features/catalogue/selection.ts): its values read from an address
 * under its key, written back to the same address, and sent to the API under its
 * ProductFilterDto field. The storefront's test fixture of `filterList` is checked against the
 * declarations here, so its tests follow them. Both engines: server/catalogue/filters.test.ts.
 */
import { describe, expect, it } from "vitest";
import { LISTING_FILTERS } from "../app/features/catalogue/listing-filters.fixture.ts";
import { listFilterKeys, toProductFilters } from "../app/features/catalogue/listing.ts";
import {
  CATALOG_SORTING,
  readSelection,
  selectionSearch,
} from "../app/features/catalogue/selection.ts";
import { CATALOGUE_FILTERS } from "../server/db/schema/catalogue-filters.ts";

const values = (filter: (typeof CATALOGUE_FILTERS)[number]) =>
  "labels" in filter ? Object.keys(filter.labels).slice(0, 2) : ["first-value", "42"];

describe("the catalogue's filters on the storefront", () => {
  it("are the storefront fixture's, as the API's filterList answers them", () => {
    expect(LISTING_FILTERS).toEqual(
      CATALOGUE_FILTERS.map((filter) => ({
        key: filter.key,
        kind: filter.kind === "price" ? "PRICE" : "OPTIONS",
        filterType: filter.filterType,
        name: filter.label,
      })),
    );
  });

  it.each(CATALOGUE_FILTERS.filter((filter) => filter.kind !== "price"))(
    "round-trips $key through the address and into ProductFilterDto",
    (filter) => {
      const chosen = values(filter);
      const search = `?${new URLSearchParams(chosen.map((value) => [filter.key, value]))}`;
      const { selection, clean } = readSelection(
        new URLSearchParams(search),
        CATALOG_SORTING,
        listFilterKeys(LISTING_FILTERS),
      );
      expect(clean).toBe(true);
      expect(selection.lists).toEqual({ [filter.key]: chosen });
      expect(selectionSearch(selection)).toBe(search);
      expect(toProductFilters(selection)).toMatchObject({ [filter.key]: chosen });
    },
  );

  it("round-trips the price in roubles, sent in kopecks", () => {
    const { selection } = readSelection(
      new URLSearchParams("priceFrom=1000&priceTo=5000"),
      CATALOG_SORTING,
      listFilterKeys(LISTING_FILTERS),
    );
    expect(selectionSearch(selection)).toBe("?priceFrom=1000&priceTo=5000");
    expect(toProductFilters(selection)).toMatchObject({ minPrice: 100_000, maxPrice: 500_000 });
  });
});
