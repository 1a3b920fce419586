import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import type { ProductCardData } from "~/ui/product-card.tsx";
import { LikeableProductGrid } from "~/features/favourites/likeable-product-card.tsx";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import { CatalogueFilters, type ListingControls, SortSelect } from "./catalogue-filters.tsx";
import type { Facet, PriceFacet } from "./listing.ts";
import { activeFilterCount, listingHref, type Selection } from "./selection.ts";

/**
 * A page of products with the filter panel beside it (above it on phones, folded), the order
 * above the grid and the pages below: the catalogue's shelves and the search's results.
 */
export function ProductListing({
  scope,
  sorting,
  filterKeys,
  facets,
  price,
  selection,
  products,
  page,
  totalPages,
  empty,
}: ListingControls & {
  facets: Facet[];
  price: PriceFacet | null;
  selection: Selection;
  products: readonly ProductCardData[];
  page: number;
  totalPages: number;
  /** Shown when the listing holds nothing even without filters. */
  empty: ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === scope.path;
  // The reset keeps the order: it is not a filter.
  const resetHref = listingHref(scope, { lists: {}, sort: selection.sort });
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <aside aria-label="Фильтры" className="lg:self-start">
        <CatalogueFilters
          scope={scope}
          sorting={sorting}
          filterKeys={filterKeys}
          facets={facets}
          price={price}
          resetHref={resetHref}
        />
      </aside>
      <div>
        <div className="mb-6 flex justify-end">
          <SortSelect scope={scope} sorting={sorting} filterKeys={filterKeys} />
        </div>
        <div
          aria-busy={loading}
          className={`transition-opacity ${loading ? "pointer-events-none opacity-50" : ""}`}
        >
          {products.length > 0 ? (
            <LikeableProductGrid heading="Товары" products={products} />
          ) : activeFilterCount(selection) > 0 ? (
            <EmptyState
              title="Ничего не найдено — попробуйте убрать часть фильтров"
              actions={<ButtonLink to={resetHref}>Сбросить фильтры</ButtonLink>}
            />
          ) : (
            empty
          )}
        </div>
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(n) => listingHref(scope, selection, { page: n })}
        />
      </div>
    </div>
  );
}
