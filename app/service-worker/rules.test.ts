import { describe, expect, it } from "vitest";
import { handlingOf, isKeepablePage, type RequestFacts } from "./rules.ts";

const ORIGIN = "https://meet-market.ru";

function facts(path: string, init: Partial<Omit<RequestFacts, "url">> = {}): RequestFacts {
  return { url: new URL(path, ORIGIN), method: "GET", mode: "navigate", origin: ORIGIN, ...init };
}

describe("handlingOf", () => {
  it("keeps the last good copy of public pages", () => {
    for (const path of ["/", "/product/nike-air", "/catalog/obuv?page=2", "/blog/x", "/search"]) {
      expect(handlingOf(facts(path))).toBe("page");
    }
  });

  it("never keeps a shopper's own pages", () => {
    for (const path of [
      "/account",
      "/account/bonus",
      "/cart",
      "/checkout",
      "/orders/123",
      "/favorites",
      "/enter-code",
      "/auth",
      "/payment/sandbox/1",
    ]) {
      expect(handlingOf(facts(path))).toBe("personal-page");
    }
  });

  it("leaves the API, resource routes, data requests and other sites to the network", () => {
    expect(handlingOf(facts("/graphql", { mode: "cors" }))).toBe("network");
    expect(handlingOf(facts("/graphql"))).toBe("network");
    expect(handlingOf(facts("/resources/search?query=a", { mode: "cors" }))).toBe("network");
    expect(handlingOf(facts("/resources/app-qr"))).toBe("network");
    expect(handlingOf(facts("/api/mobileapp"))).toBe("network");
    expect(handlingOf(facts("/dev/outbox"))).toBe("network");
    expect(handlingOf(facts("/version.json", { mode: "cors" }))).toBe("network");
    expect(handlingOf(facts("/product/x.data", { mode: "cors" }))).toBe("network");
    expect(handlingOf(facts("/_root.data", { mode: "cors" }))).toBe("network");
    expect(handlingOf({ ...facts("/"), url: new URL("https://mc.yandex.ru/watch") })).toBe(
      "network",
    );
  });

  it("never caches a post; a form posted as a navigation gets the offline page", () => {
    expect(handlingOf(facts("/cart", { method: "POST" }))).toBe("form-post");
    expect(handlingOf(facts("/product/x.data", { method: "POST", mode: "cors" }))).toBe("network");
    expect(handlingOf(facts("/_ipx/w_300/x.jpg", { method: "POST", mode: "cors" }))).toBe(
      "network",
    );
  });

  it("keeps pictures of the image proxy and the demo pictures", () => {
    expect(handlingOf(facts("/_ipx/w_300&f_webp/https://img/x.jpg", { mode: "no-cors" }))).toBe(
      "image",
    );
    expect(handlingOf(facts("/demo-images/sneaker/6b7280/a/2.svg", { mode: "no-cors" }))).toBe(
      "image",
    );
  });
});

describe("isKeepablePage", () => {
  const html = (cacheControl: string) =>
    new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": cacheControl });

  it("keeps public and private pages", () => {
    expect(isKeepablePage(200, html("public, max-age=0, s-maxage=60"))).toBe(true);
    expect(isKeepablePage(200, html("private, no-cache"))).toBe(true);
  });

  it("keeps no page that no cache may keep, no error and no data", () => {
    expect(isKeepablePage(200, html("private, no-store"))).toBe(false);
    expect(isKeepablePage(404, html("public, max-age=0"))).toBe(false);
    expect(isKeepablePage(500, html("private, no-store"))).toBe(false);
    expect(isKeepablePage(200, new Headers({ "content-type": "text/x-script" }))).toBe(false);
  });
});
