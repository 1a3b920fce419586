import { describe, expect, it } from "vitest";
import { decideReload, RELOAD_WINDOW_MS } from "./reload-once.ts";

describe("decideReload", () => {
  it("reloads the first time, then not again for the same path within the window", () => {
    const first = decideReload(null, "chunk /catalog", 1_000);
    expect(first.reload).toBe(true);
    const second = decideReload(first.stored, "chunk /catalog", 1_000 + RELOAD_WINDOW_MS - 1);
    expect(second.reload).toBe(false);
  });

  it("reloads again once the window has passed", () => {
    const first = decideReload(null, "chunk /catalog", 1_000);
    expect(decideReload(first.stored, "chunk /catalog", 1_000 + RELOAD_WINDOW_MS).reload).toBe(
      true,
    );
  });

  it("keeps each reason and path apart", () => {
    const first = decideReload(null, "chunk /catalog", 1_000);
    expect(decideReload(first.stored, "chunk /product/x", 1_001).reload).toBe(true);
    expect(decideReload(first.stored, "worker-update /catalog", 1_001).reload).toBe(true);
  });

  it("forgets old times and survives what it cannot read", () => {
    const old = JSON.stringify({ "chunk /a": 0, "chunk /b": "x" });
    expect(JSON.parse(decideReload(old, "chunk /c", RELOAD_WINDOW_MS * 5).stored)).toEqual({
      "chunk /c": RELOAD_WINDOW_MS * 5,
    });
    expect(decideReload("{not json", "chunk /a", 1).reload).toBe(true);
    expect(decideReload("[1,2]", "chunk /a", 1).reload).toBe(true);
  });

  it("does not trust a time from the future (a clock set back)", () => {
    const future = JSON.stringify({ "chunk /a": 50_000 });
    expect(decideReload(future, "chunk /a", 1_000).reload).toBe(true);
  });
});
