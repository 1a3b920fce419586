import { Form, Link, redirect } from "react-router";
import {
  buildFacets,
  listFilterKeys,
  ListingFacetsFragment,
  toProductFilters,
} from "~/features/catalogue/listing.ts";
import {
  readListingAddress,
  readListingFilters,
  withKnownValues,
} from "~/features/catalogue/listing.server.ts";
import { ProductListing } from "~/features/catalogue/product-listing.tsx";
import {
  activeFilterCount,
  type ListingScope,
  listingHref,
  SEARCH_SORTING,
} from "~/features/catalogue/selection.ts";
import { Page } from "~/ui/page.tsx";
import { ProductCardFragment, toProductCard } from "~/ui/product-card.tsx";
import { PAGE_DESCRIPTIONS } from "~/content/page-descriptions.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql, readFragment, type ResultOf } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { badUserInputMessage, isBadUserInput } from "~/platform/errors.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { assertPageExists } from "~/platform/pagination.server.ts";
import { plural } from "~/lib/plural.ts";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/search";

const PAGE_SIZE = 24;

const SearchQuery = graphql(
  `
    query Search(
      $query: String!
      $filters: ProductFilterDto!
      $sort: SortOption
      $page: Int!
      $limit: Int!
    ) {
      searchFilteredProducts(
        dto: {
          query: $query
          filters: $filters
          sort: $sort
          pagination: { page: $page, limit: $limit }
        }
      ) {
        items {
          id
          ...ProductCard
        }
        pagination {
          totalItems
          totalPages
        }
        suggestions {
          kind
          text
        }
        filterList {
          ...ListingFacets
        }
      }
    }
  `,
  [ProductCardFragment, ListingFacetsFragment],
);

/** The query of /search?query=…, or of /search/{text} for links that put it in the path. */
function readQuery(request: Request, splat: string | undefined): string {
  const fromParams = new URL(request.url).searchParams.get("query");
  return (fromParams ?? splat ?? "").trim();
}

/** The results of a query are a listing at /search?query=…, whichever address led to them. */
const searchScope = (query: string): ListingScope => ({
  path: PAGES.search.path,
  params: { query },
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = readQuery(request, params["*"]);
  if (!query) return { query, result: null, refusal: null };
  const scope = searchScope(query);
  const filters = await readListingFilters(context);
  const { selection, page } = readListingAddress(request, scope, SEARCH_SORTING, filters);

  let found: ResultOf<typeof SearchQuery>;
  try {
    found = await shopQuery(context, SearchQuery, {
      query,
      filters: toProductFilters(selection),
      // None: the most relevant first.
      sort: selection.sort,
      page,
      limit: PAGE_SIZE,
    });
  } catch (error) {
    if (!isBadUserInput(error)) throw error;
    // A filter value the shop does not know (an old link…) is dropped, as in the catalogue.
    if (activeFilterCount(selection) > 0) {
      const cleaned = await withKnownValues(context, selection, {});
      if (cleaned) throw redirect(listingHref(scope, cleaned));
    }
    // A query the API will not run (too long…): its Russian message is meant for the shopper.
    const refusal = badUserInputMessage(error);
    if (refusal === null) throw error;
    return { query, result: null, refusal };
  }

  const { searchFilteredProducts: results } = found;
  assertPageExists(request, page, results.pagination.totalPages);
  const correction = results.suggestions.find((suggestion) => suggestion.kind === "QUERY");
  const { facets, price } = buildFacets(
    readFragment(ListingFacetsFragment, results.filterList),
    selection,
    { filters },
  );
  return {
    query,
    refusal: null,
    result: {
      products: results.items.map(toProductCard),
      totalItems: results.pagination.totalItems,
      totalPages: results.pagination.totalPages,
      page,
      correction: correction && correction.text !== query ? correction.text : null,
      facets,
      price,
      selection,
      filterKeys: listFilterKeys(filters),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query;
  return query
    ? screenMeta(args, {
        title: `Поиск: ${query}`,
        description: PAGE_DESCRIPTIONS.search,
        noindex: true,
      })
    : staticPageMeta(args, PAGES.search);
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, result, refusal } = loaderData;
  return (
    <Page title={PAGES.search.title} wide>
      <SearchForm query={query} />
      {refusal ? (
        <p role="alert" className="mt-4 text-accent">
          {refusal}
        </p>
      ) : null}
      {result ? (
        <div className="mt-8">
          {result.correction ? (
            <p className="mb-4 text-neutral-700 dark:text-neutral-300">
              Возможно, вы искали{" "}
              <Link
                to={listingHref(searchScope(result.correction), { lists: {} })}
                className="font-semibold underline underline-offset-2"
              >
                «{result.correction}»
              </Link>
            </p>
          ) : null}
          {result.totalItems === 0 && activeFilterCount(result.selection) === 0 ? (
            <NothingFound query={query} />
          ) : (
            <>
              <p
                className="mb-6 text-neutral-600 dark:text-neutral-400"
                aria-live="polite"
                data-testid="search-count"
              >
                Найдено {plural(result.totalItems, ["товар", "товара", "товаров"])} по запросу «
                {query}»
              </p>
              <ProductListing
                scope={searchScope(query)}
                sorting={SEARCH_SORTING}
                filterKeys={result.filterKeys}
                facets={result.facets}
                price={result.price}
                selection={result.selection}
                products={result.products}
                page={result.page}
                totalPages={result.totalPages}
                empty={<NothingFound query={query} />}
              />
            </>
          )}
        </div>
      ) : null}
    </Page>
  );
}

function NothingFound({ query }: { query: string }) {
  return (
    <EmptyState
      title="Ничего не найдено"
      actions={<ButtonLink to={PAGES.catalogue.path}>В каталог</ButtonLink>}
    >
      <p>
        По запросу «{query}» товаров нет. Проверьте написание или поищите по бренду или модели. Не
        нашли нужное — мы можем привезти его{" "}
        <Link to={PAGES.madeToOrder.path} className="underline underline-offset-2">
          под заказ
        </Link>
        .
      </p>
    </EmptyState>
  );
}

function SearchForm({ query }: { query: string }) {
  return (
    <Form method="get" action={PAGES.search.path} role="search" className="flex gap-2">
      <label htmlFor="search-query" className="sr-only">
        Что ищем
      </label>
      <input
        key={query}
        id="search-query"
        type="search"
        name="query"
        defaultValue={query}
        placeholder="Модель, бренд или артикул"
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-neutral-300 bg-white px-5 text-base focus-visible:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-neutral-600 dark:bg-neutral-900 dark:focus-visible:border-white"
      />
      <Button type="submit">Найти</Button>
    </Form>
  );
}
