import { type APIRequestContext, expect, test } from "./support/test.ts";

// What search engines read (docs/seo.md): plain HTTP, run once, in the desktop project only
// (see playwright.config.ts).

type Json = Record<string, unknown>;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The page's JSON-LD blocks, parsed, by @type. */
function jsonLd(page: string): Map<string, Json> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? "") as Json,
  );
  return new Map(blocks.map((block) => [String(block["@type"]), block]));
}

function canonical(page: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
}

function robots(page: string): string | undefined {
  return /<meta name="robots" content="([^"]+)"/.exec(page)?.[1];
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? "");

test.describe("search engines", () => {
  test("/robots.txt closes the shopper's screens and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    for (const path of ["/account", "/cart", "/checkout", "/dev/", "/search?*&"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("/sitemap.xml leads to parts whose addresses answer", async ({ request, baseURL }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("application/xml");
    expect(index.headers()["cache-control"]).toContain("public");
    const parts = locs(await index.text());
    expect(parts).toEqual([`${baseURL}/sitemap/pages.xml`, `${baseURL}/sitemap/products-1.xml`]);

    const products = await request.get(new URL(parts[1] ?? "").pathname);
    expect(products.status()).toBe(200);
    const productXml = await products.text();
    expect(productXml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    const productUrls = locs(productXml);
    expect(productUrls.length).toBeGreaterThan(10);
    const product = new URL(productUrls[0] ?? "");
    expect(product.pathname).toMatch(/^\/product\//);
    const productPage = await html(request, product.pathname);
    expect(canonical(productPage)).toBe(product.href);

    const pages = locs(await (await request.get("/sitemap/pages.xml")).text());
    expect(pages).toEqual(
      expect.arrayContaining([`${baseURL}/`, `${baseURL}/catalog/obuv`, `${baseURL}/info/faq`]),
    );
    const article = pages.find((loc) => loc.includes("/blog/"));
    expect(article).toBeDefined();
    expect((await request.get(new URL(article ?? "").pathname)).status()).toBe(200);

    expect((await request.get("/sitemap/products-2.xml")).status()).toBe(404);
    // The HTML sitemap for people is still there.
    expect(await html(request, "/sitemap")).toContain("Карта сайта");
  });

  test("the home page carries Organization and WebSite with a search box", async ({
    request,
    baseURL,
  }) => {
    const blocks = jsonLd(await html(request, "/"));
    expect(blocks.get("Organization")).toMatchObject({ name: "Meet Market", url: `${baseURL}/` });
    expect(blocks.get("WebSite")).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${baseURL}/search?query={search_term_string}` },
      },
    });
  });

  test("a product carries Product with an offer per size, breadcrumbs and its picture", async ({
    request,
  }) => {
    const productXml = await (await request.get("/sitemap/products-1.xml")).text();
    const path = new URL(locs(productXml)[0] ?? "").pathname;
    const page = await html(request, path);
    const blocks = jsonLd(page);
    const offers = blocks.get("Product")?.offers as Json;
    expect(offers["@type"]).toBe("AggregateOffer");
    for (const offer of (offers.offers as Json[] | undefined) ?? []) {
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      expect(offer.price).toEqual(expect.any(Number));
    }
    const crumbs = blocks.get("BreadcrumbList")?.itemListElement as Json[];
    expect(crumbs[0]).toMatchObject({ position: 1, name: "Каталог" });
    expect(page).toMatch(/<meta property="og:image" content="http[^"]+\/_ipx\/[^"]*w_1200/);
  });

  test("an article carries BlogPosting, breadcrumbs and its poster for link previews", async ({
    request,
  }) => {
    const pages = locs(await (await request.get("/sitemap/pages.xml")).text());
    const article = new URL(pages.find((loc) => loc.includes("/blog/")) ?? "").pathname;
    const page = await html(request, article);
    const blocks = jsonLd(page);
    expect(blocks.get("BlogPosting")).toMatchObject({ headline: expect.any(String) });
    expect(blocks.get("BreadcrumbList")).toBeDefined();
    expect(page).toContain('<meta property="og:type" content="article"/>');
    expect(page).toMatch(/<meta property="og:image" content="http[^"]+\/_ipx\//);
  });

  test("a filtered listing is canonical without its filters; a deep or empty one is not indexed", async ({
    request,
    baseURL,
  }) => {
    const section = await html(request, "/catalog/obuv?sort=CHEAP_FIRST");
    expect(canonical(section)).toBe(`${baseURL}/catalog/obuv`);
    expect(robots(section)).toBeUndefined();
    expect(jsonLd(section).get("BreadcrumbList")).toBeDefined();

    const pages = locs(await (await request.get("/sitemap/pages.xml")).text());
    const landing = new URL(pages.find((loc) => loc.includes("?brand=")) ?? "");
    const landingPage = await html(request, `${landing.pathname}${landing.search}`);
    expect(canonical(landingPage)).toBe(landing.href);
    expect(robots(landingPage)).toBeUndefined();

    const brand = landing.searchParams.get("brand") ?? "";
    const deep = await html(
      request,
      `/catalog/obuv?${new URLSearchParams({ brand, priceFrom: "1", priceTo: "9999999" }).toString()}`,
    );
    expect(canonical(deep)).toBe(`${baseURL}/catalog/obuv`);
    expect(robots(deep)).toBe("noindex, follow");

    const empty = await html(request, `/catalog/obuv?priceTo=1`);
    expect(robots(empty)).toBe("noindex, follow");
  });
});
