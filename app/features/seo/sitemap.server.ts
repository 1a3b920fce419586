/**
 * What /sitemap.xml and its parts list (docs/seo.md#sitemap), read from the shop API: the
 * products a batch at a time after a cursor, the catalogue's sections, categories and brand
 * landings, the blog and the shop's own pages.
 */
import type { TypedDocumentNode } from "@urql/core";
import { graphql } from "~/graphql.ts";
import { PAGES, type PageKey } from "~/shell/pages.ts";
import {
  PAGES_PART,
  productPartName,
  SITEMAP_PART_SIZE,
  type SitemapEntry,
} from "./sitemap-xml.ts";

/** Runs one query of the shop API (the route passes shopQuery with its context). */
export type ShopRead = <Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) => Promise<Data>;

/** Products a request to the API reads: 1 000 is its most, 50 requests a part. */
export const SITEMAP_BATCH = 1_000;
/** The blog's page size in the API. */
const BLOG_BATCH = 100;

/** The shop's own pages worth finding in a search engine: information, terms, the blog. */
const INFO_PAGES: readonly PageKey[] = [
  "catalogue",
  "blog",
  "delivery",
  "deliveryHowItWorks",
  "loyalty",
  "faq",
  "contacts",
  "appsPromo",
  "partners",
  "madeToOrder",
  "meetPrice",
  "offer",
  "publicOffer",
  "retailSale",
  "personalData",
  "privacy",
  "licence",
  "sitemap",
];

const SitemapPartsQuery = graphql(`
  query SitemapParts($size: Int!) {
    sitemapProductParts(dto: { size: $size }) {
      after
      count
      lastmod
    }
  }
`);

const SitemapProductsQuery = graphql(`
  query SitemapProducts($after: ID, $limit: Int!) {
    sitemapProducts(dto: { after: $after, limit: $limit }) {
      id
      slug
      updatedAt
    }
  }
`);

const SitemapSectionsQuery = graphql(`
  query SitemapSections {
    directoryList {
      slug
      filters {
        filterType
      }
    }
  }
`);

const SitemapSectionQuery = graphql(`
  query SitemapSection($directorySlug: String!) {
    getDirectoryFilters(dto: { directorySlug: $directorySlug }) {
      categories {
        value
      }
      brand {
        value
      }
    }
  }
`);

const SitemapBlogQuery = graphql(`
  query SitemapBlog($page: Int!, $limit: Int!) {
    blogList(dto: { pagination: { page: $page, limit: $limit } }) {
      items {
        slug
        updatedAt
      }
      pagination {
        totalPages
      }
    }
  }
`);

/** The index: the pages' part, then one part per `partSize` products, each with its lastmod. */
export async function sitemapIndexEntries(
  read: ShopRead,
  siteUrl: string,
  partSize = SITEMAP_PART_SIZE,
): Promise<SitemapEntry[]> {
  const { sitemapProductParts } = await read(SitemapPartsQuery, { size: partSize });
  return [
    { loc: `${siteUrl}/sitemap/${PAGES_PART}` },
    ...sitemapProductParts.map((part, index) => ({
      loc: `${siteUrl}/sitemap/${productPartName(index + 1)}`,
      lastmod: part.lastmod,
    })),
  ];
}

/**
 * The products of part `n` (from 1), a batch at a time; null when there is no such part. Only
 * the batch being written is held: the next is read when the stream asks for it.
 */
export async function productPartBatches(
  read: ShopRead,
  siteUrl: string,
  n: number,
  { partSize = SITEMAP_PART_SIZE, batchSize = SITEMAP_BATCH } = {},
): Promise<AsyncIterable<SitemapEntry[]> | null> {
  const { sitemapProductParts } = await read(SitemapPartsQuery, { size: partSize });
  const part = sitemapProductParts[n - 1];
  if (!part) return null;
  return (async function* () {
    let after = part.after;
    let left = part.count;
    while (left > 0) {
      const { sitemapProducts } = await read(SitemapProductsQuery, {
        after,
        limit: Math.min(batchSize, left),
      });
      const last = sitemapProducts.at(-1);
      if (!last) return;
      left -= sitemapProducts.length;
      after = last.id;
      yield sitemapProducts.map((product) => ({
        loc: `${siteUrl}/product/${encodeURIComponent(product.slug)}`,
        lastmod: product.updatedAt,
      }));
    }
  })();
}

/**
 * Everything but the products: the shop's pages, each section with its categories and its
 * brands' landings (`?brand=`, docs/seo.md#canonical-addresses-and-noindex), and every article.
 */
export async function* pageBatches(
  read: ShopRead,
  siteUrl: string,
): AsyncGenerator<SitemapEntry[]> {
  yield [
    { loc: `${siteUrl}/` },
    ...INFO_PAGES.map((key) => ({ loc: `${siteUrl}${PAGES[key].path}` })),
  ];

  const { directoryList } = await read(SitemapSectionsQuery, {});
  // Sections with filters hold goods; the others (e.g. «Нашли дешевле?») are menu entries.
  for (const directory of directoryList.filter((candidate) => candidate.filters.length > 0)) {
    const { getDirectoryFilters } = await read(SitemapSectionQuery, {
      directorySlug: directory.slug,
    });
    const section = `${siteUrl}/catalog/${encodeURIComponent(directory.slug)}`;
    yield [
      { loc: section },
      ...getDirectoryFilters.categories.map((category) => ({
        loc: `${section}/${encodeURIComponent(category.value)}`,
      })),
      ...getDirectoryFilters.brand.map((brand) => ({
        loc: `${section}?${new URLSearchParams({ brand: brand.value }).toString()}`,
      })),
    ];
  }

  for (let page = 1; ; page += 1) {
    const { blogList } = await read(SitemapBlogQuery, { page, limit: BLOG_BATCH });
    yield blogList.items.map((post) => ({
      loc: `${siteUrl}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updatedAt,
    }));
    if (page >= blogList.pagination.totalPages) return;
  }
}
