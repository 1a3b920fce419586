import { describe, expect, it } from "vitest";
import {
  CATALOG_SORTING,
  listingHref,
  readSelection,
  SEARCH_SORTING,
  selectionSearch,
} from "./selection.ts";
import { LIST_FILTER_KEYS } from "./listing-filters.fixture.ts";

const read = (search: string, sorting = CATALOG_SORTING) =>
  readSelection(new URLSearchParams(search), sorting, LIST_FILTER_KEYS);

describe("readSelection", () => {
  it("reads the lists, the prices in roubles and the order", () => {
    expect(
      read("brand=nike&brand=adidas&size=42&priceFrom=1000&priceTo=5000&sort=CHEAP_FIRST"),
    ).toEqual({
      selection: {
        lists: { brand: ["nike", "adidas"], size: ["42"] },
        priceFrom: 1000,
        priceTo: 5000,
        sort: "CHEAP_FIRST",
      },
      clean: true,
    });
  });

  it("leaves the listing's default order out of the selection, and the address unclean", () => {
    expect(read("sort=POPULAR_FIRST")).toEqual({ selection: { lists: {} }, clean: false });
    expect(read("sort=RELEVANCE", SEARCH_SORTING)).toEqual({
      selection: { lists: {} },
      clean: false,
    });
  });

  it("keeps most popular first as a choice of the search, whose default is relevance", () => {
    expect(read("sort=POPULAR_FIRST", SEARCH_SORTING)).toEqual({
      selection: { lists: {}, sort: "POPULAR_FIRST" },
      clean: true,
    });
    // Relevance is the search's own: the catalogue does not offer it.
    expect(read("sort=RELEVANCE")).toEqual({ selection: { lists: {} }, clean: false });
  });

  it("marks what the plain form sends but the shop would not write as unclean", () => {
    expect(read("brand=&priceFrom=&priceTo=").clean).toBe(false);
    expect(read("brand=nike&brand=nike").selection.lists.brand).toEqual(["nike"]);
    expect(read("priceFrom=abc").selection.priceFrom).toBeUndefined();
    expect(read("priceFrom=5000&priceTo=1000")).toMatchObject({
      selection: { priceFrom: 1000, priceTo: 5000 },
      clean: false,
    });
  });

  it("ignores parameters that are not part of the selection (the search's query, the page)", () => {
    expect(read("query=nike&page=2&size=42", SEARCH_SORTING)).toEqual({
      selection: { lists: { size: ["42"] } },
      clean: true,
    });
  });
});

describe("selectionSearch", () => {
  // As readSelection reads it: the lists in the filters' order.
  const selection = {
    lists: { brand: ["nike"], size: ["42"] },
    priceTo: 9000,
    sort: "CHEAP_FIRST" as const,
  };

  it("writes the lists in the selection's order, then the prices, the order and the page", () => {
    expect(selectionSearch(selection, { page: 3 })).toBe(
      "?brand=nike&size=42&priceTo=9000&sort=CHEAP_FIRST&page=3",
    );
    expect(selectionSearch({ lists: {} })).toBe("");
  });
});

describe("listingHref", () => {
  it("puts the scope's parameters first: the search's query leads its addresses", () => {
    const scope = { path: "/search", params: { query: "nike air" } };
    expect(listingHref(scope, { lists: { sale: ["LESS_THAN_50"] } }, { page: 2 })).toBe(
      "/search?query=nike+air&sale=LESS_THAN_50&page=2",
    );
    expect(listingHref(scope, { lists: {} })).toBe("/search?query=nike+air");
  });

  it("is the bare path for a catalogue listing without a selection", () => {
    expect(listingHref({ path: "/catalog/obuv" }, { lists: {} })).toBe("/catalog/obuv");
    expect(
      listingHref({ path: "/catalog/obuv" }, { lists: { brand: ["nike"] } }, { page: 2 }),
    ).toBe("/catalog/obuv?brand=nike&page=2");
  });
});
