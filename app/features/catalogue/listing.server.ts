import { redirect, type RouterContextProvider } from "react-router";
import { graphql, readFragment } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { readPage } from "~/platform/pagination.server.ts";
import { ListingFacetsFragment, type ProductFilters, withoutUnknownValues } from "./listing.ts";
import {
  LIST_FILTERS,
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

/**
 * The selection and page of a listing's address. An address the shop would not write itself,
 * or one choosing a filter the listing does not offer (`without`), is redirected to the clean
 * one (the page kept).
 */
export function readListingAddress(
  request: Request,
  scope: ListingScope,
  sorting: Sorting,
  without: readonly ListFilter[] = [],
): { selection: Selection; page: number } {
  const page = readPage(request);
  const { selection: read, clean } = readSelection(new URL(request.url).searchParams, sorting);
  const lists: Selection["lists"] = {};
  for (const name of LIST_FILTERS) {
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
