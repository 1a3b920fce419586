/**
 * A listing's selection as it lives in the address: one URL parameter per ProductFilterDto
 * list (repeated for several values), prices in whole roubles (`priceFrom`, `priceTo`), `sort`
 * and `page`. The same names are the filter form's field names, so a plain GET form without
 * JavaScript and the enhanced one produce the same addresses. The catalogue and the search
 * share it; they differ in their scope (the path, and the search's `query`) and their orders.
 */

/**
 * A list filter: its key is its URL parameter and its ProductFilterDto field. The filters are
 * the API's (`filterList`, FilterDefinition: docs/catalogue.md#filters); a listing's loader reads
 * them with its data, and hands their keys to the browser (ListingControls.filterKeys).
 */
export type ListFilter = string;

export const SORT_OPTIONS = [
  { value: "POPULAR_FIRST", label: "Сначала популярные" },
  { value: "CHEAP_FIRST", label: "Сначала дешёвые" },
  { value: "EXPENSIVE_FIRST", label: "Сначала дорогие" },
  { value: "NEW_FIRST", label: "Сначала новинки" },
  { value: "SALE_FIRST", label: "Сначала со скидкой" },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
/** The catalogue's order when the address names none. */
export const DEFAULT_SORT: SortValue = "POPULAR_FIRST";

/** The orders a listing offers; the default one is never written into an address. */
export interface Sorting {
  options: readonly { value: string; label: string }[];
  /** The option of an address without `sort`. */
  defaultValue: string;
}

export const CATALOG_SORTING: Sorting = { options: SORT_OPTIONS, defaultValue: DEFAULT_SORT };

/** The search's own default: the API's order when it is sent no sort. */
const RELEVANCE = "RELEVANCE";
export const SEARCH_SORTING: Sorting = {
  options: [{ value: RELEVANCE, label: "По релевантности" }, ...SORT_OPTIONS],
  defaultValue: RELEVANCE,
};

/**
 * Where a listing lives: its path, and the parameters that choose what it lists before any
 * filter (the search's `query`). They lead every address of the listing and are hidden fields
 * of its filter form.
 */
export interface ListingScope {
  path: string;
  params?: Readonly<Record<string, string>>;
}

export const PRICE_FROM = "priceFrom";
export const PRICE_TO = "priceTo";

/** The API takes at most 50 values per filter. */
const MAX_VALUES = 50;
/** Whole roubles up to 9 999 999: a price in kopecks stays a safe 32-bit Int. */
const ROUBLES = /^\d{1,7}$/;

export interface Selection {
  /** The chosen values of each list filter, in the filters' order when read from an address. */
  lists: Partial<Record<ListFilter, string[]>>;
  /** Whole roubles. */
  priceFrom?: number;
  priceTo?: number;
  /** Absent: the listing's default order (the catalogue's most popular, the search's most relevant). */
  sort?: SortValue;
}

function isSort(value: string): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function readRoubles(raw: string | null): number | undefined {
  const trimmed = raw?.trim() ?? "";
  return ROUBLES.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * The selection of an address. `clean` is false when the address holds something the shop
 * would not write itself (an empty field of the plain form, a malformed price, an unknown or
 * the default sort, a repeated value): the loader then redirects to the clean address.
 */
export function readSelection(
  params: URLSearchParams,
  sorting: Sorting,
  filterKeys: readonly ListFilter[],
): { selection: Selection; clean: boolean } {
  let clean = true;
  const lists: Selection["lists"] = {};
  for (const name of filterKeys) {
    const raw = params.getAll(name);
    const values = [...new Set(raw.map((value) => value.trim()).filter(Boolean))].slice(
      0,
      MAX_VALUES,
    );
    if (values.length !== raw.length || values.some((value, i) => value !== raw[i])) clean = false;
    if (values.length > 0) lists[name] = values;
  }

  const rawSort = params.get("sort");
  const offered = sorting.options.some((option) => option.value === rawSort);
  const sort =
    rawSort !== null && offered && rawSort !== sorting.defaultValue && isSort(rawSort)
      ? rawSort
      : undefined;
  if (rawSort !== null && sort === undefined) clean = false;

  let priceFrom = readRoubles(params.get(PRICE_FROM));
  let priceTo = readRoubles(params.get(PRICE_TO));
  for (const [name, value] of [
    [PRICE_FROM, priceFrom],
    [PRICE_TO, priceTo],
  ] as const) {
    const raw = params.get(name);
    if (raw !== null && String(value) !== raw) clean = false;
  }
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) {
    [priceFrom, priceTo] = [priceTo, priceFrom];
    clean = false;
  }
  return { selection: { lists, priceFrom, priceTo, sort }, clean };
}

/** The query string of a selection and page: the lists in the selection's order, then the rest. */
export function selectionSearch(
  selection: Selection,
  { page = 1 }: { page?: number } = {},
): string {
  const params = new URLSearchParams();
  for (const [name, values] of Object.entries(selection.lists)) {
    for (const value of values ?? []) params.append(name, value);
  }
  if (selection.priceFrom !== undefined) params.set(PRICE_FROM, String(selection.priceFrom));
  if (selection.priceTo !== undefined) params.set(PRICE_TO, String(selection.priceTo));
  if (selection.sort !== undefined) params.set("sort", selection.sort);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The address of a selection and page of a listing: its path and scope, then the selection. */
export function listingHref(
  scope: ListingScope,
  selection: Selection,
  options: { page?: number } = {},
): string {
  const params = new URLSearchParams(scope.params);
  const own = new URLSearchParams(selectionSearch(selection, options));
  for (const [name, value] of own) params.append(name, value);
  const search = params.toString();
  return `${scope.path}${search ? `?${search}` : ""}`;
}

/** How many filters narrow the listing (each checked option and each price bound counts). */
export function activeFilterCount(selection: Selection): number {
  const options = Object.values(selection.lists).reduce(
    (sum, values) => sum + (values?.length ?? 0),
    0,
  );
  return (
    options +
    (selection.priceFrom === undefined ? 0 : 1) +
    (selection.priceTo === undefined ? 0 : 1)
  );
}

/** The form's fields as the address the shop writes: empty fields and the default sort dropped. */
export function formSearch(form: HTMLFormElement, sorting: Sorting): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || value.trim() === "") continue;
    if (name === "sort" && value === sorting.defaultValue) continue;
    params.append(name, value.trim());
  }
  return params;
}
