import { describe, expect, it } from "vitest";
import {
  buildFacets,
  type ListingFacets,
  readChoices,
  toProductFilters,
  withoutUnknownValues,
  withSelected,
} from "./listing.ts";
import { LIST_FILTER_KEYS, LISTING_FILTERS } from "./listing-filters.fixture.ts";

const option = (value: string, count = 1) => ({ value, name: value.toUpperCase(), count });
/** An option as the page gets it (a line of PackedChoices). */
const choice = (value: string, count = 1) => `${value}\t${value.toUpperCase()}\t${count}`;

type Option = ListingFacets["lists"][number]["options"][number];
const plain = (value: string, count = 1): Option => ({ ...option(value, count), hex: null });

function facetsOf(overrides: Partial<ListingFacets> = {}): ListingFacets {
  const lists: Record<string, Option[]> = {
    categories: [plain("krossovki", 10)],
    brand: [plain("nike", 7), plain("adidas", 3)],
    model: [],
    size: [plain("42", 5)],
    colorPallete: [{ ...option("black", 2), hex: "#000000" }],
    sale: [plain("LESS_THAN_50", 4)],
  };
  return {
    lists: LIST_FILTER_KEYS.map((key) => ({ key, options: lists[key] ?? [] })),
    price: { minPrice: 99_050, maxPrice: 2_399_001 },
    ...overrides,
  };
}

describe("buildFacets", () => {
  it("offers every filter with options, in the default order and headings, and the price in roubles", () => {
    const { facets, price } = buildFacets(facetsOf(), { lists: {} }, { filters: LISTING_FILTERS });
    expect(facets.map((facet) => [facet.name, facet.label])).toEqual([
      ["categories", "Категория"],
      ["brand", "Бренд"],
      ["size", "Размер"],
      ["colorPallete", "Цвет"],
      ["sale", "Скидка"],
    ]);
    expect(facets[1]?.options).toBe(`${choice("nike", 7)}\n${choice("adidas", 3)}`);
    // A colour's option carries its hex.
    expect(facets[3]?.options).toBe("black\tBLACK\t2\t#000000");
    expect(readChoices(facets[3]?.options ?? "")).toEqual([["black", "BLACK", 2, "#000000"]]);
    // A name with a tab or a line break (never seen) cannot shift the fields or the options.
    const odd = buildFacets(
      facetsOf({
        lists: [{ key: "brand", options: [{ ...plain("a"), name: "A\tB\nC" }, plain("d")] }],
      }),
      { lists: {} },
      { filters: LISTING_FILTERS },
    ).facets.find((facet) => facet.name === "brand");
    expect(readChoices(odd?.options ?? "")).toEqual([
      ["a", "A B C", 1],
      ["d", "D", 1],
    ]);
    // Rounded outwards, so the placeholders never exclude a product.
    expect(price).toEqual({ label: "Цена", min: 990, max: 23_991 });
  });

  it("follows the definitions: their order and names, and only the filters they list", () => {
    const { facets, price } = buildFacets(
      facetsOf(),
      { lists: {} },
      {
        filters: LISTING_FILTERS,
        section: [
          { filterType: "SIZE", name: "Размер обуви" },
          { filterType: "BRAND", name: "Бренд" },
          { filterType: "MODEL", name: "Модель" },
        ],
      },
    );
    // The model has no option left: not shown; the price is not among the definitions.
    expect(facets.map((facet) => facet.label)).toEqual(["Размер обуви", "Бренд"]);
    expect(price).toBeNull();
  });

  it("leaves out the filters the listing does not offer", () => {
    const { facets } = buildFacets(
      facetsOf(),
      { lists: {} },
      {
        filters: LISTING_FILTERS,
        without: ["categories"],
      },
    );
    expect(facets.map((facet) => facet.name)).not.toContain("categories");
  });

  it("keeps a chosen value with nothing left ticked, and an unknown price range empty", () => {
    const { facets, price } = buildFacets(
      facetsOf({ price: { minPrice: null, maxPrice: null } }),
      { lists: { size: ["99"] } },
      { filters: LISTING_FILTERS },
    );
    expect(facets.find((facet) => facet.name === "size")?.options).toBe(
      `${choice("42", 5)}\n99\t99\t0`,
    );
    expect(readChoices(`${choice("42", 5)}\n99\t99\t0`)).toEqual([
      ["42", "42", 5],
      ["99", "99", 0],
    ]);
    expect(price).toEqual({ label: "Цена", min: null, max: null });
  });
});

describe("withSelected", () => {
  it("adds only the chosen values the options lack", () => {
    expect(withSelected([option("42")], ["42", "43"])).toEqual([
      option("42"),
      { value: "43", name: "43", count: 0 },
    ]);
    expect(withSelected([option("42")], undefined)).toEqual([option("42")]);
  });
});

describe("withoutUnknownValues", () => {
  it("drops the values the listing does not know", () => {
    expect(
      withoutUnknownValues(
        { lists: { brand: ["nike", "no-such-brand"], season: ["BOGUS"] }, sort: "CHEAP_FIRST" },
        facetsOf(),
      ),
    ).toEqual({ lists: { brand: ["nike"] }, sort: "CHEAP_FIRST" });
  });

  it("is null when every value is known: the refusal was about something else", () => {
    expect(withoutUnknownValues({ lists: { brand: ["adidas"] } }, facetsOf())).toBeNull();
  });
});

describe("toProductFilters", () => {
  it("passes the lists on and turns roubles into kopecks", () => {
    expect(
      toProductFilters({ lists: { brand: ["nike"], sale: ["LESS_THAN_50"] }, priceFrom: 1500 }),
    ).toEqual({ brand: ["nike"], sale: ["LESS_THAN_50"], minPrice: 150_000, maxPrice: undefined });
  });

  it("sends «Мой размер»'s foot length as an Int, and only one the API believes", () => {
    expect(toProductFilters({ lists: { fit: ["265"], brand: ["nike"] } })).toEqual({
      brand: ["nike"],
      fit: 265,
    });
    for (const fit of ["abc", "26.5", "050", "400", ""]) {
      expect(toProductFilters({ lists: { fit: [fit] } }).fit).toBeUndefined();
    }
  });

  it("keeps «Мой размер», which no facet lists, when it drops unknown values", () => {
    expect(
      withoutUnknownValues({ lists: { brand: ["no-such-brand"], fit: ["265"] } }, facetsOf()),
    ).toEqual({ lists: { fit: ["265"] } });
  });
});
