/**
 * What the catalogue and the search make of the API's answer for a listing: the filter panel's
 * facets (the same options, counts and rule for both), and the selection as ProductFilterDto.
 */
import { graphql, type ResultOf } from "~/graphql.ts";
import type { ListFilter, Selection } from "./selection.ts";

/**
 * The catalogue's filters as the API declares them (`filterList`, docs/catalogue.md#filters): the
 * key (the URL parameter and ProductFilterDto field) of each list filter, the price's, their
 * kinds, FilterTypes (how a section names them) and headings, in the catalogue's order.
 */
export const ListingFilterFragment = graphql(`
  fragment ListingFilter on FilterDefinition {
    key
    kind
    filterType
    name
  }
`);

export type ListingFilter = ResultOf<typeof ListingFilterFragment>;

/**
 * «Мой размер» (docs/fit.md#the-catalogue-filter): the URL parameter `fit` holds the shopper's foot
 * length in mm (`?fit=265`), so the address alone says what is listed and is no one's in
 * particular. The API takes it as ProductFilterDto.fit, an Int.
 */
export const FIT = "fit";

/** A foot length the API believes (10 to 35 cm), in mm, of a `fit` parameter's values. */
export function fitOf(values: readonly string[] | undefined): number | undefined {
  const mm = Number(values?.[0]);
  return /^\d{3}$/.test(values?.[0] ?? "") && mm >= 100 && mm <= 350 ? mm : undefined;
}

/**
 * The keys of the list filters: the URL parameters a listing reads (readSelection), with
 * «Мой размер»'s.
 */
export function listFilterKeys(filters: readonly ListingFilter[]): ListFilter[] {
  return [
    ...filters.filter((filter) => filter.kind === "OPTIONS").map((filter) => filter.key),
    FIT,
  ];
}

/**
 * Every option of every filter, counted for the selection: `getDirectoryFilters` of a catalogue
 * listing and `filterList` of a search answer are the same type. `lists` holds each list
 * filter's options under its key, whatever filters the API declares.
 */
export const ListingFacetsFragment = graphql(`
  fragment ListingFacets on DirectoryFilters {
    lists {
      key
      options {
        value
        name
        count
        hex
      }
    }
    price {
      minPrice
      maxPrice
    }
  }
`);

export type ListingFacets = ResultOf<typeof ListingFacetsFragment>;
export type ProductFilters = ReturnType<typeof graphql.scalar<"ProductFilterDto">>;

export interface FacetOption {
  value: string;
  name: string;
  count: number;
  hex?: string | null;
}

/** An option as the filter panel shows it: value, name, count and a colour's hex. */
export type FacetChoice =
  | readonly [value: string, name: string, count: number]
  | readonly [value: string, name: string, count: number, hex: string];

/**
 * A filter's options as the page gets them: one string, each option's FacetChoice on a line of
 * its own, the fields separated by tabs (readChoices). A section's panel holds some three hundred
 * options and the page's hydration data carries each of them once more: one string for them all
 * costs neither an object's or a tuple's keys, brackets and quotes for each
 * (docs/catalogue.md#page-weight) nor React Router's encoding of three hundred values for every
 * page and filter change (bench/README.md#server-rendering-throughput).
 */
export type PackedChoices = string;

export interface Facet {
  name: ListFilter;
  label: string;
  options: PackedChoices;
}

const FIELD = "\t";
const OPTION = "\n";

/** The FacetChoices of a filter's packed options, for the filter panel. */
export function readChoices(packed: PackedChoices): FacetChoice[] {
  if (packed === "") return [];
  return packed.split(OPTION).map((line) => {
    const [value = "", name = "", count = "0", hex] = line.split(FIELD);
    return hex ? [value, name, Number(count), hex] : [value, name, Number(count)];
  });
}

export interface PriceFacet {
  label: string;
  /** Whole roubles: the range of the current selection. */
  min: number | null;
  max: number | null;
}

/** A filter as a section lists it (Directory.filters): its FilterType and its own heading. */
export interface SectionFilter {
  filterType: string;
  name: string;
}

/** Each list filter's options by key. */
function optionsByKey(options: Pick<ListingFacets, "lists">): Map<string, readonly FacetOption[]> {
  return new Map(options.lists.map((list) => [list.key, list.options]));
}

/**
 * The filter panel of a listing: the catalogue's `filters`, or those the section names
 * (`section`), in that order and with the section's headings, less those in `without`; a filter
 * with no option left is not shown.
 */
export function buildFacets(
  options: ListingFacets,
  selection: Selection,
  {
    filters,
    section = null,
    without = [],
  }: {
    filters: readonly ListingFilter[];
    section?: readonly SectionFilter[] | null;
    without?: readonly ListFilter[];
  },
): { facets: Facet[]; price: PriceFacet | null } {
  const position = (filter: ListingFilter) =>
    section
      ? section.findIndex((named) => named.filterType === filter.filterType)
      : filters.indexOf(filter);
  const labelOf = (filter: ListingFilter) =>
    section?.find((named) => named.filterType === filter.filterType)?.name ?? filter.name;
  const byKey = optionsByKey(options);

  const facets = filters
    .filter(
      (filter) =>
        filter.kind === "OPTIONS" && position(filter) >= 0 && !without.includes(filter.key),
    )
    .sort((a, b) => position(a) - position(b))
    .map((filter) => ({
      name: filter.key,
      label: labelOf(filter),
      options: packChoices(withSelected(byKey.get(filter.key) ?? [], selection.lists[filter.key])),
    }))
    .filter((facet) => facet.options !== "");

  const { minPrice, maxPrice } = options.price;
  const priceFilter = filters.find((filter) => filter.kind === "PRICE");
  const price =
    priceFilter && position(priceFilter) >= 0
      ? {
          label: labelOf(priceFilter),
          min: minPrice === null ? null : Math.floor(minPrice / 100),
          max: maxPrice === null ? null : Math.ceil(maxPrice / 100),
        }
      : null;
  return { facets, price };
}

/** A tab or a line break inside a name (never seen) would shift the fields: it reads as a space. */
const SEPARATORS = /[\t\n]/g;

/**
 * The options as one string, built by appending: a section's three hundred options are packed on
 * every filter change, and arrays of fields joined twice took three times as long.
 */
export function packChoices(options: readonly FacetOption[]): PackedChoices {
  let packed = "";
  for (const { value, name, count, hex } of options) {
    const shown =
      name.includes(FIELD) || name.includes(OPTION) ? name.replace(SEPARATORS, " ") : name;
    packed += `${packed === "" ? "" : OPTION}${value}${FIELD}${shown}${FIELD}${count}${hex ? FIELD + hex : ""}`;
  }
  return packed;
}

/** The options of a filter, with a chosen value the API left out (nothing left for it) kept checked. */
export function withSelected(
  options: readonly FacetOption[],
  selected: readonly string[] | undefined,
): FacetOption[] {
  const missing = (selected ?? []).filter((value) => !options.some((o) => o.value === value));
  return [...options, ...missing.map((value) => ({ value, name: value, count: 0 }))];
}

/** The selection without values `known` does not list; null when nothing was dropped. */
export function withoutUnknownValues(
  selection: Selection,
  known: Pick<ListingFacets, "lists">,
): Selection | null {
  let dropped = false;
  const lists: Selection["lists"] = {};
  const byKey = optionsByKey(known);
  for (const [name, values] of Object.entries(selection.lists)) {
    if (!values) continue;
    if (name === FIT) {
      // No facet lists it; toProductFilters sends the API a believable one only.
      lists[name] = values;
      continue;
    }
    const options = byKey.get(name) ?? [];
    const kept = values.filter((value) => options.some((option) => option.value === value));
    if (kept.length !== values.length) dropped = true;
    if (kept.length > 0) lists[name] = kept;
  }
  return dropped ? { ...selection, lists } : null;
}

/**
 * The selection as the API's filters: the lists as they are, prices in kopecks. The enum lists
 * are checked by the API: a value it does not know is BAD_USER_INPUT, which the loaders handle
 * by dropping it (withoutUnknownValues).
 */
export function toProductFilters(selection: Selection): ProductFilters {
  const { [FIT]: fit, ...lists } = selection.lists;
  return {
    // The lists' keys are the filters' (ListingFilter.key): ProductFilterDto fields.
    ...(lists as Partial<ProductFilters>),
    fit: fitOf(fit),
    minPrice: selection.priceFrom === undefined ? undefined : selection.priceFrom * 100,
    maxPrice: selection.priceTo === undefined ? undefined : selection.priceTo * 100,
  };
}
