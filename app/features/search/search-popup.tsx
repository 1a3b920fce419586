import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useLocalValue, updateLocal } from "~/features/history/local-store.ts";
import { searchHistorySchema } from "~/features/history/recent.ts";
import { storageKeys } from "~/shell/storage.ts";
import { useProductCards } from "~/features/catalogue/use-product-cards.ts";
import { useRecentlyViewedIds } from "~/features/history/recently-viewed-ids.ts";
import {
  type SearchComboboxProps,
  type SearchFieldState,
  SearchInput,
  searchFieldStyles,
} from "./search-input.tsx";
import { AnswerOptions, AnswerStatus, ResultsSkeleton } from "./search-popup-answer.tsx";
import { EmptyQueryOptions } from "./search-popup-empty-query.tsx";
import { groupLabelClass } from "./search-popup-group.tsx";
import {
  moveActiveIndex,
  SEARCH_POPUP_DEBOUNCE_MS,
  type SearchPopupResult,
  searchPopupResourceHref,
  visibleRecentlyViewed,
  visibleSearchHistory,
} from "./search-popup-model.ts";
import {
  answerOptions,
  emptyQueryOptions,
  type PopupOption,
  recordSearch,
} from "./search-popup-options.ts";

/** search-field.tsx records a search submitted by Enter through this module, once loaded. */
export { recordSearch };

const popupStyles = {
  header: {
    // Sticks to the bottom of the scrolling popup, over its padding (p-4).
    footer: "sticky -bottom-4 -mx-4 -mb-4 px-4 pt-3 pb-4",
    panel:
      "absolute top-full right-0 z-50 mt-2 max-h-[min(75vh,44rem)] w-[34rem] max-w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-2xl border border-neutral-200 bg-white p-4 shadow-2xl dark:border-neutral-800 dark:bg-neutral-950",
  },
  menu: {
    // Sticks to the bottom of the scrolling menu, over its padding (py-6).
    footer: "sticky -bottom-6 -mx-4 px-4 pt-3 pb-6",
    panel: "mt-3 border-b border-neutral-200 pb-4 text-base font-normal dark:border-neutral-800",
  },
} as const;

/**
 * The catalogue search box with its popup (docs/search.md#search-popup), on the WAI-ARIA combobox
 * pattern: focus opens it; an empty query shows the search history and 'Недавно смотрели'; typing
 * asks /resources/search 1000 ms after the last keystroke. Browser only: SearchCombobox
 * (./search-field.tsx) renders the plain field on the server and puts this in its place once this
 * module has loaded.
 *
 * `takeOver` reads the plain field this replaces (null when there was none): its text, caret
 * and focus carry over, so nothing typed meanwhile is lost and focus opens the popup as usual.
 */
export function SearchPopupCombobox({
  variant,
  defaultQuery = "",
  placeholder,
  takeOver,
}: SearchComboboxProps & { takeOver: () => SearchFieldState | null }) {
  const style = popupStyles[variant];
  const location = useLocation();
  const navigate = useNavigate();
  const listboxId = useId();
  const optionId = (key: string) => `${listboxId}-${key}`;

  // Read while the plain field is still on the page: this render and the commit that replaces
  // it come in one go (./search-field.tsx), so no keystroke falls in between.
  const [handedOver] = useState(() => takeOver());
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !handedOver?.focused) return;
    // Before paint, so the caret never blinks out; the focus event opens the popup.
    input.focus();
    const { selection } = handedOver;
    if (selection) input.setSelectionRange(selection.start, selection.end, selection.direction);
  }, [handedOver]);

  const [text, setText] = useState(handedOver?.text ?? defaultQuery);
  const trimmed = text.trim();
  // Open on this page only: any navigation closes the popup.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const [activated, setActivated] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  // The query last asked for: it follows the text once typing pauses for 1000 ms, so a burst
  // of keystrokes sends one request.
  const [requested, setRequested] = useState(defaultQuery.trim());
  useEffect(() => {
    if (!open || !trimmed || trimmed === requested) return;
    const timer = setTimeout(() => setRequested(trimmed), SEARCH_POPUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, trimmed, requested]);

  const fetcher = useFetcher<SearchPopupResult>();
  const { load } = fetcher;
  const answeredQuery = fetcher.data?.query;
  useEffect(() => {
    if (open && requested && requested !== answeredQuery) {
      void load(searchPopupResourceHref(requested));
    }
  }, [open, requested, answeredQuery, load]);
  // An answer counts only for what is typed now; until then, the skeleton.
  const answer = trimmed && fetcher.data?.query === trimmed ? fetcher.data : null;

  const history = visibleSearchHistory(
    useLocalValue(storageKeys.searchHistory, searchHistorySchema),
  );
  const recentIds = visibleRecentlyViewed(useRecentlyViewedIds());
  // Cards are asked for once the popup has been opened, not on every page of the shop.
  const recent = useProductCards(activated ? recentIds : []);

  const options = trimmed
    ? answerOptions(answer, trimmed)
    : emptyQueryOptions(history, recent.products ?? []);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const activeOption = options[activeIndex];

  const hasContent = trimmed !== "" || history.length > 0 || recentIds.length > 0;
  const expanded = open && hasContent;

  useEffect(() => {
    if (!activeKey) return;
    document.getElementById(`${listboxId}-${activeKey}`)?.scrollIntoView({ block: "nearest" });
  }, [activeKey, listboxId]);

  const openPopup = () => {
    setOpenOn(location.key);
    setActivated(true);
  };
  const close = () => {
    setOpenOn(null);
    setActiveKey(null);
  };

  const choose = (option: PopupOption) => {
    switch (option.kind) {
      case "suggestion":
        setText(option.text);
        setRequested(option.text.trim());
        setActiveKey(null);
        return;
      case "history":
      case "all-results":
        recordSearch(option.query);
        void navigate(option.href);
        return;
      case "recent":
      case "product":
        void navigate(option.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          openPopup();
          return;
        }
        const next = moveActiveIndex(
          activeIndex,
          options.length,
          event.key === "ArrowDown" ? 1 : -1,
        );
        setActiveKey(options[next]?.key ?? null);
        return;
      }
      case "Enter":
        // With no option chosen the form submits: the search page for what is typed.
        if (!expanded || !activeOption) return;
        event.preventDefault();
        choose(activeOption);
        return;
      case "Escape":
        // Not the search field's own Esc, which would wipe the text.
        event.preventDefault();
        if (expanded) close();
        else event.currentTarget.blur();
        return;
    }
  };

  // Focus moving out of the field and its popup (Tab, a click elsewhere) closes the popup.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) close();
  };

  const historyLabelId = `${listboxId}-history`;
  const clearHistory = () => {
    updateLocal(storageKeys.searchHistory, searchHistorySchema, () => []);
    setActiveKey(null);
  };

  const optionProps = (option: PopupOption) => ({
    id: optionId(option.key),
    role: "option",
    "aria-selected": option.key === activeKey,
    tabIndex: -1,
  });

  return (
    <div
      className={searchFieldStyles[variant].wrapper}
      onBlur={onBlur}
      data-search-open={expanded ? "" : undefined}
    >
      <SearchInput
        variant={variant}
        inputRef={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
          if (!open) openPopup();
        }}
        onFocus={openPopup}
        onClick={() => {
          if (!open) openPopup();
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeOption ? optionId(activeOption.key) : undefined}
      />
      <div
        className={style.panel}
        hidden={!expanded}
        // Keeps focus in the field while the mouse picks an option, so the popup stays open.
        onMouseDown={(event) => event.preventDefault()}
      >
        {!trimmed && history.length > 0 ? (
          <div className="mb-2 flex items-center justify-between gap-3">
            <p id={historyLabelId} className={groupLabelClass}>
              История поиска
            </p>
            <button
              type="button"
              onClick={clearHistory}
              className="rounded-full px-2 py-1 text-xs text-neutral-500 underline-offset-4 hover:text-neutral-950 hover:underline focus-visible:outline-2 dark:text-neutral-400 dark:hover:text-white"
            >
              Очистить историю
            </button>
          </div>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label="Поиск по каталогу"
          aria-busy={expanded && trimmed !== "" && !answer}
        >
          {trimmed ? (
            answer ? (
              <AnswerOptions
                footerClass={style.footer}
                answer={answer}
                options={options}
                optionProps={optionProps}
                choose={choose}
                listboxId={listboxId}
              />
            ) : null
          ) : (
            <EmptyQueryOptions
              options={options}
              optionProps={optionProps}
              historyLabelId={historyLabelId}
              recentCount={recentIds.length}
              recentCards={recent.products}
              listboxId={listboxId}
            />
          )}
        </div>
        {trimmed && !answer ? <ResultsSkeleton /> : null}
        {answer ? <AnswerStatus answer={answer} /> : null}
      </div>
    </div>
  );
}
