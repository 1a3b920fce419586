import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import * as t from "../db/schema.ts";
import { MAX_SITEMAP_BATCH, MAX_SITEMAP_PART } from "./sitemap-schema.ts";

const PARTS = /* GraphQL */ `
  query Parts($size: Int) {
    sitemapProductParts(dto: { size: $size }) {
      after
      count
      lastmod
    }
  }
`;

const PRODUCTS = /* GraphQL */ `
  query Products($after: ID, $limit: Int) {
    sitemapProducts(dto: { after: $after, limit: $limit }) {
      id
      slug
      updatedAt
    }
  }
`;

interface Part {
  after: string | null;
  count: number;
  lastmod: string;
}
interface SitemapProduct {
  id: string;
  slug: string;
  updatedAt: string;
}

/** The live products the product page answers for, in id order. */
async function liveProducts() {
  const { db } = await testDatabase();
  return db
    .select({ id: t.product.id, slug: t.product.slug, updatedAt: t.product.updatedAt })
    .from(t.product)
    .where(and(isNull(t.product.deletedAt), eq(t.product.active, true)))
    .orderBy(asc(t.product.id));
}

describe("sitemapProducts", () => {
  it("pages through every live product in id order, after a cursor", async () => {
    const live = await liveProducts();
    const seen: SitemapProduct[] = [];
    let after: string | null = null;
    for (;;) {
      const { sitemapProducts }: { sitemapProducts: SitemapProduct[] } = await query(PRODUCTS, {
        after,
        limit: 7,
      });
      if (sitemapProducts.length === 0) break;
      expect(sitemapProducts.length).toBeLessThanOrEqual(7);
      seen.push(...sitemapProducts);
      after = sitemapProducts.at(-1)?.id ?? null;
    }
    expect(seen.map((product) => product.slug)).toEqual(live.map((product) => product.slug));
    expect(seen[0]?.updatedAt).toBe(live[0]?.updatedAt.toISOString());
  });

  it("answers a batch of the most it allows within the cost limit", async () => {
    const { sitemapProducts } = await query<{ sitemapProducts: SitemapProduct[] }>(PRODUCTS, {
      limit: MAX_SITEMAP_BATCH,
    });
    expect(sitemapProducts.length).toBe(Math.min(MAX_SITEMAP_BATCH, (await liveProducts()).length));
  });

  it("refuses a batch too large and a cursor that names no row", async () => {
    expect((await queryError(PRODUCTS, { limit: MAX_SITEMAP_BATCH + 1 })).extensions?.code).toBe(
      "BAD_USER_INPUT",
    );
    expect((await queryError(PRODUCTS, { after: "x" })).extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("sitemapProductParts", () => {
  it("cuts the live products into parts of the size asked, each with its latest change", async () => {
    const live = await liveProducts();
    const size = 10;
    const { sitemapProductParts } = await query<{ sitemapProductParts: Part[] }>(PARTS, { size });

    expect(sitemapProductParts).toHaveLength(Math.ceil(live.length / size));
    sitemapProductParts.forEach((part, index) => {
      const members = live.slice(index * size, (index + 1) * size);
      expect(part.after).toBe(index === 0 ? null : String(live[index * size - 1]?.id));
      expect(part.count).toBe(members.length);
      const latest = Math.max(...members.map((member) => member.updatedAt.getTime()));
      expect(part.lastmod).toBe(new Date(latest).toISOString());
    });
  });

  it("is one part of 50 000 by default", async () => {
    const { sitemapProductParts } = await query<{ sitemapProductParts: Part[] }>(PARTS);
    expect(sitemapProductParts).toHaveLength(1);
    expect(sitemapProductParts[0]?.count).toBe((await liveProducts()).length);
    expect((await queryError(PARTS, { size: MAX_SITEMAP_PART + 1 })).extensions?.code).toBe(
      "BAD_USER_INPUT",
    );
  });
});
