/**
 * The GraphQL documents of the abuse bench: the ones that once froze the shop, and the costliest
 * ones its limits still allow (docs/security.md#the-shop-apis-limits: depth 7, 5 aliases, the
 * cost of server/graphql/cost.ts, 3 000 tokens). Each candidate is made as large as the limits
 * let it be (the most fields, the largest page); which one costs the shop most is measured
 * (graphql.ts).
 */
import { parse } from "graphql";
import { requestCost } from "../../server/graphql/cost.ts";
import { API_LIMITS } from "../../server/graphql/limits.ts";
import { schema } from "../../server/schema.ts";

export interface Catalogue {
  directorySlugs: string[];
  productSlug: string;
  /** The same product's id (the multipart flood's createReview names it). */
  productId: string;
}

const OPTION = "{ name value count }";
/** Every facet of DirectoryFilters. */
const FACETS = `{ ${[
  "age",
  "brand",
  "categories",
  "colorPallete",
  "deliverySpeed",
  "material",
  "model",
  "sale",
  "season",
  "sex",
  "size",
]
  .map((facet) => `${facet} ${OPTION}`)
  .join(" ")} price { minPrice maxPrice } }`;

/**
 * The largest section with a price range of both ends, the n-th a little different so that
 * nothing is shared between aliases: the facet counts can no longer be read from a product's
 * offer summary and join every item instead (the slow path of countFacets, bench/README.md).
 */
function costliestFilter({ directorySlugs }: Catalogue, n: number): string {
  const section = directorySlugs[0] ? `directorySlug: "${directorySlugs[0]}", ` : "";
  return `${section}minPrice: ${n}${VARIANT}, maxPrice: 2000000000`;
}

/**
 * Where a candidate's repetitions differ (digits appended to its prices), so that none is
 * answered by the shop API's read cache (docs/caching.md#the-shop-apis-read-cache): an attacker
 * would not repeat one document either.
 */
const VARIANT = "VARIANT";

/** The candidate's document for its `variant`-th sending. */
export const withVariant = (query: string, variant: number) =>
  query.replaceAll(VARIANT, String(variant % 10_000).padStart(4, "0"));

/** Each listed product's offers, and each offer's product with its offers. */
const NESTED_LISTING =
  "{ items { items { product { items { product { name slug minPrice } " +
  "size { name eu } priceDetails { price oldPrice sale } } } } } }";
/** Each listed product with its offers' prices and sizes. */
const OFFERS_LISTING =
  "{ items { id name slug items { id size { name eu } priceDetails { price oldPrice sale } } } }";

const SEARCH_RESULT = `{ items { id name slug priceDetails { price } } pagination { totalItems } suggestions { text slug kind } filterList ${FACETS} }`;

/** Broad queries: «кроссовки» matches most of the catalogue; the next is it in the wrong layout. */
const BROAD_QUERIES = ["кроссовки", "rhjccjdrb", "nike", "худи", "new balance", "adidas"];

export interface Candidate {
  name: string;
  query: string;
}

const fits = (document: string) =>
  requestCost(schema, parse(withVariant(document, 0)), {}) <= API_LIMITS.maxCost;

/** The largest n (up to `most`) for which `make(n)` is allowed, or undefined when none is. */
function largest(make: (n: number) => string, most: number): number | undefined {
  for (let n = most; n >= 1; n -= 1) if (fits(make(n))) return n;
  return undefined;
}

/** The allowed documents that may cost the shop most: the worst of them is measured. */
export function worstCandidates(catalogue: Catalogue): Candidate[] {
  const alias = (prefix: string, n: number) => (n === 1 ? "" : `${prefix}${n}: `);
  const facet = (n: number) =>
    `${alias("f", n)}getDirectoryFilters(dto: { ${costliestFilter(catalogue, n)} }) ${FACETS}`;
  const search = (n: number, limit = 100) =>
    `${alias("s", n)}searchFilteredProducts(dto: { query: "${BROAD_QUERIES[(n - 1) % BROAD_QUERIES.length]}", ` +
    `pagination: { limit: ${limit} }, filters: { ${costliestFilter(catalogue, 1)} } }) ` +
    SEARCH_RESULT;
  const listing = (page: number, limit: number, selection: string) =>
    `${alias("l", page)}filteredProducts(dto: { pagination: { page: ${page}, ` +
    `limit: ${limit} }, sort: CHEAP_FIRST, filters: { minPrice: 1${VARIANT} } }) ${selection}`;
  const range = (count: number, make: (n: number) => string) =>
    `{ ${Array.from({ length: count }, (_, index) => make(index + 1)).join(" ")} }`;

  const candidates: Candidate[] = [];
  const add = (name: string, query: string | undefined) => {
    if (query) candidates.push({ name, query });
  };
  const facets = largest((n) => range(n, facet), 6);
  add(
    `${facets} facet counts of a section with a price range`,
    facets ? range(facets, facet) : undefined,
  );
  const searches = largest((n) => range(n, (m) => search(m)), 6);
  add(
    `${searches} broad searches with facets, 100 a page`,
    searches ? range(searches, (m) => search(m)) : undefined,
  );
  for (const [what, selection] of [
    ["offers", OFFERS_LISTING],
    ["offers → product → offers", NESTED_LISTING],
  ] as const) {
    const limit = largest((n) => range(1, (page) => listing(page, n, selection)), 100);
    const pages = limit && largest((n) => range(n, (page) => listing(page, limit, selection)), 6);
    add(
      `${pages} listing page(s) of ${limit}, ${what}`,
      limit && pages ? range(pages, (page) => listing(page, limit, selection)) : undefined,
    );
  }
  const mixLimit = largest(
    (n) => `{ ${search(1)} ${facet(2)} ${listing(1, n, OFFERS_LISTING)} }`,
    100,
  );
  add(
    `a search with facets, a facet count and a listing of ${mixLimit}`,
    mixLimit ? `{ ${search(1)} ${facet(2)} ${listing(1, mixLimit, OFFERS_LISTING)} }` : undefined,
  );
  return candidates;
}

/** 1 000 aliases of a facet query, 39 KB: the first document that froze the shop. */
export function facetAliases(count = 1000): string {
  const fields = Array.from(
    { length: count },
    (_, n) => `a${n}: getDirectoryFilters { brand { count } }`,
  );
  return `{ ${fields.join(" ")} }`;
}

/** 300 000 aliases of __typename: a 5.6 MB body. */
export function typenameAliases(count = 300_000): string {
  return `{ ${Array.from({ length: count }, (_, n) => `a${n}: __typename`).join(" ")} }`;
}

/** product → items → product … to depth `depth` (leaf included). */
export function nesting(productSlug: string, depth = 8): string {
  let selection = "id";
  for (let level = depth - 1; level >= 2; level -= 1) {
    selection = `${level % 2 === 0 ? "items" : "product"} { ${selection} }`;
  }
  return `{ product(dto: { slug: "${productSlug}" }) { ${selection} } }`;
}

export const INTROSPECTION = "{ __schema { types { name fields { name } } } }";
