import { describe, expect, it } from "vitest";
import {
  moveActiveIndex,
  SEARCH_POPUP_DEBOUNCE_MS,
  SEARCH_POPUP_RESULT_LIMIT,
  SEARCH_POPUP_SKELETON_ITEMS,
  searchPageHref,
  searchPopupResourceHref,
  visibleRecentlyViewed,
  visibleSearchHistory,
} from "./search-popup-model.ts";

describe("search popup constants (docs/search.md#search-popup)", () => {
  it("asks for 8 results 1000 ms after typing stops and shows 5 skeleton rows", () => {
    expect(SEARCH_POPUP_RESULT_LIMIT).toBe(8);
    expect(SEARCH_POPUP_DEBOUNCE_MS).toBe(1000);
    expect(SEARCH_POPUP_SKELETON_ITEMS).toBe(5);
  });
});

describe("moveActiveIndex", () => {
  it("goes down from the field to the first option and on, then back to the field", () => {
    let index = -1;
    const visited = [index];
    for (let step = 0; step < 4; step += 1) {
      index = moveActiveIndex(index, 3, 1);
      visited.push(index);
    }
    expect(visited).toEqual([-1, 0, 1, 2, -1]);
  });

  it("goes up from the field to the last option", () => {
    expect(moveActiveIndex(-1, 3, -1)).toBe(2);
    expect(moveActiveIndex(0, 3, -1)).toBe(-1);
    expect(moveActiveIndex(2, 3, -1)).toBe(1);
  });

  it("stays on the field without options, and recovers from an index out of range", () => {
    expect(moveActiveIndex(-1, 0, 1)).toBe(-1);
    expect(moveActiveIndex(5, 0, -1)).toBe(-1);
    expect(moveActiveIndex(7, 3, 1)).toBe(0);
    expect(moveActiveIndex(7, 3, -1)).toBe(2);
  });
});

describe("visibleSearchHistory", () => {
  it("shows the newest 8 first, whatever order storage kept them in", () => {
    const stored = Array.from({ length: 9 }, (_, index) => ({
      id: index + 1,
      value: `запрос ${index + 1}`,
    }));
    const shown = visibleSearchHistory(stored);
    expect(shown.map((entry) => entry.value)).toEqual([
      "запрос 9",
      "запрос 8",
      "запрос 7",
      "запрос 6",
      "запрос 5",
      "запрос 4",
      "запрос 3",
      "запрос 2",
    ]);
  });

  it("drops blank entries and repeats of a newer one", () => {
    expect(
      visibleSearchHistory([
        { id: 3, value: "Найк" },
        { id: 2, value: "  " },
        { id: 1, value: "найк" },
      ]),
    ).toEqual([{ id: 3, value: "Найк" }]);
  });
});

describe("visibleRecentlyViewed", () => {
  it("keeps the most recent 6, each once", () => {
    expect(visibleRecentlyViewed(["1", "2", "1", "3", "4", "5", "6", "7"])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
  });
});

describe("links", () => {
  it("encode the query", () => {
    expect(searchPageHref("air max 90")).toBe("/search?query=air%20max%2090");
    expect(searchPopupResourceHref("найк & co")).toBe(
      "/resources/search?query=%D0%BD%D0%B0%D0%B9%D0%BA%20%26%20co",
    );
  });
});
