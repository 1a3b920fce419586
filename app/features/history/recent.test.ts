import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseStored } from "./local-store.ts";
import {
  addToRecentlyViewed,
  addToSearchHistory,
  recentlyViewedSchema,
  searchHistorySchema,
} from "./recent.ts";

describe("search history", () => {
  it("keeps the newest first, at most 8", () => {
    let history = addToSearchHistory([], "найк", 1);
    for (let n = 2; n <= 10; n += 1) history = addToSearchHistory(history, `запрос ${n}`, n);
    expect(history).toHaveLength(8);
    expect(history[0]).toEqual({ id: 10, value: "запрос 10" });
    expect(history.map((entry) => entry.value)).not.toContain("найк");
  });

  it("trims the query, ignores an empty one, and moves a repeated one to the front", () => {
    const history = addToSearchHistory(addToSearchHistory([], " кроссовки ", 1), "худи", 2);
    expect(addToSearchHistory(history, "   ", 3)).toEqual(history);
    expect(addToSearchHistory(history, "Кроссовки", 4)).toEqual([
      { id: 4, value: "Кроссовки" },
      { id: 2, value: "худи" },
    ]);
  });

  it("reads stored data defensively", () => {
    expect(v.parse(searchHistorySchema, [{ id: 1, value: "a" }])).toEqual([{ id: 1, value: "a" }]);
    expect(v.parse(searchHistorySchema, "not a list")).toEqual([]);
    expect(v.parse(searchHistorySchema, [{ value: 5 }])).toEqual([]);
  });
});

describe("recently viewed", () => {
  it("keeps the most recent first, without duplicates, at most 6", () => {
    let recent: string[] = [];
    for (const id of ["1", "2", "3", "2", "4", "5", "6", "7"])
      recent = addToRecentlyViewed(recent, id);
    expect(recent).toEqual(["7", "6", "5", "4", "2", "3"]);
  });

  it("reads stored data defensively", () => {
    expect(v.parse(recentlyViewedSchema, ["1", "2"])).toEqual(["1", "2"]);
    expect(v.parse(recentlyViewedSchema, { nope: true })).toEqual([]);
    expect(parseStored('["9"]', recentlyViewedSchema)).toEqual(["9"]);
    expect(parseStored("{not json", recentlyViewedSchema)).toEqual([]);
    expect(parseStored(null, recentlyViewedSchema)).toEqual([]);
  });
});
