// valibot, not zod: these schemas run in the browser on every page, and zod's core (shared with
// the forms' schemas) would add 15 KB gzip to each of them (decision record 017).
import * as v from "valibot";

/** Search history keeps at most 8 entries, newest first (docs/search.md#search-history). */
export const SEARCH_HISTORY_LIMIT = 8;
/**
 * Recently viewed: at most 6 products, most recent first, no duplicates
 * (docs/search.md#recently-viewed).
 */
export const RECENTLY_VIEWED_LIMIT = 6;

const searchHistoryEntrySchema = v.object({ id: v.number(), value: v.string() });
export type SearchHistoryEntry = v.InferOutput<typeof searchHistoryEntrySchema>;

export const searchHistorySchema = v.fallback(
  v.array(searchHistoryEntrySchema),
  (): SearchHistoryEntry[] => [],
);

export const recentlyViewedSchema = v.fallback(v.array(v.string()), (): string[] => []);

/**
 * The history after a search for `query`: trimmed (an empty query changes nothing), newest
 * first, an earlier identical search moved to the front rather than repeated, at most 8.
 */
export function addToSearchHistory(
  history: readonly SearchHistoryEntry[],
  query: string,
  now: number,
): SearchHistoryEntry[] {
  const value = query.trim();
  if (!value) return [...history];
  const others = history.filter((entry) => entry.value.toLowerCase() !== value.toLowerCase());
  return [{ id: now, value }, ...others].slice(0, SEARCH_HISTORY_LIMIT);
}

/** The recently viewed products after viewing `productId`: most recent first, unique, at most 6. */
export function addToRecentlyViewed(recent: readonly string[], productId: string): string[] {
  return [productId, ...recent.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}
