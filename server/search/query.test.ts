import { describe, expect, it } from "vitest";
import { parseQuery, switchLayout, transliterations, wordsOf } from "./query.ts";

describe("query parsing", () => {
  it("normalises words as search_text does and keeps at most 8", () => {
    expect(wordsOf("Ёлка «Café» Air-Max'90")).toEqual(["елка", "cafe", "air", "max", "90"]);
    expect(wordsOf("Найк")).toEqual(["найк"]);
    const parsed = parseQuery("  a b c d e f g h i j  ");
    expect(parsed.chunks.flatMap((chunk) => chunk.words)).toHaveLength(8);
  });

  it("switches keyboard layouts and transliterates", () => {
    expect(switchLayout("rhjccjdrb")).toBe("кроссовки");
    expect(switchLayout(";tycrbt")).toBe("женские");
    expect(switchLayout("тшлу")).toBe("nike");
    expect(transliterations("самба")).toContain("samba");
    expect(transliterations("макс")).toEqual(expect.arrayContaining(["maks", "max"]));
    expect(transliterations("nb")).toEqual(["нб"]);
  });
});
