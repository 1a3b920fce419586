import { describe, expect, it } from "vitest";
import { analyticsAddress } from "./page-address.ts";

describe("analyticsAddress", () => {
  it("never tells an analytics service an order's or a payment's key", () => {
    const uuid = "3f8e0c9a-6b1d-4c2e-9f7a-5d4b3c2a1e0f";
    expect(analyticsAddress(`https://meet-market.ru/orders/${uuid}`)).toBe(
      "https://meet-market.ru/orders/{id}",
    );
    expect(analyticsAddress(`/orders/${uuid}?x=${uuid}#top`)).toBe("/orders/{id}");
    expect(analyticsAddress(`https://shop.test/payment/sandbox/${uuid}`)).toBe(
      "https://shop.test/payment/sandbox/{id}",
    );
    // The sign-in offered on an order's page comes back to its link.
    expect(analyticsAddress(`https://meet-market.ru/auth?returnTo=%2Forders%2F${uuid}#form`)).toBe(
      "https://meet-market.ru/auth#form",
    );
    expect(analyticsAddress(`/auth?returnTo=%E0%A4%A`)).toBe("/auth");
  });

  it("keeps every other address as it is", () => {
    for (const address of [
      "https://meet-market.ru/catalog/obuv?brand=nike",
      "/product/nike-air",
      "/orders",
      "https://meet-market.ru/account/orders?page=2",
      "/auth?returnTo=%2Fcart",
    ]) {
      expect(analyticsAddress(address)).toBe(address);
    }
  });
});
