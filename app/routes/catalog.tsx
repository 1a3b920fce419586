import { Link, redirect, useLocation, useNavigation } from "react-router";
import {
  CatalogFilters,
  type Facet,
  type FacetOption,
  SortSelect,
} from "~/components/catalog/catalog-filters.tsx";
import {
  activeFilterCount,
  FILTER_LABELS,
  FILTER_TYPES,
  LIST_FILTERS,
  type ListFilter,
  readSelection,
  type Selection,
  selectionSearch,
} from "~/components/catalog/selection.ts";
import { Page } from "~/components/page.tsx";
import { ProductCard, ProductCardFragment } from "~/components/product-card.tsx";
import { PAGES } from "~/content/pages.ts";
import { graphql, type ResultOf, type VariablesOf } from "~/graphql.ts";
import { shopQuery } from "~/lib/shop-api.server.ts";
import { isBadUserInput, notFound, orNotFound } from "./_shared/errors.server.ts";
import { screenMeta, staticPageMeta } from "./_shared/meta.ts";
import { assertPageExists, readPage } from "./_shared/pagination.server.ts";
import { plural } from "./_shared/plural.ts";
import { ButtonLink, EmptyState, LinkCards, Pagination, ProductGrid } from "./_shared/ui.tsx";
import type { Route } from "./+types/catalog";

const PAGE_SIZE = 24;
/** The top menu links to /catalog/any/{slug}: "any" narrows nothing. */
const ANY = "any";
/** The menu entry «Нашли дешевле?»: a price-match request, not a shelf of goods. */
const MEET_PRICE_SLUG = "meet-price";

const CatalogTree = graphql(`
  query CatalogTree {
    directoryList {
      id
      name
      slug
      filters {
        filterType
        name
      }
    }
    getDirectoryFilters {
      categories {
        name
        value
      }
    }
  }
`);

const CatalogShelf = graphql(
  `
    query CatalogShelf($filters: ProductFilterDto!, $sort: SortOption!, $page: Int!, $limit: Int!) {
      filteredProducts(
        dto: { filters: $filters, sort: $sort, pagination: { page: $page, limit: $limit } }
      ) {
        items {
          id
          ...ProductCard
        }
        pagination {
          totalItems
          totalPages
        }
      }
      getDirectoryFilters(dto: $filters) {
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
    }
  `,
  [ProductCardFragment],
);

/** Every value the path's listing offers: what a cleaned address may keep. */
const CatalogOptions = graphql(`
  query CatalogOptions($filters: ProductFilterDto!) {
    getDirectoryFilters(dto: $filters) {
      categories {
        value
      }
      brand {
        value
      }
      model {
        value
      }
      size {
        value
      }
      colorPallete {
        value
      }
      sale {
        value
      }
      deliverySpeed {
        value
      }
      sex {
        value
      }
      age {
        value
      }
      season {
        value
      }
      material {
        value
      }
    }
  }
`);

type FilterType = ResultOf<
  typeof CatalogTree
>["directoryList"][number]["filters"][number]["filterType"];
type ProductFilters = VariablesOf<typeof CatalogShelf>["filters"];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  if (segments[0] === ANY) segments.shift();
  if (segments.length > 2) notFound(request);
  const [first, second] = segments;

  const tree = await shopQuery(context, CatalogTree, {});
  if (first === undefined) {
    // Sections with filters hold goods; the others (e.g. «Нашли дешевле?») are menu entries.
    const directories = tree.directoryList.filter((directory) => directory.filters.length > 0);
    return { kind: "index" as const, directories };
  }

  const directory = tree.directoryList.find((candidate) => candidate.slug === first);
  if (directory && directory.filters.length === 0) {
    if (second !== undefined) notFound(request);
    return { kind: "menu-entry" as const, title: directory.name, slug: directory.slug };
  }
  // /catalog/{category} on its own (links from articles): any section's category of that slug.
  const looseCategory = directory
    ? undefined
    : tree.getDirectoryFilters.categories.find((option) => option.value === first);
  if (!directory && (!looseCategory || second !== undefined)) notFound(request);

  const url = new URL(request.url);
  const page = readPage(request);
  const pathFilters: ProductFilters = directory
    ? { directorySlug: directory.slug, categorySlug: second }
    : { categories: [first] };
  // Category checkboxes only where the path has not chosen the category already.
  const offersCategories = Boolean(directory) && second === undefined;
  const { selection, clean } = readSelection(url.searchParams);
  if (!offersCategories && selection.lists.categories) {
    delete selection.lists.categories;
    throw redirect(`${url.pathname}${selectionSearch(selection, { page })}`);
  }
  if (!clean) throw redirect(`${url.pathname}${selectionSearch(selection, { page })}`);

  const filters: ProductFilters = {
    ...pathFilters,
    // The enum filters are checked by the API: a value it does not know is BAD_USER_INPUT,
    // handled below by dropping it.
    ...(selection.lists as Pick<ProductFilters, ListFilter>),
    minPrice: selection.priceFrom === undefined ? undefined : selection.priceFrom * 100,
    maxPrice: selection.priceTo === undefined ? undefined : selection.priceTo * 100,
  };
  let shelf: ResultOf<typeof CatalogShelf>;
  try {
    shelf = await shopQuery(context, CatalogShelf, {
      filters,
      sort: selection.sort,
      page,
      limit: PAGE_SIZE,
    });
  } catch (error) {
    if (!isBadUserInput(error)) throw error;
    // An unknown section or category is a 404; an unknown filter value is dropped.
    const known = await orNotFound(
      request,
      shopQuery(context, CatalogOptions, { filters: pathFilters }),
    );
    const cleaned = withoutUnknownValues(selection, known.getDirectoryFilters);
    if (!cleaned) notFound(request);
    throw redirect(`${url.pathname}${selectionSearch(cleaned)}`);
  }
  assertPageExists(request, page, shelf.filteredProducts.pagination.totalPages);
  const options = shelf.getDirectoryFilters;
  // Within a section the category facet leaves its own choice out, so it lists the siblings too.
  const categories = directory ? options.categories : [];
  const category = second ? categories.find((option) => option.value === second) : looseCategory;
  if (second && !category) notFound(request);

  const sectionFilters = directory?.filters.map((filter) => filter.filterType);
  const offered = (type: FilterType) => !sectionFilters || sectionFilters.includes(type);
  const labelOf = (type: FilterType, fallback: string) =>
    directory?.filters.find((filter) => filter.filterType === type)?.name ?? fallback;
  const facets: Facet[] = LIST_FILTERS.filter(
    (name) => offered(FILTER_TYPES[name]) && (name !== "categories" || offersCategories),
  )
    .sort((a, b) =>
      sectionFilters
        ? sectionFilters.indexOf(FILTER_TYPES[a]) - sectionFilters.indexOf(FILTER_TYPES[b])
        : 0,
    )
    .map((name) => ({
      name,
      label: labelOf(FILTER_TYPES[name], FILTER_LABELS[name]),
      options: withSelected(options[name], selection.lists[name]),
    }))
    .filter((facet) => facet.options.length > 0);
  const { minPrice, maxPrice } = options.price;
  const price = offered("PRICE")
    ? {
        label: labelOf("PRICE", FILTER_LABELS.price),
        min: minPrice === null || minPrice === undefined ? null : Math.floor(minPrice / 100),
        max: maxPrice === null || maxPrice === undefined ? null : Math.ceil(maxPrice / 100),
      }
    : null;
  const keptForLinks = selectionSearch({
    ...selection,
    lists: { ...selection.lists, categories: undefined },
  });

  return {
    kind: "shelf" as const,
    title: category?.name ?? directory?.name ?? first,
    section: directory && category ? { name: directory.name, slug: directory.slug } : null,
    categories: categories.map((option) => ({
      name: option.name,
      count: option.count,
      // Switching the category keeps the other filters and the order.
      href: `/catalog/${directory?.slug}/${option.value}${keptForLinks}`,
      current: option.value === second,
    })),
    facets,
    price,
    selection,
    activeFilters: activeFilterCount(selection),
    canonicalSearch: selectionSearch(selection, { page, withSort: false }),
    products: shelf.filteredProducts.items,
    totalItems: shelf.filteredProducts.pagination.totalItems,
    totalPages: shelf.filteredProducts.pagination.totalPages,
    page,
  };
}

/** The options of a filter, with a chosen value the API left out (nothing left for it) kept checked. */
function withSelected(
  options: readonly { value: string; name: string; count: number; hex?: string | null }[],
  selected: readonly string[] | undefined,
): FacetOption[] {
  const missing = (selected ?? []).filter((value) => !options.some((o) => o.value === value));
  return [...options, ...missing.map((value) => ({ value, name: value, count: 0 }))];
}

/** The selection without values the listing does not know; null when nothing was dropped. */
function withoutUnknownValues(
  selection: Selection,
  known: ResultOf<typeof CatalogOptions>["getDirectoryFilters"],
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

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData || loaderData.kind === "index") return staticPageMeta(args, PAGES.catalog);
  if (loaderData.kind === "menu-entry") {
    return screenMeta(args, { title: loaderData.title, description: describe(loaderData.title) });
  }
  const { title, page, canonicalSearch } = loaderData;
  const head = screenMeta(args, {
    title: page > 1 ? `${title}, страница ${page}` : title,
    description: describe(title),
  });
  // Each page and filter combination is its own listing: its canonical address keeps them
  // (but not the order, which shows the same goods). Built from this screen's own path: the
  // root's address is the `.data` request's after a client navigation.
  const canonical = (href: string) =>
    `${new URL(href).origin}${args.location.pathname.replace(/\/$/, "")}${canonicalSearch}`;
  return head.map((tag) => {
    if ("tagName" in tag && tag.rel === "canonical" && typeof tag.href === "string") {
      return { ...tag, href: canonical(tag.href) };
    }
    if ("property" in tag && tag.property === "og:url" && typeof tag.content === "string") {
      return { ...tag, content: canonical(tag.content) };
    }
    return tag;
  });
};

function describe(title: string): string {
  return `${title} в Meet Market: оригинальные товары с доставкой по России.`;
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "index") return <CatalogIndex directories={loaderData.directories} />;
  const crumbs: { label: string; to: string }[] = [
    { label: PAGES.catalog.title, to: PAGES.catalog.path },
  ];
  if (loaderData.kind === "menu-entry") {
    return (
      <Page title={loaderData.title} breadcrumbs={crumbs}>
        <EmptyState
          title={
            loaderData.slug === MEET_PRICE_SLUG
              ? "Нашли дешевле? Снизим цену"
              : "В этом разделе пока нет товаров"
          }
          actions={<ButtonLink to={PAGES.catalog.path}>В каталог</ButtonLink>}
        >
          {loaderData.slug === MEET_PRICE_SLUG ? (
            <p>
              Скоро здесь можно будет прислать ссылку на тот же товар дешевле в другом магазине — мы
              проверим предложение и постараемся сделать цену ниже.
            </p>
          ) : null}
        </EmptyState>
      </Page>
    );
  }

  if (loaderData.section) {
    crumbs.push({
      label: loaderData.section.name,
      to: `/catalog/${loaderData.section.slug}`,
    });
  }
  return <Shelf {...loaderData} breadcrumbs={crumbs} />;
}

function Shelf({
  title,
  categories,
  facets,
  price,
  selection,
  activeFilters,
  products,
  totalItems,
  page,
  totalPages,
  breadcrumbs,
}: Omit<Extract<Route.ComponentProps["loaderData"], { kind: "shelf" }>, "kind"> & {
  breadcrumbs: { label: string; to: string }[];
}) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const resetHref = `${pathname}${selectionSearch({ lists: {}, sort: selection.sort })}`;
  return (
    <Page
      title={title}
      breadcrumbs={breadcrumbs}
      wide
      lead={
        <span data-testid="catalog-count">
          {plural(totalItems, ["товар", "товара", "товаров"])}
        </span>
      }
    >
      {categories.length > 0 ? (
        <nav aria-label="Категории" className="-mx-4 mb-8 overflow-x-auto px-4">
          <ul className="flex gap-2 md:flex-wrap">
            {categories.map((category) => (
              <li key={category.href} className="shrink-0">
                <Link
                  to={category.href}
                  aria-current={category.current ? "page" : undefined}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 px-4 hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-neutral-600 dark:hover:border-white aria-[current=page]:border-neutral-900 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white dark:aria-[current=page]:border-white dark:aria-[current=page]:bg-white dark:aria-[current=page]:text-neutral-900"
                >
                  {category.name}
                  <span className="text-sm text-neutral-500 dark:text-neutral-400">
                    {category.count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label="Фильтры" className="lg:self-start">
          <CatalogFilters facets={facets} price={price} resetHref={resetHref} />
        </aside>
        <div>
          <div className="mb-6 flex justify-end">
            <SortSelect />
          </div>
          <div
            aria-busy={loading}
            className={`transition-opacity ${loading ? "pointer-events-none opacity-50" : ""}`}
          >
            {products.length > 0 ? (
              <ProductGrid>
                {products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ProductGrid>
            ) : activeFilters > 0 ? (
              <EmptyState
                title="Ничего не найдено — попробуйте убрать часть фильтров"
                actions={<ButtonLink to={resetHref}>Сбросить фильтры</ButtonLink>}
              />
            ) : (
              <EmptyState
                title="Здесь пока нет товаров"
                actions={<ButtonLink to={PAGES.catalog.path}>Весь каталог</ButtonLink>}
              />
            )}
          </div>
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => `${pathname}${selectionSearch(selection, { page: n })}`}
          />
        </div>
      </div>
    </Page>
  );
}

function CatalogIndex({
  directories,
}: {
  directories: readonly { id: string; name: string; slug: string }[];
}) {
  return (
    <Page title={PAGES.catalog.title} wide>
      {directories.length === 0 ? (
        <EmptyState title="Каталог пока пуст" />
      ) : (
        <nav aria-label="Разделы каталога">
          <LinkCards
            cards={directories.map((directory) => ({
              to: `/catalog/${directory.slug}`,
              title: directory.name,
            }))}
          />
        </nav>
      )}
    </Page>
  );
}
