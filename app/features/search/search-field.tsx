import { type FormEvent, useEffect, useRef, useSyncExternalStore } from "react";
import { Form, useLocation } from "react-router";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { KeptMarkup } from "~/ui/kept-markup.tsx";
import {
  type SearchComboboxProps,
  type SearchFieldState,
  type SearchFieldVariant,
  SearchInput,
  searchFieldStyles,
} from "./search-input.tsx";
import type * as SearchPopup from "./search-popup.tsx";

/**
 * The header's search field as every page loads it: a plain input in a GET form to /search.
 * The popup (./search-popup.tsx, with the history, 'Недавно смотрели' and results as you type)
 * is fetched the first time the shopper reaches for the field (pointer over it, a touch, focus)
 * and then takes its place, with what was typed so far, the caret and the focus.
 */

type SearchPopupModule = typeof SearchPopup;

let popupModule: SearchPopupModule | null = null;
let popupLoading: Promise<SearchPopupModule> | null = null;
const popupListeners = new Set<() => void>();

/** Fetches the popup once; every search field on the page switches to it when it arrives. */
function loadPopup(): Promise<SearchPopupModule> {
  popupLoading ??= import("./search-popup.tsx").then(
    (module) => {
      popupModule = module;
      for (const listener of popupListeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline or a new deployment: the next reach for the field tries again.
      popupLoading = null;
      throw error;
    },
  );
  return popupLoading;
}

function prepareSearchPopup(): void {
  loadPopup().catch(() => {
    // Meanwhile the field stays a plain search form, which still leads to the search page.
  });
}

function subscribeToPopup(onLoad: () => void): () => void {
  popupListeners.add(onLoad);
  return () => popupListeners.delete(onLoad);
}

/**
 * The popup once it is here; null on the server and during hydration. A store rather than
 * React.lazy: its update renders and commits in one go, so no keystroke can fall between the
 * popup reading the plain field and the plain field leaving the page.
 */
function useSearchPopupModule(): SearchPopupModule | null {
  return useSyncExternalStore(
    subscribeToPopup,
    () => popupModule,
    () => null,
  );
}

/** For the header's GET search forms: remembers the query, then lets the form go to /search. */
export function recordSubmittedSearch(event: FormEvent<HTMLFormElement>): void {
  const query = new FormData(event.currentTarget).get("query");
  if (typeof query !== "string") return;
  // Typing the query focused the field, so the popup (which keeps the history) is here or on its
  // way: the write comes a microtask after the submit, long before /search has answered.
  loadPopup()
    .then((module) => module.recordSearch(query))
    .catch(() => {
      // The popup could not be fetched: the search goes on without a history entry.
    });
}

function readSearchField(input: HTMLInputElement | null): SearchFieldState | null {
  if (!input) return null;
  const { value, selectionStart, selectionEnd, selectionDirection } = input;
  return {
    text: value,
    selection:
      selectionStart === null || selectionEnd === null
        ? null
        : { start: selectionStart, end: selectionEnd, direction: selectionDirection ?? "none" },
    focused: document.activeElement === input,
  };
}

/** The header's search form in the header's bar (hidden on phones) and in the mobile menu. */
const searchForms = {
  header: {
    className: "hidden flex-1 md:flex lg:max-w-xs",
    placeholder: "Кроссовки, бренд, модель…",
  },
  menu: { className: "mb-6", placeholder: "Поиск" },
} as const;

/**
 * The header's search (docs/search.md#search-popup), a GET form to /search: it works without
 * JavaScript; with it, the field is a combobox with the search popup, fetched on first use. The
 * header bar's field shows the query of the search page being shown; the menu's starts empty.
 */
export function SearchForm({ variant }: { variant: SearchFieldVariant }) {
  const location = useLocation();
  const current =
    variant === "header" && location.pathname.startsWith("/search")
      ? (new URLSearchParams(location.search).get("query") ?? "")
      : "";
  const { className, placeholder } = searchForms[variant];
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      onSubmit={recordSubmittedSearch}
      className={className}
      key={current}
    >
      <SearchCombobox variant={variant} defaultQuery={current} placeholder={placeholder} />
    </Form>
  );
}

/**
 * The catalogue search box (docs/search.md#search-popup). Inside a GET form to /search, so without
 * JavaScript it is a plain search field and Enter leads to the search page; with it, a combobox
 * whose popup (./search-popup.tsx) loads on first use.
 */
export function SearchCombobox({ variant, defaultQuery = "", placeholder }: SearchComboboxProps) {
  const popup = useSearchPopupModule();
  const hydrated = useHydrated();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Focused before hydration, when no handler listened: the focus event will not come again.
    if (document.activeElement === fieldRef.current) prepareSearchPopup();
  }, []);

  if (popup) {
    return (
      <popup.SearchPopupCombobox
        variant={variant}
        defaultQuery={defaultQuery}
        placeholder={placeholder}
        takeOver={() => readSearchField(fieldRef.current)}
      />
    );
  }
  const field = (
    <SearchInput
      variant={variant}
      inputRef={fieldRef}
      defaultValue={defaultQuery}
      placeholder={placeholder}
      onPointerEnter={prepareSearchPopup}
      onTouchStart={prepareSearchPopup}
      onFocus={prepareSearchPopup}
      onKeyDown={(event) => {
        // As in the popup with nothing shown: Esc leaves the field rather than wiping the text.
        if (event.key !== "Escape" || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.currentTarget.blur();
      }}
      // The popup is on its way: a closed combobox until it takes over (no listbox to point
      // to yet). Without JavaScript, a plain search field.
      {...(hydrated
        ? { role: "combobox", "aria-expanded": false, "aria-autocomplete": "list" as const }
        : {})}
    />
  );
  const wrapper = searchFieldStyles[variant].wrapper;
  // An empty field is the same on every page: kept HTML (docs/storefront.md#the-frames-kept-html);
  // a query shown is the visitor's own.
  return defaultQuery === "" ? (
    <KeptMarkup
      as="div"
      markupKey={`search-field:${variant}:${placeholder ?? ""}`}
      className={wrapper}
    >
      {field}
    </KeptMarkup>
  ) : (
    <div className={wrapper}>{field}</div>
  );
}
