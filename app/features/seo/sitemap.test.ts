import { describe, expect, it } from "vitest";
import {
  pageBatches,
  productPartBatches,
  type ShopRead,
  sitemapIndexEntries,
} from "./sitemap.server.ts";
import { productPartNumber, sitemapIndexStream, urlsetStream } from "./sitemap-xml.ts";

const SITE = "https://meet-market.example";

/** A shop API of `total` products (ids 1…total, a gap where id % 10 = 5) over ShopRead. */
function fakeShop(total: number, calls: { name: string; variables: unknown }[] = []): ShopRead {
  const products = Array.from({ length: total }, (_, index) => index + 1)
    .filter((id) => id % 10 !== 5)
    .map((id) => ({
      id: String(id),
      slug: `product-${id}&<${id}>`,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
    }));
  const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    SitemapParts: ({ size }) => {
      const parts = [];
      for (let start = 0; start < products.length; start += Number(size)) {
        const members = products.slice(start, start + Number(size));
        parts.push({
          after: start === 0 ? null : (products[start - 1]?.id ?? null),
          count: members.length,
          lastmod: members.at(-1)?.updatedAt,
        });
      }
      return { sitemapProductParts: parts };
    },
    SitemapProducts: ({ after, limit }) => ({
      sitemapProducts: products
        .filter((product) => Number(product.id) > Number(after ?? 0))
        .slice(0, Number(limit)),
    }),
    SitemapSections: () => ({
      directoryList: [
        { slug: "obuv", filters: [{ filterType: "BRAND" }] },
        { slug: "meet-price", filters: [] },
      ],
    }),
    SitemapSection: () => ({
      getDirectoryFilters: {
        categories: [{ value: "krossovki" }],
        brand: [{ value: "nike" }, { value: "new balance" }],
      },
    }),
    SitemapBlog: ({ page }) => ({
      blogList: {
        items: [{ slug: `post-${String(page)}`, updatedAt: "2026-10-01T00:00:00.000Z" }],
        pagination: { totalPages: 2 },
      },
    }),
  };
  return (async (
    document: { definitions: readonly unknown[] },
    variables: Record<string, unknown>,
  ) => {
    const definition = document.definitions[0] as { name?: { value: string } };
    const name = definition.name?.value ?? "";
    calls.push({ name, variables });
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected query ${name}`);
    return answer(variables);
  }) as unknown as ShopRead;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Well-formed enough for a sitemap: one root, every tag closed in order, entities escaped. */
function expectWellFormed(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  for (const [, closing, name] of xml.matchAll(/<(\/?)([a-z]+)[^>]*>/gi)) {
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? "");
  }
  expect(stack).toEqual([]);
  expect(xml).toMatch(
    new RegExp(`^<\\?xml[^>]*>\\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`),
  );
  expect(xml.replace(/<[^>]*>/g, "")).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)|</);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? "");

describe("the sitemap index", () => {
  it("lists the pages' part and a part per partSize products, with their lastmod", async () => {
    const entries = await sitemapIndexEntries(fakeShop(250), SITE, 100);
    const xml = await text(sitemapIndexStream(entries));
    expectWellFormed(xml, "sitemapindex");
    expect(locs(xml)).toEqual([
      `${SITE}/sitemap/pages.xml`,
      `${SITE}/sitemap/products-1.xml`,
      `${SITE}/sitemap/products-2.xml`,
      `${SITE}/sitemap/products-3.xml`,
    ]);
    expect(xml).toContain("<lastmod>2026-01-01");
  });
});

describe("a products part", () => {
  it("splits the products at partSize and reads each part in batches after a cursor", async () => {
    const calls: { name: string; variables: unknown }[] = [];
    const read = fakeShop(250, calls);
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const batches = await productPartBatches(read, SITE, n, { partSize: 100, batchSize: 30 });
      if (!batches) throw new Error(`no part ${n}`);
      const xml = await text(urlsetStream(batches));
      expectWellFormed(xml, "urlset");
      const part = locs(xml);
      expect(part.length).toBeLessThanOrEqual(100);
      seen.push(...part);
    }
    expect(seen).toHaveLength(225);
    expect(new Set(seen).size).toBe(225);
    expect(seen[0]).toBe(`${SITE}/product/product-1%26%3C1%3E`);
    const batchSizes = calls
      .filter((call) => call.name === "SitemapProducts")
      .map((call) => (call.variables as { limit: number }).limit);
    expect(Math.max(...batchSizes)).toBe(30);
  });

  it("is missing past the last part", async () => {
    expect(await productPartBatches(fakeShop(10), SITE, 2, { partSize: 100 })).toBeNull();
    expect(productPartNumber("products-0.xml")).toBeNull();
    expect(productPartNumber("products-2.xml")).toBe(2);
    expect(productPartNumber("products-2.xml.gz")).toBeNull();
  });

  it("reads a batch only when the reader asks for it", async () => {
    const calls: { name: string; variables: unknown }[] = [];
    const batches = await productPartBatches(fakeShop(250, calls), SITE, 1, {
      partSize: 100,
      batchSize: 10,
    });
    if (!batches) throw new Error("no part");
    const reader = urlsetStream(batches).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(calls.filter((call) => call.name === "SitemapProducts").length).toBeLessThanOrEqual(2);
  });
});

describe("the pages part", () => {
  it("lists the shop's pages, sections with categories and brand landings, and every article", async () => {
    const batches = [];
    for await (const batch of pageBatches(fakeShop(0), SITE)) batches.push(...batch);
    const xml = await text(
      urlsetStream(
        (async function* () {
          yield batches;
        })(),
      ),
    );
    expectWellFormed(xml, "urlset");
    const listed = locs(xml);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/catalog`,
        `${SITE}/info/faq`,
        `${SITE}/catalog/obuv`,
        `${SITE}/catalog/obuv/krossovki`,
        `${SITE}/catalog/obuv?brand=nike`,
        `${SITE}/catalog/obuv?brand=new+balance`,
        `${SITE}/blog/post-1`,
        `${SITE}/blog/post-2`,
      ]),
    );
    expect(
      listed.some((loc) => /\/(cart|account|checkout|catalog\/meet-price\/)/.test(loc ?? "")),
    ).toBe(false);
  });
});
