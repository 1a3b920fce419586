import { Clock } from "lucide-react";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { ProductCardFragment } from "~/ui/product-card.tsx";
import { readFragment } from "~/graphql.ts";
import { ipxSrcSet, ipxUrl } from "~/images/image-url.ts";
import { updateLocal, useLocalValue } from "~/features/history/local-store.ts";
import { formatPrice } from "~/lib/money.ts";
import { addToSearchHistory, searchHistorySchema } from "~/features/history/recent.ts";
import { storageKeys } from "~/shell/storage.ts";
import { useProductCards } from "~/features/catalog/use-product-cards.ts";
import { useRecentlyViewedIds } from "~/features/history/use-record-recently-viewed.ts";
import type {
  loader as searchLoader,
  SearchPopupProduct,
  SearchPopupResult,
} from "~/routes/resources.search.ts";
import {
  type SearchComboboxProps,
  type SearchFieldState,
  SearchInput,
  searchFieldStyles,
} from "./search-field.tsx";
import {
  moveActiveIndex,
  SEARCH_POPUP_DEBOUNCE_MS,
  SEARCH_POPUP_SKELETON_ITEMS,
  searchPageHref,
  searchPopupResourceHref,
  visibleRecentlyViewed,
  visibleSearchHistory,
} from "./search-popup-model.ts";

/** Puts a search first in the shopper's history (localStorage; rules in ~/lib/recent.ts). */
export function recordSearch(query: string): void {
  updateLocal(storageKeys.searchHistory, searchHistorySchema, (history) =>
    addToSearchHistory(history, query, Date.now()),
  );
}

/** Something the arrow keys can reach, in the order they reach it. */
type PopupOption =
  | { kind: "history"; key: string; query: string; href: string }
  | { kind: "recent"; key: string; href: string }
  | { kind: "suggestion"; key: string; text: string }
  | { kind: "product"; key: string; href: string }
  | { kind: "all-results"; key: string; query: string; href: string };

type RecentCards = NonNullable<ReturnType<typeof useProductCards>["products"]>;
type Answer = SearchPopupResult;

const SMALL_IMAGE = 56;
const RECENT_IMAGE = 96;

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

const optionClass =
  "cursor-pointer rounded-xl hover:bg-neutral-100 aria-selected:bg-neutral-100 aria-selected:outline-2 aria-selected:outline-neutral-900 dark:hover:bg-neutral-900 dark:aria-selected:bg-neutral-900 dark:aria-selected:outline-neutral-300";

const groupLabelClass =
  "text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400";

/**
 * The catalogue search box with its popup (spec §2), on the WAI-ARIA combobox pattern: focus
 * opens it; an empty query shows the search history and 'Недавно смотрели'; typing asks
 * /resources/search 1000 ms after the last keystroke. Browser only: SearchCombobox
 * (./search-field.tsx) renders the plain field on the server and puts this in its place once
 * this module has loaded.
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

  const fetcher = useFetcher<typeof searchLoader>();
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

type OptionProps = (option: PopupOption) => {
  id: string;
  role: string;
  "aria-selected": boolean;
  tabIndex: number;
};

function emptyQueryOptions(
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
      href: `/product/${readFragment(ProductCardFragment, card).slug}`,
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

function answerOptions(answer: Answer | null, query: string): PopupOption[] {
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

function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div role="presentation" id={id} className={`${groupLabelClass} mb-2`}>
      {children}
    </div>
  );
}

function EmptyQueryOptions({
  options,
  optionProps,
  historyLabelId,
  recentCount,
  recentCards,
  listboxId,
}: {
  options: PopupOption[];
  optionProps: OptionProps;
  historyLabelId: string;
  recentCount: number;
  recentCards: RecentCards | null;
  listboxId: string;
}) {
  const historyOptions = options.filter((option) => option.kind === "history");
  const byKey = new Map(options.map((option) => [option.key, option]));
  const recentLabelId = `${listboxId}-recent`;
  return (
    <>
      {historyOptions.length > 0 ? (
        <div role="group" aria-labelledby={historyLabelId} className="-mx-2 mb-2">
          {historyOptions.map((option) => (
            <Link
              key={option.key}
              to={option.href}
              onClick={() => recordSearch(option.query)}
              {...optionProps(option)}
              className={`${optionClass} flex items-center gap-3 px-2 py-2 text-sm`}
            >
              <Clock aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
              <span className="truncate">{option.query}</span>
            </Link>
          ))}
        </div>
      ) : null}
      {recentCount > 0 ? (
        <div
          role="group"
          aria-labelledby={recentLabelId}
          className={historyOptions.length > 0 ? "mt-4" : ""}
        >
          <GroupLabel id={recentLabelId}>Недавно смотрели</GroupLabel>
          <div className="grid grid-cols-3 gap-2">
            {recentCards === null
              ? Array.from({ length: recentCount }, (_, index) => (
                  <div key={index} aria-hidden="true" className="animate-pulse">
                    <div className="aspect-square rounded-xl bg-neutral-100 dark:bg-neutral-800" />
                    <div className="mt-2 h-3 w-3/4 rounded bg-neutral-100 dark:bg-neutral-800" />
                  </div>
                ))
              : recentCards.map((card) => {
                  const option = byKey.get(`recent-${card.id}`);
                  return option ? (
                    <RecentCard key={option.key} card={card} {...optionProps(option)} />
                  ) : null;
                })}
          </div>
        </div>
      ) : null}
    </>
  );
}

function RecentCard({ card, ...option }: { card: RecentCards[number] } & ReturnType<OptionProps>) {
  const { name, slug, images, priceDetails } = readFragment(ProductCardFragment, card);
  const image = images[0];
  return (
    <Link to={`/product/${slug}`} {...option} className={`${optionClass} block p-1.5`}>
      <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100 dark:bg-neutral-800">
        {image ? (
          <img
            src={ipxUrl(image.url, { width: RECENT_IMAGE })}
            srcSet={ipxSrcSet(image.url, RECENT_IMAGE)}
            alt=""
            width={RECENT_IMAGE}
            height={RECENT_IMAGE}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <p className="mt-1.5 line-clamp-2 text-xs leading-snug">{name}</p>
      <p className="mt-0.5 text-xs font-bold">{formatPrice(priceDetails?.price)}</p>
    </Link>
  );
}

function AnswerOptions({
  footerClass,
  answer,
  options,
  optionProps,
  choose,
  listboxId,
}: {
  footerClass: string;
  answer: Answer;
  options: PopupOption[];
  optionProps: OptionProps;
  choose: (option: PopupOption) => void;
  listboxId: string;
}) {
  const suggestions = options.filter((option) => option.kind === "suggestion");
  const products = new Map(answer.products.map((product) => [`product-${product.id}`, product]));
  const all = options.find((option) => option.kind === "all-results");
  const foundLabelId = `${listboxId}-found`;
  return (
    <>
      {suggestions.length > 0 ? (
        <div role="group" aria-label="Подсказки" className="mb-3 flex flex-wrap gap-2">
          {suggestions.map((option) => (
            <div
              key={option.key}
              {...optionProps(option)}
              onClick={() => choose(option)}
              className="cursor-pointer rounded-full border border-neutral-200 px-3 py-1.5 text-sm hover:border-neutral-900 aria-selected:border-neutral-900 aria-selected:bg-neutral-100 aria-selected:outline-2 aria-selected:outline-neutral-900 dark:border-neutral-700 dark:hover:border-neutral-300 dark:aria-selected:border-neutral-300 dark:aria-selected:bg-neutral-900 dark:aria-selected:outline-neutral-300"
            >
              {option.text}
            </div>
          ))}
        </div>
      ) : null}
      {answer.products.length > 0 ? (
        <div role="group" aria-labelledby={foundLabelId} className="-mx-2">
          <div className="px-2">
            <GroupLabel id={foundLabelId}>Найдено</GroupLabel>
          </div>
          {options.map((option) => {
            const product = products.get(option.key);
            return product ? (
              <ResultRow key={option.key} product={product} {...optionProps(option)} />
            ) : null;
          })}
        </div>
      ) : null}
      {all?.kind === "all-results" ? (
        // Stays in view at the bottom of the popup while the results scroll.
        <div className={`${footerClass} bg-white dark:bg-neutral-950`}>
          <Link
            to={all.href}
            onClick={() => recordSearch(all.query)}
            {...optionProps(all)}
            className="flex min-h-11 w-full items-center justify-center rounded-full bg-brand px-6 py-2.5 text-sm font-semibold text-white hover:bg-neutral-700 aria-selected:outline-2 aria-selected:outline-offset-2 aria-selected:outline-neutral-900 dark:bg-white dark:text-neutral-950 dark:hover:bg-neutral-200 dark:aria-selected:outline-neutral-300"
          >
            Результаты поиска
          </Link>
        </div>
      ) : null}
    </>
  );
}

function ResultRow({
  product,
  ...option
}: { product: SearchPopupProduct } & ReturnType<OptionProps>) {
  return (
    <Link
      to={`/product/${product.slug}`}
      {...option}
      className={`${optionClass} flex items-center gap-3 px-2 py-2`}
    >
      <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-neutral-100 dark:bg-neutral-800">
        {product.image ? (
          <img
            src={ipxUrl(product.image.url, { width: SMALL_IMAGE })}
            srcSet={ipxSrcSet(product.image.url, SMALL_IMAGE)}
            alt=""
            width={SMALL_IMAGE}
            height={SMALL_IMAGE}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        {product.brand ? (
          <p className="truncate text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {product.brand}
          </p>
        ) : null}
        <p className="line-clamp-2 text-sm leading-snug">{product.name}</p>
      </div>
      <div className="shrink-0 text-right text-sm">
        <p className="font-bold">{formatPrice(product.price)}</p>
        {product.oldPrice ? (
          <p className="text-xs text-neutral-400 line-through">{formatPrice(product.oldPrice)}</p>
        ) : null}
      </div>
    </Link>
  );
}

/** What the answer came to, announced to screen readers; 'Ничего не найдено' is shown too. */
function AnswerStatus({ answer }: { answer: Answer }) {
  if (answer.refusal) {
    return (
      <p role="status" className="text-sm text-accent">
        {answer.refusal}
      </p>
    );
  }
  if (answer.failed) return null;
  if (answer.products.length === 0) {
    return (
      <p role="status" className="py-2 text-sm font-semibold">
        Ничего не найдено
      </p>
    );
  }
  return (
    <p role="status" className="sr-only">
      {`Найдено товаров: ${answer.products.length}`}
    </p>
  );
}

/** Spec §2, §9: five rows in place of the results while they load. */
function ResultsSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="search-popup-skeleton" className="space-y-1">
      {Array.from({ length: SEARCH_POPUP_SKELETON_ITEMS }, (_, index) => (
        <li key={index} className="flex animate-pulse items-center gap-3 py-2">
          <div className="size-14 shrink-0 rounded-lg bg-neutral-100 dark:bg-neutral-800" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/3 rounded bg-neutral-100 dark:bg-neutral-800" />
            <div className="h-3 w-3/4 rounded bg-neutral-100 dark:bg-neutral-800" />
          </div>
          <div className="h-3 w-16 rounded bg-neutral-100 dark:bg-neutral-800" />
        </li>
      ))}
    </ul>
  );
}
