import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";

describe("robotsTxt", () => {
  const text = robotsTxt("https://meet-market.example");
  const disallowed = text
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));

  it("names the sitemap index by its absolute address", () => {
    expect(text).toContain("Sitemap: https://meet-market.example/sitemap.xml\n");
  });

  it("closes the shopper's own screens, the outbox and filtered search results", () => {
    expect(disallowed).toEqual(
      expect.arrayContaining(["/account", "/cart", "/checkout", "/dev/", "/search?*&"]),
    );
  });

  it("leaves the catalogue, products, articles and pictures open", () => {
    for (const open of ["/catalog", "/product/", "/blog", "/_ipx/", "/search?query="]) {
      expect(disallowed.some((path) => !path.includes("*") && open.startsWith(path))).toBe(false);
    }
  });

  it("has one group for every crawler, every line a known directive", () => {
    const lines = text.split("\n").filter(Boolean);
    expect(lines[0]).toBe("User-agent: *");
    for (const line of lines) {
      expect(line).toMatch(/^(User-agent|Disallow|Clean-param|Sitemap): \S/);
    }
  });
});
