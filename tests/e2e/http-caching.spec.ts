import { expect, test } from "./support/test.ts";
import { cookieValue, signUpByApi } from "./support/shopper.ts";

// The HTTP caching of pages (docs/caching.md), seen from outside: plain requests, so one project
// is enough (the mobile and no-JS ones skip it in playwright.config.ts).

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const SECTION = "/catalog/obuv";

test.describe("HTTP caching of pages", () => {
  test("an anonymous section page may be kept by the proxy", async ({ request }) => {
    const response = await request.get(SECTION, { headers: { cookie: "" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(PUBLIC);
    expect(response.headers()["vary"]).toMatch(/\bCookie\b/i);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("the same page is private for a signed-in shopper and for a cart", async ({ request }) => {
    const shopper = await signUpByApi(request);
    const signedIn = [
      `meet-market-access=${cookieValue(shopper.accessToken)}`,
      `meet-market-refresh=${cookieValue(shopper.refreshToken)}`,
    ].join("; ");
    const cart = `meet-market-cart=${cookieValue([{ id: 1, checked: true }])}`;
    for (const cookie of [signedIn, cart, "meet-market-color-mode=ImRhcmsi"]) {
      const response = await request.get(SECTION, { headers: { cookie } });
      expect(response.status(), cookie).toBe(200);
      expect(response.headers()["cache-control"], cookie).toMatch(/^private, no-(cache|store)$/);
    }
  });

  test("the account, the cart and checkout are never kept by a shared cache", async ({
    request,
  }) => {
    for (const path of ["/account", "/cart", "/checkout", "/favorites", "/auth"]) {
      const response = await request.get(path, { headers: { cookie: "" }, maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"] ?? "";
      // A redirect (to sign-in, or from an empty checkout) is kept by no cache either.
      if (response.status() >= 300 && response.status() < 400) {
        expect(cacheControl, path).not.toContain("public");
        continue;
      }
      expect(cacheControl, path).toMatch(/^private, no-(cache|store)$/);
    }
  });

  test("a page's data request answers 304 to its ETag", async ({ request }) => {
    const url = `${SECTION}.data`;
    // The root's data names the minute it was made: a minute turning between the two requests
    // changes it, and the check runs again.
    await expect(async () => {
      const first = await request.get(url, { headers: { cookie: "" } });
      expect(first.status()).toBe(200);
      expect(first.headers()["cache-control"]).toBe(PUBLIC);
      const etag = first.headers()["etag"] ?? "";
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await request.get(url, { headers: { cookie: "", "if-none-match": etag } });
      expect(again.status()).toBe(304);
      expect(again.headers()["etag"]).toBe(etag);
      expect(await again.body()).toHaveLength(0);
    }).toPass({ timeout: 30_000 });
  });
});
