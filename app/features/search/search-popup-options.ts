import { updateLocal } from "~/features/history/local-store.ts";
import { addToSearchHistory, searchHistorySchema } from "~/features/history/recent.ts";
import type { useProductCards } from "~/features/catalogue/use-product-cards.ts";
import { storageKeys } from "~/shell/storage.ts";
import { searchPageHref, type SearchPopupResult } from "./search-popup-model.ts";

/** Puts a search first in the shopper's history (localStorage; rules in ~/lib/recent.ts). */
export function recordSearch(query: string): void {
  updateLocal(storageKeys.searchHistory, searchHistorySchema, (history) =>
    addToSearchHistory(history, query, Date.now()),
  );
}

/** Something the arrow keys can reach, in the order they reach it. */
export type PopupOption =
  | { kind: "history"; key: string; query: string; href: string }
  | { kind: "recent"; key: string; href: string }
  | { kind: "suggestion"; key: string; text: string }
  | { kind: "product"; key: string; href: string }
  | { kind: "all-results"; key: string; query: string; href: string };

export type RecentCards = NonNullable<ReturnType<typeof useProductCards>["products"]>;
export type Answer = SearchPopupResult;

/** What makes an element one of the listbox's options: its id, role and whether it is active. */
export type OptionProps = (option: PopupOption) => {
  id: string;
  role: string;
  "aria-selected": boolean;
  tabIndex: number;
};

/** The options of an empty query: the search history, then the products recently viewed. */
export function emptyQueryOptions(
  history: readonly { id: number; value: string }[],
  recent: RecentCards,
): PopupOption[] {
  return [
    ...history.map((entry, index) => ({
      kind: "history" as const,
      key: `history-${index}`,
      query: entry.value,
      href: searchPageHref(entry.value),
    })),
    ...recent.map((card) => ({
      kind: "recent" as const,
      key: `recent-${card.id}`,
      href: `/product/${card.slug}`,
    })),
  ];
}

/** Suggestions worth showing: not the query itself, once each. */
function usefulSuggestions(answer: Answer, query: string): Answer["suggestions"] {
  const seen = new Set([query.toLowerCase()]);
  return answer.suggestions.filter((suggestion) => {
    const key = suggestion.text.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The options of an answer: its suggestions, its products, then the search page. */
export function answerOptions(answer: Answer | null, query: string): PopupOption[] {
  if (!answer) return [];
  // The search page is offered with results, and when the popup could not get any.
  const offerSearchPage = answer.products.length > 0 || answer.failed;
  return [
    ...usefulSuggestions(answer, query).map((suggestion, index) => ({
      kind: "suggestion" as const,
      key: `suggestion-${index}`,
      text: suggestion.text,
    })),
    ...answer.products.map((product) => ({
      kind: "product" as const,
      key: `product-${product.id}`,
      href: `/product/${product.slug}`,
    })),
    ...(offerSearchPage
      ? [{ kind: "all-results" as const, key: "all-results", query, href: searchPageHref(query) }]
      : []),
  ];
}
