/**
 * What search engines are told of a catalogue listing
 * (docs/seo.md#canonical-addresses-and-noindex): its canonical address, and whether it is
 * indexed at all.
 */
import { activeFilterCount, type Selection } from "~/features/catalogue/selection.ts";

/** More filters than this together make a listing nobody searches for: it is not indexed. */
export const MAX_INDEXED_FILTERS = 2;

/** The menu's `/catalog/any/{slug}` is `/catalog/{slug}` (docs/catalogue.md#catalogue-listing). */
const ANY_SEGMENT = /^\/catalog\/any(?=\/|$)/;

/**
 * A curated landing: a listing of one brand and nothing else (`/catalog/obuv?brand=nike`), the
 * home page's brand links and the sitemap's brand entries. It is a page of its own, so its
 * canonical address keeps the brand.
 */
export function landingBrand(selection: Selection): string | null {
  const brands = selection.lists.brand ?? [];
  const [brand] = brands;
  if (brand === undefined || activeFilterCount(selection) !== 1) return null;
  return Object.entries(selection.lists).every(([name, values]) => name === "brand" || !values)
    ? brand
    : null;
}

export interface ListingIndexing {
  /** The canonical path and query: the listing without its filters and order; the page kept. */
  canonical: string;
  /** `noindex, follow`: an empty listing, or too many filters together. */
  noindex: boolean;
}

export function listingIndexing(
  pathname: string,
  selection: Selection,
  { page, totalItems }: { page: number; totalItems: number },
): ListingIndexing {
  const params = new URLSearchParams();
  const brand = landingBrand(selection);
  if (brand !== null) params.set("brand", brand);
  if (page > 1) params.set("page", String(page));
  const path = pathname.replace(ANY_SEGMENT, "/catalog").replace(/\/$/, "") || "/catalog";
  const search = params.toString();
  return {
    canonical: `${path}${search ? `?${search}` : ""}`,
    noindex: totalItems === 0 || activeFilterCount(selection) > MAX_INDEXED_FILTERS,
  };
}
