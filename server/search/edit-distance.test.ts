import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance.ts";

describe("editDistance", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(editDistance("кросовки", "кроссовки")).toBe(1);
    expect(editDistance("наик", "найк")).toBe(1);
    expect(editDistance("адидса", "адидас")).toBe(1);
    expect(editDistance("nkie", "nike")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });
});
