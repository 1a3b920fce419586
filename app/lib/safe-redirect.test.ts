import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/catalog/obuv?brand=nike#top")).toBe("/catalog/obuv?brand=nike#top");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    null,
  ])("falls back for %s", (value) => {
    expect(safeRedirect(value, "/home")).toBe("/home");
  });
});
