/**
 * What the catalogue and the search make of the API's answer for a listing: the filter panel's
 * facets (the same options, counts and rule for both), and the selection as ProductFilterDto.
 */
import { graphql, type ResultOf } from "~/graphql.ts";
import {
  FILTER_LABELS,
  FILTER_TYPES,
  LIST_FILTERS,
  type ListFilter,
  type Selection,
} from "./selection.ts";

/**
 * Every option of every filter, counted for the selection: `getDirectoryFilters` of a catalogue
 * listing and `filterList` of a search answer are the same type.
 */
export const ListingFacetsFragment = graphql(`
  fragment ListingFacets on DirectoryFilters {
    categories {
      value
      name
      count
    }
    brand {
      value
      name
      count
    }
    model {
      value
      name
      count
    }
    size {
      value
      name
      count
    }
    colorPallete {
      value
      name
      count
      hex
    }
    sale {
      value
      name
      count
    }
    deliverySpeed {
      value
      name
      count
    }
    sex {
      value
      name
      count
    }
    age {
      value
      name
      count
    }
    season {
      value
      name
      count
    }
    material {
      value
      name
      count
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
 * An option as the page gets it: its FacetChoice in one string, the fields separated by tabs
 * (readChoice). A section's panel holds some three hundred options and the page's hydration data
 * carries each of them once more: one string each costs about 18 bytes less than an object's or
 * a tuple's keys, brackets and quotes (docs/catalogue.md#page-weight).
 */
export type PackedChoice = string;

export interface Facet {
  name: ListFilter;
  label: string;
  options: PackedChoice[];
}

const FIELD = "\t";

/** The FacetChoice of a packed option, for the filter panel. */
export function readChoice(packed: PackedChoice): FacetChoice {
  const [value = "", name = "", count = "0", hex] = packed.split(FIELD);
  return hex ? [value, name, Number(count), hex] : [value, name, Number(count)];
}

export interface PriceFacet {
  label: string;
  /** Whole roubles: the range of the current selection. */
  min: number | null;
  max: number | null;
}

/** A filter as the API lists it for a section (Directory.filters) or the whole shop (filterList). */
export interface FilterDefinition {
  filterType: string;
  name: string;
}

/**
 * The filter panel of a listing: the filters `definitions` name, in their order and with their
 * headings (every filter with the default headings when there are none), less those in
 * `without`; a filter with no option left is not shown.
 */
export function buildFacets(
  options: ListingFacets,
  selection: Selection,
  {
    definitions,
    without = [],
  }: { definitions: readonly FilterDefinition[] | null; without?: readonly ListFilter[] },
): { facets: Facet[]; price: PriceFacet | null } {
  const position = (type: string) =>
    definitions ? definitions.findIndex((definition) => definition.filterType === type) : 0;
  const labelOf = (type: string, fallback: string) =>
    definitions?.find((definition) => definition.filterType === type)?.name ?? fallback;

  const facets = LIST_FILTERS.filter(
    (name) => position(FILTER_TYPES[name]) >= 0 && !without.includes(name),
  )
    .sort((a, b) => position(FILTER_TYPES[a]) - position(FILTER_TYPES[b]))
    .map((name) => ({
      name,
      label: labelOf(FILTER_TYPES[name], FILTER_LABELS[name]),
      options: withSelected(options[name], selection.lists[name]).map(packChoice),
    }))
    .filter((facet) => facet.options.length > 0);

  const { minPrice, maxPrice } = options.price;
  const price =
    position("PRICE") >= 0
      ? {
          label: labelOf("PRICE", FILTER_LABELS.price),
          min: minPrice === null ? null : Math.floor(minPrice / 100),
          max: maxPrice === null ? null : Math.ceil(maxPrice / 100),
        }
      : null;
  return { facets, price };
}

function packChoice({ value, name, count, hex }: FacetOption): PackedChoice {
  // A tab inside a name (never seen) would shift the fields: it reads as a space.
  const fields = [value, name.replaceAll(FIELD, " "), String(count)];
  return (hex ? [...fields, hex] : fields).join(FIELD);
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
  known: Pick<ListingFacets, ListFilter>,
): Selection | null {
  let dropped = false;
  const lists: Selection["lists"] = {};
  for (const name of LIST_FILTERS) {
    const values = selection.lists[name];
    if (!values) continue;
    const kept = values.filter((value) => known[name].some((option) => option.value === value));
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
  return {
    ...(selection.lists as Pick<ProductFilters, ListFilter>),
    minPrice: selection.priceFrom === undefined ? undefined : selection.priceFrom * 100,
    maxPrice: selection.priceTo === undefined ? undefined : selection.priceTo * 100,
  };
}
