import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../tests/database.ts";
import { cashbackOn } from "./cashback.ts";

// Pure: no database, so once, in the pglite project (docs/testing.md#the-databases).
const describePure = describe.runIf(testDatabaseKind() === "pglite");

describePure("cashbackOn", () => {
  it("is the level's percent of the money, rounded down to whole bonuses", () => {
    // 10 990 ₽ at 3 %: 329.7 bonuses, 329 credited; at 5 %: 549.5, 549.
    expect(cashbackOn(1_099_000, 3)).toBe(329);
    expect(cashbackOn(1_099_000, 5)).toBe(549);
    expect(cashbackOn(10_000, 10)).toBe(10);
    expect(cashbackOn(9_999, 1)).toBe(0);
    expect(cashbackOn(0, 10)).toBe(0);
    expect(cashbackOn(-500, 10)).toBe(0);
    expect(cashbackOn(1_099_000, 0)).toBe(0);
  });
});
