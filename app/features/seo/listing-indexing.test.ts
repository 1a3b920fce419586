import { describe, expect, it } from "vitest";
import { CATALOG_SORTING, readSelection } from "~/features/catalogue/selection.ts";
import { LIST_FILTER_KEYS } from "~/features/catalogue/listing-filters.fixture.ts";
import { landingBrand, listingIndexing } from "./listing-indexing.ts";

const selection = (search: string) =>
  readSelection(new URLSearchParams(search), CATALOG_SORTING, LIST_FILTER_KEYS).selection;

const indexing = (path: string, search: string, page = 1, totalItems = 24) =>
  listingIndexing(path, selection(search), { page, totalItems });

describe("listingIndexing", () => {
  it("leaves filters and the order out of the canonical address", () => {
    expect(indexing("/catalog/obuv", "size=42&sort=CHEAP_FIRST")).toEqual({
      canonical: "/catalog/obuv",
      noindex: false,
    });
    expect(indexing("/catalog/obuv/krossovki", "brand=nike&colorPallete=black").canonical).toBe(
      "/catalog/obuv/krossovki",
    );
  });

  it("keeps the page: each page of a listing lists other goods", () => {
    expect(indexing("/catalog/obuv", "sort=NEW_FIRST&page=3", 3).canonical).toBe(
      "/catalog/obuv?page=3",
    );
  });

  it("keeps a brand's landing, a listing of one brand and nothing else", () => {
    expect(indexing("/catalog/obuv", "brand=nike&sort=CHEAP_FIRST").canonical).toBe(
      "/catalog/obuv?brand=nike",
    );
    expect(indexing("/catalog/obuv", "brand=nike", 2).canonical).toBe(
      "/catalog/obuv?brand=nike&page=2",
    );
    expect(landingBrand(selection("brand=nike&brand=adidas"))).toBeNull();
    expect(landingBrand(selection("brand=nike&size=42"))).toBeNull();
    expect(landingBrand(selection("brand=nike&priceTo=5000"))).toBeNull();
  });

  it("names the menu's /catalog/any/{slug} by its own address", () => {
    expect(indexing("/catalog/any/obuv", "").canonical).toBe("/catalog/obuv");
    expect(indexing("/catalog/obuv/", "").canonical).toBe("/catalog/obuv");
  });

  it("keeps an empty listing and one of more than two filters out of the index", () => {
    expect(indexing("/catalog/obuv", "size=42", 1, 0).noindex).toBe(true);
    expect(indexing("/catalog/obuv", "brand=nike&size=42").noindex).toBe(false);
    expect(indexing("/catalog/obuv", "brand=nike&size=42&priceTo=5000").noindex).toBe(true);
    expect(indexing("/catalog/obuv", "size=42&size=43&size=44").noindex).toBe(true);
  });
});
