import {
  type ComponentProps,
  type FormEvent,
  type Ref,
  useEffect,
  useRef,
  useSyncExternalStore,
} from "react";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";
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

/** What the shopper did in the plain field, for the popup that takes its place. */
export type SearchFieldState = {
  text: string;
  selection: { start: number; end: number; direction: "forward" | "backward" | "none" } | null;
  focused: boolean;
};

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

export const searchFieldStyles = {
  header: {
    wrapper: "relative w-full",
    label: "relative flex w-full items-center",
    icon: "pointer-events-none absolute left-3 size-4 text-neutral-400",
    input:
      "w-full rounded-full border border-neutral-200 bg-neutral-50 py-2 pr-4 pl-9 text-sm outline-none focus:border-neutral-900 dark:border-neutral-800 dark:bg-neutral-900 dark:focus:border-neutral-300",
  },
  menu: {
    wrapper: "relative w-full",
    label:
      "flex items-center gap-2 rounded-full border border-neutral-300 px-4 py-2 focus-within:border-neutral-900 dark:border-neutral-700 dark:focus-within:border-neutral-300",
    icon: "size-4 shrink-0 text-neutral-400",
    input: "w-full bg-transparent text-base font-normal outline-none",
  },
} as const;

export type SearchFieldVariant = keyof typeof searchFieldStyles;

export type SearchComboboxProps = {
  /** "header" drops the popup under the field; "menu" (the mobile menu) shows it in the flow. */
  variant: SearchFieldVariant;
  defaultQuery?: string;
  placeholder: string;
};

/** The labelled search input, the same in the plain field and in the popup. */
export function SearchInput({
  variant,
  inputRef,
  ...input
}: { variant: SearchFieldVariant; inputRef?: Ref<HTMLInputElement> } & Omit<
  ComponentProps<"input">,
  "type" | "name" | "className"
>) {
  const style = searchFieldStyles[variant];
  return (
    <label className={style.label}>
      <span className="sr-only">Поиск по каталогу</span>
      <SpriteIcon name="search" className={style.icon} />
      <input
        ref={inputRef}
        type="search"
        name="query"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className={style.input}
        {...input}
      />
    </label>
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
  return (
    <div className={searchFieldStyles[variant].wrapper}>
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
    </div>
  );
}
