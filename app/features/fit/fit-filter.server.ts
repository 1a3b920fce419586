/**
 * The catalogue's «Мой размер» (docs/fit.md#the-catalogue-filter): a checkbox of the filter panel
 * on a section's shelf for a shopper with a fit, or for an address that chose one (`?fit=265`,
 * which can be unticked). Its value is the foot length, so the address is no one's in particular.
 */
import type { RouterContextProvider } from "react-router";
import {
  FIT,
  type Facet,
  fitOf,
  packChoices,
  type ProductFilters,
} from "~/features/catalogue/listing.ts";
import type { Selection } from "~/features/catalogue/selection.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { readShopperFit } from "./fit.server.ts";

const FitCount = graphql(`
  query FitCount($filters: ProductFilterDto!) {
    filteredProducts(dto: { filters: $filters, pagination: { limit: 1 } }) {
      pagination {
        totalItems
      }
    }
  }
`);

/** «26,5» for 265 mm, as Russian writes it. */
const centimetres = (mm: number) => String(mm / 10).replace(".", ",");

/**
 * The facet «Мой размер» of a shelf: its one option, the foot length, counted (the products of
 * the selection that fit it); none without a fit, or when nothing of the shelf fits.
 */
export async function fitFacet(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shelf: { filters: ProductFilters; selection: Selection; totalItems: number },
): Promise<Facet | null> {
  const chosen = fitOf(shelf.selection.lists[FIT]);
  const mm = chosen ?? (await readShopperFit(request, context))?.footLengthMm;
  if (mm === undefined) return null;
  const count =
    chosen === undefined
      ? (await shopQuery(context, FitCount, { filters: { ...shelf.filters, fit: mm } }))
          .filteredProducts.pagination.totalItems
      : shelf.totalItems;
  if (count === 0 && chosen === undefined) return null;
  return {
    name: FIT,
    label: "Мой размер",
    options: packChoices([{ value: String(mm), name: `Стопа ${centimetres(mm)} см`, count }]),
  };
}
