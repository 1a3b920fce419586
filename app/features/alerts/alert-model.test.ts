import { describe, expect, it } from "vitest";
import { readTarget, subscribeHref } from "./alert-model.ts";

const from = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("an alert's target", () => {
  it("reads what the buttons post and writes it back into the subscription page's address", () => {
    const target = readTarget(
      from({ productId: "12", productItemId: "345", kind: "BACK_IN_STOCK", back: "/product/a-b" }),
    );
    expect(target).toEqual({
      productId: "12",
      productItemId: "345",
      kind: "BACK_IN_STOCK",
      back: "/product/a-b",
    });
    if (!target) throw new Error("no target");
    const href = subscribeHref(target);
    const params = new URL(href, "http://shop.test").searchParams;
    expect(readTarget((name) => params.get(name))).toEqual(target);
  });

  it("refuses what names nothing sensible", () => {
    expect(readTarget(from({ productId: "x", kind: "PRICE_DROP" }))).toBeNull();
    expect(readTarget(from({ productId: "1", kind: "SOMETHING" }))).toBeNull();
    expect(
      readTarget(from({ productId: "1", productItemId: "1;2", kind: "PRICE_DROP" })),
    ).toBeNull();
  });

  it("comes back only to a product's page or the favourites: never another site", () => {
    const back = (value: string) =>
      readTarget(from({ productId: "1", kind: "PRICE_DROP", back: value }))?.back;
    expect(back("/favorites")).toBe("/favorites");
    expect(back("/product/x?size=42")).toBe("/product/x?size=42");
    for (const evil of [
      "https://evil.test/",
      "//evil.test",
      "/product//evil.test",
      "/\\evil",
      "/account",
    ]) {
      expect(back(evil)).toBe("/");
    }
  });
});
