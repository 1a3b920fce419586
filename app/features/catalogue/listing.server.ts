import { redirect, type RouterContextProvider } from "react-router";
import { graphql, readFragment } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { sharedQuery } from "~/platform/shared-reads.server.ts";
import { readPage } from "~/platform/pagination.server.ts";
import {
  listFilterKeys,
  ListingFacetsFragment,
  type ListingFilter,
  ListingFilterFragment,
  type ProductFilters,
  withoutUnknownValues,
} from "./listing.ts";
import {
  type ListFilter,
  type ListingScope,
  listingHref,
  readSelection,
  type Selection,
  type Sorting,
} from "./selection.ts";

const ListingOptions = graphql(
  `
    query ListingOptions($filters: ProductFilterDto!) {
      getDirectoryFilters(dto: $filters) {
        ...ListingFacets
      }
    }
  `,
  [ListingFacetsFragment],
);

const ListingFilters = graphql(
  `
    query ListingFilters {
      filterList {
        ...ListingFilter
      }
    }
  `,
  [ListingFilterFragment],
);

/** The catalogue's filters as the API declares them (a listing whose query does not ask them). */
export async function readListingFilters(
  context: Readonly<RouterContextProvider>,
): Promise<ListingFilter[]> {
  const { filterList } = await sharedQuery(context, ListingFilters, {});
  return readFragment(ListingFilterFragment, filterList).slice();
}

/**
 * The selection and page of a listing's address, reading the parameters of `filters`. An address the shop would not write itself,
 * or one choosing a filter the listing does not offer (`without`), is redirected to the clean
 * one (the page kept).
 */
export function readListingAddress(
  request: Request,
  scope: ListingScope,
  sorting: Sorting,
  filters: readonly ListingFilter[],
  without: readonly ListFilter[] = [],
): { selection: Selection; page: number } {
  const page = readPage(request);
  const keys = listFilterKeys(filters);
  const { selection: read, clean } = readSelection(
    new URL(request.url).searchParams,
    sorting,
    keys,
  );
  const lists: Selection["lists"] = {};
  for (const name of keys) {
    const values = read.lists[name];
    if (values && !without.includes(name)) lists[name] = values;
  }
  const selection = { ...read, lists };
  const offered = without.every((name) => read.lists[name] === undefined);
  if (!clean || !offered) throw redirect(listingHref(scope, selection, { page }));
  return { selection, page };
}

/**
 * The selection without the values the listing's scope (`filters`: a section, a category, or
 * nothing for the whole shop) does not know, after the API refused it with BAD_USER_INPUT; null
 * when every value is known. Throws the API's error when the scope itself is unknown.
 */
export async function withKnownValues(
  context: Readonly<RouterContextProvider>,
  selection: Selection,
  filters: ProductFilters,
): Promise<Selection | null> {
  const { getDirectoryFilters } = await shopQuery(context, ListingOptions, { filters });
  return withoutUnknownValues(selection, readFragment(ListingFacetsFragment, getDirectoryFilters));
}
