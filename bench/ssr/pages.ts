/** The shop's pages bench/ssr.ts measures, as an anonymous visitor asks for them. */

export interface Page {
  name: string;
  /** What the report shows: the path, or the pattern of paths. */
  label: string;
  /** The path of the next request. */
  nextPath: () => string;
  /** What issues 16 and 35 ask of it: a share of the bare page's requests a second, a p99. */
  target?: { share: number; p99Ms?: number };
}

const WARM = { share: 0.25, p99Ms: 300 };

const SECTION = "obuv";

/** The most popular product of the database: the product page measured. */
async function popularProductSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "{ filteredProducts(dto: { pagination: { page: 1, limit: 1 } }) { items { slug } } }",
    }),
  });
  const body = (await response.json()) as {
    data?: { filteredProducts: { items: { slug: string }[] } };
  };
  const slug = body.data?.filteredProducts.items[0]?.slug;
  if (!slug) throw new Error(`no product in the catalogue: ${JSON.stringify(body)}`);
  return slug;
}

/**
 * A price range no request of this run asked for before (nor, but by chance, an earlier run):
 * each request of the filtered section is a listing and facets never computed, whatever a cache
 * holds. From-and-to ranges are the facets' most expensive case (bench/README.md).
 */
function freshPriceRanges(asData = false): () => string {
  const start = Math.floor(Math.random() * 1_000_000);
  let count = 0;
  return () => {
    count += 1;
    const from = 500 + ((start + count) % 20_000);
    const to = from + 5_000 + ((start * 7 + count * 13) % 50_000);
    const range = `priceFrom=${from}&priceTo=${to}`;
    return asData
      ? `/catalog/${SECTION}.data?${range}&${FILTER_CHANGE_ROUTES}`
      : `/catalog/${SECTION}?${range}`;
  };
}

/**
 * The routes a client-side filter change asks for: the listing's alone, the frame's data follows
 * the path, not its query (docs/storefront.md#the-frames-data).
 */
export const FILTER_CHANGE_ROUTES = "_routes=routes%2Fcatalogue";

const fixed = (path: string) => () => path;

export async function shopPages(origin: string): Promise<Page[]> {
  const product = `/product/${await popularProductSlug(origin)}`;
  const section = `/catalog/${SECTION}`;
  // The filtered section last: what it leaves the database doing (on 50 000 products, minutes of
  // facet counts) must not be charged to the pages measured after it.
  return [
    { name: "home", label: "/", nextPath: fixed("/"), target: WARM },
    { name: "section", label: section, nextPath: fixed(section), target: WARM },
    { name: "product", label: product, nextPath: fixed(product), target: WARM },
    { name: "search", label: "/search?query=nike", nextPath: fixed("/search?query=nike") },
    // Issue 35: the document at a fifth of the bare page, the data request a client-side filter
    // change makes at two fifths, each with p99 under 1 s.
    {
      name: "filtered section",
      label: `${section}?priceFrom=…&priceTo=…, new each request`,
      nextPath: freshPriceRanges(),
      target: { share: 0.2, p99Ms: 1000 },
    },
    {
      name: "filtered data",
      label: `${section}.data?priceFrom=…&priceTo=…&${FILTER_CHANGE_ROUTES}, new each request`,
      nextPath: freshPriceRanges(true),
      target: { share: 0.4, p99Ms: 1000 },
    },
  ];
}
