import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  carriesShopCookie,
  httpCachingMiddleware,
  matchesIfNoneMatch,
  PAGE_CACHE_CONTROL,
  type PageExchange,
  pageCaching,
  weakEtag,
} from "./http-caching.server.ts";

const anonymous: PageExchange = {
  method: "GET",
  pathname: "/catalog/obuv",
  cookie: null,
  authorized: false,
  status: 200,
  setsCookie: false,
};

describe("pageCaching", () => {
  it("lets shared caches keep a page nobody's cookies shaped", () => {
    expect(pageCaching(anonymous)).toBe("public");
    expect(pageCaching({ ...anonymous, method: "HEAD", pathname: "/" })).toBe("public");
    expect(pageCaching({ ...anonymous, pathname: "/product/nike-air-max-1" })).toBe("public");
    expect(pageCaching({ ...anonymous, pathname: "/search/", status: 404 })).toBe("public");
    // Other sites' scripts' cookies (analytics) do not shape the page.
    expect(pageCaching({ ...anonymous, cookie: "_ym_uid=1; _ga=GA1.1" })).toBe("public");
  });

  it("keeps a page shaped by any of the shop's cookies in the shopper's browser alone", () => {
    for (const cookie of [
      "meet-market-access=token",
      "meet-market-refresh=token",
      "_ga=1; meet-market-cart=W10%3D",
      "meet-market-favourites=WzFd",
      "meet-market-color-mode=ImRhcmsi",
      "meet-market-cookie-consent=ImFsbCI%3D",
      "meet-market-app-banner-closed=dHJ1ZQ%3D%3D",
      "meet-market-toast=e30%3D",
    ]) {
      expect(pageCaching({ ...anonymous, cookie }), cookie).toBe("personal");
    }
    expect(pageCaching({ ...anonymous, authorized: true })).toBe("personal");
  });

  it("lets no cache keep a shopper's own screens, whoever asks", () => {
    for (const pathname of [
      "/account",
      "/account/bonus",
      "/auth",
      "/enter-code",
      "/cart",
      "/checkout",
      "/favorites",
      "/orders/123",
      "/payment/sandbox/1",
      "/dev/outbox",
      // However it is spelt (issue 31): React Router answers each as the screen itself.
      "/ORDERS/1",
      "/CART",
      "/Favorites",
      "/%63art",
      "//cart",
      "/cart/",
    ]) {
      expect(pageCaching({ ...anonymous, pathname }), pathname).toBe("never");
      expect(pageCaching({ ...anonymous, pathname, cookie: "meet-market-access=t" })).toBe("never");
    }
    // Only the first segment names a personal section.
    expect(pageCaching({ ...anonymous, pathname: "/catalog/cart" })).toBe("public");
    expect(pageCaching({ ...anonymous, pathname: "/carts" })).toBe("public");
  });

  it("never lets a response that sets a cookie, a post or an error be kept", () => {
    expect(pageCaching({ ...anonymous, setsCookie: true })).toBe("never");
    expect(pageCaching({ ...anonymous, cookie: "meet-market-access=t", setsCookie: true })).toBe(
      "never",
    );
    expect(pageCaching({ ...anonymous, method: "POST" })).toBe("never");
    for (const status of [202, 204, 302, 400, 403, 415, 500, 503]) {
      expect(pageCaching({ ...anonymous, status }), String(status)).toBe("never");
    }
  });
});

describe("carriesShopCookie", () => {
  it("reads cookie names, not values", () => {
    expect(carriesShopCookie(null)).toBe(false);
    expect(carriesShopCookie("")).toBe(false);
    expect(carriesShopCookie("theme=meet-market-dark")).toBe(false);
    expect(carriesShopCookie("a=1;meet-market-cart=W10")).toBe(true);
    expect(carriesShopCookie("Meet-Market-Access=x")).toBe(true);
  });
});

describe("matchesIfNoneMatch", () => {
  it("compares weakly, in a list, and takes *", () => {
    const etag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch("*", etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(null, etag)).toBe(false);
  });
});

/** Runs the middleware on a request, with `answer` as what the rest of the app responded. */
async function handle(request: Request, answer: () => Response): Promise<Response> {
  const result = await httpCachingMiddleware(
    {
      request,
      url: new URL(request.url),
      pattern: "/",
      params: {},
      context: new RouterContextProvider(),
    },
    async () => answer(),
  );
  if (!(result instanceof Response)) throw new Error("the middleware returned no response");
  return result;
}

const html = () =>
  new Response("<!DOCTYPE html><p>страница</p>", {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
const pageData = (body = '[{"_1":2},"routes/catalogue"]') =>
  new Response(body, { headers: { "content-type": "text/x-script", "x-remix-response": "yes" } });

describe("httpCachingMiddleware", () => {
  it("marks an anonymous page public and varies it by Cookie", async () => {
    const response = await handle(new Request("http://shop.test/catalog/obuv"), html);
    expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.public);
    expect(response.headers.get("cache-control")).toContain("s-maxage=60");
    expect(response.headers.get("vary")).toBe("Cookie");
    expect(response.headers.has("etag")).toBe(false);
    expect(await response.text()).toContain("страница");
  });

  it("marks the same page private for a shopper with a cart, and for a signed-in one", async () => {
    for (const cookie of ["meet-market-cart=W10%3D", "meet-market-access=token"]) {
      const response = await handle(
        new Request("http://shop.test/catalog/obuv", { headers: { cookie } }),
        html,
      );
      expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.personal);
    }
  });

  it("makes a page that renews the session's cookies private", async () => {
    const response = await handle(new Request("http://shop.test/"), () => {
      const page = html();
      page.headers.append("set-cookie", "meet-market-access=new; Path=/; HttpOnly");
      return page;
    });
    expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.never);
    expect(response.headers.get("set-cookie")).toContain("meet-market-access=new");
  });

  it("leaves a resource route's own Cache-Control, unless it sets a cookie", async () => {
    const picture = () =>
      new Response("svg", {
        headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
      });
    const kept = await handle(new Request("http://shop.test/resources/app-qr"), picture);
    expect(kept.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(kept.headers.has("vary")).toBe(false);
    const withCookie = await handle(new Request("http://shop.test/resources/app-qr"), () => {
      const response = picture();
      response.headers.append("set-cookie", "meet-market-toast=x; Path=/");
      return response;
    });
    expect(withCookie.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.never);
  });

  it("gives a data request's answer a weak ETag and answers 304 when it matches", async () => {
    const first = await handle(new Request("http://shop.test/catalog/obuv"), () => pageData());
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.public);
    expect(await first.text()).toBe('[{"_1":2},"routes/catalogue"]');

    const again = await handle(
      new Request("http://shop.test/catalog/obuv", { headers: { "if-none-match": etag ?? "" } }),
      () => pageData(),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.public);
    expect(await again.text()).toBe("");

    const changed = await handle(
      new Request("http://shop.test/catalog/obuv", { headers: { "if-none-match": etag ?? "" } }),
      () => pageData('[{"_1":3},"routes/catalogue"]'),
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("gives a shopper's own data an ETag too, but none to a personal screen's", async () => {
    const personal = await handle(
      new Request("http://shop.test/catalog/obuv", { headers: { cookie: "meet-market-cart=W10" } }),
      () => pageData(),
    );
    expect(personal.headers.get("etag")).toBe(weakEtag(await pageData().arrayBuffer()));
    const cart = await handle(new Request("http://shop.test/cart"), () => pageData());
    expect(cart.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL.never);
    expect(cart.headers.has("etag")).toBe(false);
  });
});
