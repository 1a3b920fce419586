import { describe, expect, it } from "vitest";
import {
  addCartEntry,
  cartCookieValue,
  MAX_CART_ITEMS,
  parseCartEntries,
  removeCartEntry,
  sameEntries,
  setCartEntryChecked,
} from "./cart-entries.ts";

describe("the local cart's cookie", () => {
  it("reads [id, 0|1] pairs and writes them back the same", () => {
    const entries = parseCartEntries([
      ["12", 1],
      ["7", 0],
    ]);
    expect(entries).toEqual([
      { id: "12", checked: true },
      { id: "7", checked: false },
    ]);
    expect(cartCookieValue(entries)).toEqual([
      ["12", 1],
      ["7", 0],
    ]);
  });

  it("reads a forged or foreign value as an empty cart, and skips bad or repeated ids", () => {
    expect(parseCartEntries(null)).toEqual([]);
    expect(parseCartEntries("12")).toEqual([]);
    expect(parseCartEntries({ id: "12" })).toEqual([]);
    expect(
      parseCartEntries([
        ["12", 1],
        ["12", 0],
        ["x", 1],
        [12, 1],
        ["1\u00002", 1],
        "13",
        ["99999999999", 1],
      ]),
    ).toEqual([{ id: "12", checked: true }]);
  });

  it("keeps at most 50 items", () => {
    const many = Array.from({ length: 80 }, (_, index) => [String(index + 1), 1]);
    expect(parseCartEntries(many)).toHaveLength(MAX_CART_ITEMS);
  });
});

describe("changing the local cart", () => {
  const cart = parseCartEntries([
    ["1", 1],
    ["2", 0],
  ]);

  it("adds an item last, checked; not twice; not past 50", () => {
    expect(addCartEntry(cart, "3")).toEqual({
      added: true,
      entries: [...cart, { id: "3", checked: true }],
    });
    expect(addCartEntry(cart, "2")).toEqual({ added: false, reason: "present" });
    const full = parseCartEntries(Array.from({ length: 50 }, (_, index) => [String(index + 1), 1]));
    expect(addCartEntry(full, "51")).toEqual({ added: false, reason: "full" });
  });

  it("removes and ticks by id, leaving the others as they were", () => {
    expect(removeCartEntry(cart, "1")).toEqual([{ id: "2", checked: false }]);
    expect(setCartEntryChecked(cart, "2", true)).toEqual([
      { id: "1", checked: true },
      { id: "2", checked: true },
    ]);
    expect(sameEntries(cart, setCartEntryChecked(cart, "9", false))).toBe(true);
    expect(sameEntries(cart, setCartEntryChecked(cart, "1", false))).toBe(false);
  });
});
