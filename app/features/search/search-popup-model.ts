/**
 * The header search popup's rules (docs/search.md#search-popup) as plain data, shared by the popup
 * and its resource route (/resources/search), and tested without a browser.
 */
import {
  RECENTLY_VIEWED_LIMIT,
  SEARCH_HISTORY_LIMIT,
  type SearchHistoryEntry,
} from "~/features/history/recent.ts";

/** The popup (docs/search.md#search-popup) shows at most 8 results… */
export const SEARCH_POPUP_RESULT_LIMIT = 8;
/** …asks for them 1000 ms after the last keystroke… */
export const SEARCH_POPUP_DEBOUNCE_MS = 1000;
/** …and shows a skeleton of 5 items meanwhile. */
export const SEARCH_POPUP_SKELETON_ITEMS = 5;

/** The resource route the popup loads its results from. */
export const SEARCH_POPUP_RESOURCE = "/resources/search";

/** A product found, as the popup shows it. */
export interface SearchPopupProduct {
  id: string;
  name: string;
  slug: string;
  brand: string;
  image: { url: string; alt: string } | null;
  price: number | null;
  oldPrice: number | null;
}

/** What the resource route (SEARCH_POPUP_RESOURCE) answers the popup. */
export interface SearchPopupResult {
  /** The query answered, trimmed: the popup shows an answer only for what is typed now. */
  query: string;
  products: SearchPopupProduct[];
  /** The API's suggestions for the query: a brand, a category, a corrected word… */
  suggestions: { kind: string; text: string }[];
  /** The API's message for a query it refused (too long…), meant for the shopper. */
  refusal: string | null;
  /** The search failed for another reason; the popup then offers only the search page. */
  failed: boolean;
}

/** The search page for `query`: /search?query={text} (docs/search.md#search-page). */
export const searchPageHref = (query: string) => `/search?query=${encodeURIComponent(query)}`;

/** The popup's request for `query`. */
export const searchPopupResourceHref = (query: string) =>
  `${SEARCH_POPUP_RESOURCE}?query=${encodeURIComponent(query)}`;

/** The history as shown: newest first (by when it was searched), at most 8, no repeats. */
export function visibleSearchHistory(history: readonly SearchHistoryEntry[]): SearchHistoryEntry[] {
  const seen = new Set<string>();
  return [...history]
    .sort((a, b) => b.id - a.id)
    .filter((entry) => {
      const key = entry.value.trim().toLowerCase();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SEARCH_HISTORY_LIMIT);
}

/** 'Недавно смотрели' as shown: most recent first, no duplicates, at most 6. */
export function visibleRecentlyViewed(ids: readonly string[]): string[] {
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * The option the arrow keys lead to among `count` options, where -1 is none (the text field
 * itself): Down from none goes to the first, Down from the last back to none, and Up the other
 * way round, so the shopper can always get back to what they typed.
 */
export function moveActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  const positions = count + 1;
  const from = current < -1 || current >= count ? -1 : current;
  return ((from + 1 + step + positions) % positions) - 1;
}
