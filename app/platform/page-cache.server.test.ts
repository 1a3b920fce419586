import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createPageCache, PAGE_CACHE_HEADER, PAGE_CACHE_LIFETIMES } from "./page-cache.server.ts";
import { requestFactsContext } from "./request-context.server.ts";

const ORIGIN = "http://shop.test";

interface Visit {
  path?: string;
  /** The target the server saw; the path unless told (a data request's `.data`). */
  target?: string | undefined;
  cookie?: string;
  method?: string;
  nonce?: string;
}

/** A page cache whose clock the test moves, and a renderer that counts its renders. */
function setUp(respond: (nonce: string) => Response = (nonce) => page(nonce)) {
  let clock = 1_000_000;
  const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => clock });
  let renders = 0;
  async function visit(
    visit: Visit = {},
  ): Promise<{ response: Response; body: string; nonce: string }> {
    const {
      path = "/catalog/obuv",
      cookie,
      method = "GET",
      nonce = `nonce-${Math.random().toString(36).slice(2)}`,
    } = visit;
    const target = "target" in visit ? visit.target : path;
    const context = new RouterContextProvider();
    context.set(requestFactsContext, { clientAddress: undefined, cspNonce: nonce, target });
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers: cookie ? { cookie } : {},
    });
    const result = await cache.middleware(
      { request, url: new URL(request.url), pattern: "/", params: {}, context },
      async () => {
        renders += 1;
        return respond(nonce);
      },
    );
    if (!(result instanceof Response)) throw new Error("the middleware returned no response");
    return { response: result, body: await result.text(), nonce };
  }
  return {
    cache,
    visit,
    renders: () => renders,
    advance: (ms: number) => (clock += ms),
  };
}

/** A rendered page whose script carries the nonce of the request that rendered it. */
function page(nonce: string, init: ResponseInit = {}, text = "страница"): Response {
  return new Response(`<!DOCTYPE html><p>${text}</p><script nonce="${nonce}">go()</script>`, {
    status: 200,
    ...init,
    headers: { "content-type": "text/html; charset=utf-8", ...init.headers },
  });
}

describe("the page cache", () => {
  it("serves an anonymous page again without rendering it, with this response's nonce", async () => {
    const shop = setUp();
    const first = await shop.visit();
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    const second = await shop.visit();
    expect(shop.renders()).toBe(1);
    expect(second.response.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).not.toContain(first.nonce);
  });

  it("gives a kept page back byte for byte, each of its nonces replaced", async () => {
    const text = "Кроссовки «Найк» — 4 990 ₽ 👟";
    const shop = setUp(
      (nonce) =>
        new Response(
          `<script nonce="${nonce}">a()</script><p>${text}</p><style nonce="${nonce}"></style>`,
          { headers: { "content-type": "text/html; charset=utf-8" } },
        ),
    );
    const first = await shop.visit();
    const second = await shop.visit({ nonce: "другой-nonce-Я" });
    expect(shop.renders()).toBe(1);
    expect(first.body).toBe(
      `<script nonce="${first.nonce}">a()</script><p>${text}</p><style nonce="${first.nonce}"></style>`,
    );
    expect(second.body).toBe(
      `<script nonce="другой-nonce-Я">a()</script><p>${text}</p><style nonce="другой-nonce-Я"></style>`,
    );
  });

  it("keeps a page's document and its data apart, and each address apart", async () => {
    const shop = setUp();
    await shop.visit({ target: "/catalog/obuv" });
    await shop.visit({ target: "/catalog/obuv.data" });
    await shop.visit({ path: "/catalog/obuv?sort=price", target: "/catalog/obuv?sort=price" });
    expect(shop.renders()).toBe(3);
    await shop.visit({ target: "/catalog/obuv.data" });
    expect(shop.renders()).toBe(3);
  });

  it("never answers a shopper with the shop's cookies, a personal screen or a post", async () => {
    const shop = setUp();
    await shop.visit();
    await shop.visit({ cookie: "meet-market-cart=W10%3D" });
    await shop.visit({ path: "/account" });
    await shop.visit({ path: "/account" });
    await shop.visit({ method: "POST" });
    expect(shop.renders()).toBe(5);
    // Other sites' cookies change nothing.
    await shop.visit({ cookie: "_ga=GA1.1" });
    expect(shop.renders()).toBe(5);
  });

  it("keeps no answer that sets a cookie, fails, redirects or is no page", async () => {
    for (const answer of [
      (nonce: string) => page(nonce, { headers: { "set-cookie": "meet-market-toast=1" } }),
      (nonce: string) => page(nonce, { status: 500 }),
      () => new Response(null, { status: 302, headers: { location: "/" } }),
      () => Response.json({ ok: true }),
    ]) {
      const shop = setUp(answer);
      await shop.visit();
      await shop.visit();
      expect(shop.renders()).toBe(2);
    }
  });

  it("keeps a page that is not there, as the proxy does", async () => {
    const shop = setUp((nonce) => page(nonce, { status: 404 }, "Страница не найдена"));
    await shop.visit({ path: "/product/nothing" });
    const again = await shop.visit({ path: "/product/nothing" });
    expect(again.response.status).toBe(404);
    expect(shop.renders()).toBe(1);
  });

  it("does nothing without the server's target (tests, the dev server)", async () => {
    const shop = setUp();
    await shop.visit({ target: undefined });
    await shop.visit({ target: undefined });
    expect(shop.renders()).toBe(2);
  });

  it("renders concurrent misses of one page once", async () => {
    const shop = setUp();
    const visits = await Promise.all(Array.from({ length: 5 }, () => shop.visit()));
    expect(shop.renders()).toBe(1);
    for (const { body, nonce } of visits) expect(body).toContain(`nonce="${nonce}"`);
  });

  it("serves a stale page while one request renders it again, then the fresh one", async () => {
    let price = 1000;
    const shop = setUp((nonce) => page(nonce, {}, `${price} ₽`));
    await shop.visit();
    price = 900;
    shop.advance(PAGE_CACHE_LIFETIMES.freshMs + 1);
    const [renderer, waiting] = await Promise.all([shop.visit(), shop.visit()]);
    expect(renderer.body).toContain("900 ₽");
    expect(renderer.response.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect(waiting.body).toContain("1000 ₽");
    expect(waiting.response.headers.get(PAGE_CACHE_HEADER)).toBe("STALE");
    expect((await shop.visit()).body).toContain("900 ₽");
    expect(shop.renders()).toBe(2);
  });

  it("renders a page too stale to serve before answering", async () => {
    let price = 1000;
    const shop = setUp((nonce) => page(nonce, {}, `${price} ₽`));
    await shop.visit();
    price = 900;
    shop.advance(PAGE_CACHE_LIFETIMES.freshMs + PAGE_CACHE_LIFETIMES.staleMs + 1);
    const [first, second] = await Promise.all([shop.visit(), shop.visit()]);
    expect(first.body).toContain("900 ₽");
    expect(second.body).toContain("900 ₽");
  });

  it("turns every page stale when the catalogue changes, and keeps no render begun before", async () => {
    let price = 1000;
    const shop = setUp((nonce) => page(nonce, {}, `${price} ₽`));
    await shop.visit();
    price = 900;
    shop.cache.catalogueChanged();
    // The first request after the change renders it; one arriving meanwhile is given the old page.
    const [renderer, waiting] = await Promise.all([shop.visit(), shop.visit()]);
    expect(renderer.body).toContain("900 ₽");
    expect(renderer.response.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect(waiting.body).toContain("1000 ₽");
    expect(waiting.response.headers.get(PAGE_CACHE_HEADER)).toBe("STALE");
    expect((await shop.visit()).response.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");

    // A render under way when the catalogue changes answers its request but is not kept.
    let release: () => void = () => undefined;
    const slow = setUp((nonce) => page(nonce, {}, `${price} ₽`));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const context = new RouterContextProvider();
    context.set(requestFactsContext, {
      clientAddress: undefined,
      cspNonce: "n",
      target: "/catalog/obuv",
    });
    const rendering = slow.cache.middleware(
      {
        request: new Request(`${ORIGIN}/catalog/obuv`),
        url: new URL(`${ORIGIN}/catalog/obuv`),
        pattern: "/",
        params: {},
        context,
      },
      async () => {
        await gate;
        return page("n", {}, "1000 ₽");
      },
    );
    slow.cache.catalogueChanged();
    release();
    await rendering;
    expect(slow.cache.size).toBe(0);
    expect((await slow.visit()).body).toContain("900 ₽");
  });
});
