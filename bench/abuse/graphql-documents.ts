/**
 * The GraphQL documents of the abuse bench: the ones that once froze the shop, and the costliest
 * ones its limits still allow (docs/security.md#the-shop-apis-limits: depth 7, 5 aliases, cost
 * 1 500, 3 000 tokens). The limits count the document, not the work: which allowed document
 * costs the shop most is measured (graphql.ts), among these candidates.
 */

export interface Catalogue {
  directorySlugs: string[];
  productSlug: string;
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
  return `${section}minPrice: ${n}, maxPrice: 2000000000`;
}

/** A listing page of 100 products, each with every offer, its product and that one's offers. */
const NESTED_LISTING =
  "{ items { items { product { items { product { name slug minPrice } " +
  "size { name eu } priceDetails { price oldPrice sale } } } } } }";

const SEARCH_RESULT = `{ items { id name slug priceDetails { price } } pagination { totalItems } suggestions { text slug kind } filterList ${FACETS} }`;

/** Broad queries: «кроссовки» matches most of the catalogue; the next is it in the wrong layout. */
const BROAD_QUERIES = ["кроссовки", "rhjccjdrb", "nike", "худи", "new balance", "adidas"];

export interface Candidate {
  name: string;
  query: string;
}

/** The allowed documents that may cost the shop most: the worst of them is measured. */
export function worstCandidates(catalogue: Catalogue): Candidate[] {
  const facets = [1, 2, 3, 4, 5, 6].map(
    (n) =>
      `${n === 1 ? "" : `f${n}: `}getDirectoryFilters(dto: { ${costliestFilter(catalogue, n)} }) ` +
      FACETS,
  );
  const searches = BROAD_QUERIES.map(
    (query, n) =>
      `${n === 0 ? "" : `s${n}: `}searchFilteredProducts(dto: { query: "${query}", ` +
      `pagination: { limit: 100 }, filters: { ${costliestFilter(catalogue, 1)} } }) ` +
      SEARCH_RESULT,
  );
  const listings = [1, 2, 3, 4, 5, 6].map(
    (page) =>
      `${page === 1 ? "" : `l${page}: `}filteredProducts(dto: { pagination: { page: ${page}, ` +
      `limit: 100 }, sort: CHEAP_FIRST }) ${NESTED_LISTING}`,
  );
  return [
    { name: "6 facet counts of a section with a price range", query: `{ ${facets.join(" ")} }` },
    { name: "6 broad searches with facets, 100 a page", query: `{ ${searches.join(" ")} }` },
    {
      name: "6 listing pages of 100, offers → product → offers",
      query: `{ ${listings.join(" ")} }`,
    },
    {
      name: "a search, a nested listing and 5 facet counts",
      query: `{ ${searches[1]} ${listings[0]} ${facets.slice(0, 5).join(" ")} }`,
    },
  ];
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
