import { Form, Link } from "react-router";
import { Page } from "~/components/page.tsx";
import { ProductCard, ProductCardFragment } from "~/components/product-card.tsx";
import { PAGES } from "~/content/pages.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/lib/shop-api.server.ts";
import { badUserInputMessage } from "./_shared/errors.server.ts";
import { screenMeta, staticPageMeta } from "./_shared/meta.ts";
import { assertPageExists, readPage } from "./_shared/pagination.server.ts";
import { plural } from "./_shared/plural.ts";
import { ButtonLink, buttonClass, EmptyState, Pagination, ProductGrid } from "./_shared/ui.tsx";
import type { Route } from "./+types/search";

const PAGE_SIZE = 24;

const SearchQuery = graphql(
  `
    query Search($query: String!, $page: Int!, $limit: Int!) {
      searchFilteredProducts(dto: { query: $query, pagination: { page: $page, limit: $limit } }) {
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
      }
    }
  `,
  [ProductCardFragment],
);

/** The query of /search?query=…, or of /search/{text} for links that put it in the path. */
function readQuery(request: Request, splat: string | undefined): string {
  const fromParams = new URL(request.url).searchParams.get("query");
  return (fromParams ?? splat ?? "").trim();
}

const searchHref = (query: string, page = 1) =>
  `${PAGES.search.path}?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = readQuery(request, params["*"]);
  if (!query) return { query, result: null, refusal: null };
  const page = readPage(request);
  try {
    const { searchFilteredProducts: found } = await shopQuery(context, SearchQuery, {
      query,
      page,
      limit: PAGE_SIZE,
    });
    assertPageExists(request, page, found.pagination.totalPages);
    const correction = found.suggestions.find((suggestion) => suggestion.kind === "QUERY");
    return {
      query,
      refusal: null,
      result: {
        products: found.items,
        totalItems: found.pagination.totalItems,
        totalPages: found.pagination.totalPages,
        page,
        correction: correction && correction.text !== query ? correction.text : null,
      },
    };
  } catch (error) {
    // A query the API will not run (too long…): its Russian message is meant for the shopper.
    const refusal = badUserInputMessage(error);
    if (refusal === null) throw error;
    return { query, result: null, refusal };
  }
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query;
  return query
    ? screenMeta(args, {
        title: `Поиск: ${query}`,
        description: PAGES.search.description,
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
                to={searchHref(result.correction)}
                className="font-semibold underline underline-offset-2"
              >
                «{result.correction}»
              </Link>
            </p>
          ) : null}
          {result.products.length === 0 ? (
            <EmptyState
              title="Ничего не найдено"
              actions={<ButtonLink to={PAGES.catalog.path}>В каталог</ButtonLink>}
            >
              <p>
                По запросу «{query}» товаров нет. Проверьте написание или поищите по бренду или
                модели. Не нашли нужное — мы можем привезти его{" "}
                <Link to={PAGES.madeToOrder.path} className="underline underline-offset-2">
                  под заказ
                </Link>
                .
              </p>
            </EmptyState>
          ) : (
            <>
              <p className="mb-6 text-neutral-600 dark:text-neutral-400" aria-live="polite">
                Найдено {plural(result.totalItems, ["товар", "товара", "товаров"])} по запросу «
                {query}»
              </p>
              <ProductGrid>
                {result.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ProductGrid>
              <Pagination
                page={result.page}
                totalPages={result.totalPages}
                hrefFor={(n) => searchHref(query, n)}
              />
            </>
          )}
        </div>
      ) : null}
    </Page>
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
      <button type="submit" className={buttonClass()}>
        Найти
      </button>
    </Form>
  );
}
