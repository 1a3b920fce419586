import { redirect, useLocation } from "react-router";
import {
  buildFacets,
  listFilterKeys,
  ListingFacetsFragment,
  ListingFilterFragment,
  type ProductFilters,
  toProductFilters,
} from "~/features/catalogue/listing.ts";
import { readListingAddress, withKnownValues } from "~/features/catalogue/listing.server.ts";
import { fitFacet } from "~/features/fit/fit-filter.server.ts";
import { ProductListing } from "~/features/catalogue/product-listing.tsx";
import {
  activeFilterCount,
  CATALOG_SORTING,
  DEFAULT_SORT,
  type ListFilter,
  listingHref,
  type Selection,
  selectionSearch,
} from "~/features/catalogue/selection.ts";
import { listingIndexing } from "~/features/seo/listing-indexing.ts";
import { breadcrumbJsonLd, type Crumb, jsonLdMeta } from "~/features/seo/json-ld.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import { Page } from "~/ui/page.tsx";
import { ProductCardFragment, toProductCard } from "~/ui/product-card.tsx";
import { PAGE_DESCRIPTIONS } from "~/content/page-descriptions.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql, readFragment, type ResultOf } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { sharedQuery } from "~/platform/shared-reads.server.ts";
import { isBadUserInput, notFound, orNotFound } from "~/platform/errors.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { assertPageExists } from "~/platform/pagination.server.ts";
import { plural } from "~/lib/plural.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { usePlainLinkNavigation } from "~/ui/plain-links.ts";
import { EmptyState } from "~/ui/empty-state.tsx";
import { LinkCards } from "~/ui/link-cards.tsx";
import type { Route } from "./+types/catalogue";

const PAGE_SIZE = 24;
/** The top menu links to /catalog/any/{slug}: "any" narrows nothing. */
const ANY = "any";
/** The menu entry «Нашли дешевле?»: a price-match request form, not a shelf of goods. */
const MEET_PRICE_SLUG = "meet-price";
/** The category filter's key (FilterDefinition.key): the path may choose the category itself. */
const CATEGORIES = "categories";

const CatalogTree = graphql(
  `
    query CatalogTree {
      filterList {
        ...ListingFilter
      }
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
  `,
  [ListingFilterFragment],
);

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
        ...ListingFacets
      }
    }
  `,
  [ProductCardFragment, ListingFacetsFragment],
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  if (segments[0] === ANY) segments.shift();
  if (segments.length > 2) notFound(request);
  const [first, second] = segments;
  // The top menu's /catalog/any/meet-price: the form has its own page (docs/requests.md).
  if (first === MEET_PRICE_SLUG && second === undefined) throw redirect(PAGES.meetPrice.path);

  const { pathname } = new URL(request.url);
  const scope = { path: pathname };
  // /catalog with a filter, an order or a page (a brand's tile on the home page, «Все новинки»)
  // is the whole catalogue's shelf; without, the index of its sections
  // (docs/catalogue.md#catalogue-listing).
  const whole = first === undefined;
  // The same for every visitor: kept until the catalogue changes (docs/caching.md#the-frames-shared-reads).
  const tree = await sharedQuery(context, CatalogTree, {});
  const filters = readFragment(ListingFilterFragment, tree.filterList);
  if (whole && isPlain(readListingAddress(request, scope, CATALOG_SORTING, filters))) {
    // Sections with filters hold goods; the others (e.g. «Нашли дешевле?») are menu entries.
    const directories = tree.directoryList.filter((directory) => directory.filters.length > 0);
    // The description reaches the head through the loader, so the browser's bundle of this route
    // does not carry every page's description (~/content/page-descriptions.ts).
    return { kind: "index" as const, directories, description: PAGE_DESCRIPTIONS.catalogue };
  }

  const directory = whole
    ? undefined
    : tree.directoryList.find((candidate) => candidate.slug === first);
  if (directory && directory.filters.length === 0) {
    if (second !== undefined) notFound(request);
    return { kind: "menu-entry" as const, title: directory.name, slug: directory.slug };
  }
  // /catalog/{category} on its own (links from articles): any section's category of that slug.
  const looseCategory =
    directory || whole
      ? undefined
      : tree.getDirectoryFilters.categories.find((option) => option.value === first);
  if (!whole && !directory && (!looseCategory || second !== undefined)) notFound(request);

  const pathFilters: ProductFilters = whole
    ? {}
    : directory
      ? { directorySlug: directory.slug, categorySlug: second }
      : { categories: [first ?? ""] };
  // Category checkboxes only where the path has not chosen the category already.
  const offersCategories = whole || (Boolean(directory) && second === undefined);
  const without: ListFilter[] = offersCategories ? [] : [CATEGORIES];
  const { selection, page } = readListingAddress(request, scope, CATALOG_SORTING, filters, without);

  let shelf: ResultOf<typeof CatalogShelf>;
  try {
    shelf = await shopQuery(context, CatalogShelf, {
      filters: { ...pathFilters, ...toProductFilters(selection) },
      sort: selection.sort ?? DEFAULT_SORT,
      page,
      limit: PAGE_SIZE,
    });
  } catch (error) {
    if (!isBadUserInput(error)) throw error;
    // An unknown section or category is a 404; an unknown filter value is dropped.
    const cleaned = await orNotFound(request, withKnownValues(context, selection, pathFilters));
    if (!cleaned) notFound(request);
    throw redirect(listingHref(scope, cleaned));
  }
  assertPageExists(request, page, shelf.filteredProducts.pagination.totalPages);
  const options = readFragment(ListingFacetsFragment, shelf.getDirectoryFilters);
  // Within a section the category facet leaves its own choice out, so it lists the siblings too.
  const categories = directory
    ? (options.lists.find((list) => list.key === CATEGORIES)?.options ?? [])
    : [];
  const category = second ? categories.find((option) => option.value === second) : looseCategory;
  if (second && !category) notFound(request);

  // The whole shop's models are some two hundred checkboxes nobody scrolls through, and a third
  // of the page's weight (docs/catalogue.md#page-weight): they are offered once a brand narrows them.
  const modelsHidden = whole && !selection.lists.brand && !selection.lists.model;
  const { facets, price } = buildFacets(options, selection, {
    filters,
    section: directory?.filters ?? null,
    without: modelsHidden ? [...without, "model"] : without,
  });
  // «Мой размер» on a section's shelf, before the sizes (docs/fit.md#the-catalogue-filter).
  const fit = whole
    ? null
    : await fitFacet(request, context, {
        filters: { ...pathFilters, ...toProductFilters(selection) },
        selection,
        totalItems: shelf.filteredProducts.pagination.totalItems,
      });
  if (fit)
    facets.splice(
      Math.max(
        0,
        facets.findIndex((facet) => facet.name === "size"),
      ),
      0,
      fit,
    );
  const title = category?.name ?? directory?.name ?? first ?? PAGES.catalogue.title;
  const trail: Crumb[] = whole ? [] : [{ name: PAGES.catalogue.title, path: PAGES.catalogue.path }];
  if (directory && category) {
    trail.push({ name: directory.name, path: `/catalog/${directory.slug}` });
  }
  const indexing = listingIndexing(pathname, selection, {
    page,
    totalItems: shelf.filteredProducts.pagination.totalItems,
  });
  trail.push({ name: title, path: indexing.canonical });
  const keptForLinks = selectionSearch({
    ...selection,
    lists: { ...selection.lists, categories: undefined },
  });

  return {
    kind: "shelf" as const,
    whole,
    title,
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
    filterKeys: listFilterKeys(filters),
    indexing,
    jsonLd: jsonLdMeta([breadcrumbJsonLd(siteUrlOf(request), trail)]),
    products: shelf.filteredProducts.items.map(toProductCard),
    totalItems: shelf.filteredProducts.pagination.totalItems,
    totalPages: shelf.filteredProducts.pagination.totalPages,
    page,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData || loaderData.kind === "index") {
    return screenMeta(args, {
      title: PAGES.catalogue.title,
      description: loaderData?.description ?? "",
    });
  }
  if (loaderData.kind === "menu-entry") {
    return screenMeta(args, { title: loaderData.title, description: describe(loaderData.title) });
  }
  const { title, page, indexing } = loaderData;
  const head = screenMeta(args, {
    title: page > 1 ? `${title}, страница ${page}` : title,
    description: describe(title),
  });
  // The listing without its filters and order, but for a brand's landing; each page its own
  // (docs/seo.md#canonical-addresses-and-noindex). The root's address is the `.data` request's
  // after a client navigation, so only its origin is taken.
  const canonical = (href: string) => `${new URL(href).origin}${indexing.canonical}`;
  const robots = indexing.noindex ? [{ name: "robots", content: "noindex, follow" }] : [];
  return [...head, ...robots, ...loaderData.jsonLd].map((tag) => {
    if ("tagName" in tag && tag.rel === "canonical" && typeof tag.href === "string") {
      return { ...tag, href: canonical(tag.href) };
    }
    if ("property" in tag && tag.property === "og:url" && typeof tag.content === "string") {
      return { ...tag, content: canonical(tag.content) };
    }
    return tag;
  });
};

/** An address that narrows, orders and pages nothing. */
function isPlain({ selection, page }: { selection: Selection; page: number }): boolean {
  return page === 1 && selection.sort === undefined && activeFilterCount(selection) === 0;
}

function describe(title: string): string {
  return `${title} в Meet Market: оригинальные товары с доставкой по России.`;
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "index") return <CatalogueIndex directories={loaderData.directories} />;
  const crumbs: { label: string; to: string }[] = [
    { label: PAGES.catalogue.title, to: PAGES.catalogue.path },
  ];
  if (loaderData.kind === "menu-entry") {
    return (
      <Page title={loaderData.title} breadcrumbs={crumbs}>
        <EmptyState
          title="В этом разделе пока нет товаров"
          actions={<ButtonLink to={PAGES.catalogue.path}>В каталог</ButtonLink>}
        />
      </Page>
    );
  }

  // The whole catalogue's shelf is «Каталог» itself.
  if (loaderData.whole) crumbs.pop();
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
  filterKeys,
  products,
  totalItems,
  page,
  totalPages,
  breadcrumbs,
}: Omit<Extract<Route.ComponentProps["loaderData"], { kind: "shelf" }>, "kind"> & {
  breadcrumbs: { label: string; to: string }[];
}) {
  const { pathname } = useLocation();
  const navigate = usePlainLinkNavigation();
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
          {/* Plain links, which the list follows on the client (app/ui/plain-links.ts). */}
          <ul className="category-links" onClick={navigate}>
            {categories.map((category) => (
              <li key={category.href}>
                <a
                  href={category.href}
                  data-discover="true"
                  aria-current={category.current ? "page" : undefined}
                >
                  {category.name}
                  <span>{category.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        scope={{ path: pathname }}
        sorting={CATALOG_SORTING}
        filterKeys={filterKeys}
        facets={facets}
        price={price}
        selection={selection}
        products={products}
        page={page}
        totalPages={totalPages}
        empty={
          <EmptyState
            title="Здесь пока нет товаров"
            actions={<ButtonLink to={PAGES.catalogue.path}>Весь каталог</ButtonLink>}
          />
        }
      />
    </Page>
  );
}

function CatalogueIndex({
  directories,
}: {
  directories: readonly { id: string; name: string; slug: string }[];
}) {
  return (
    <Page title={PAGES.catalogue.title} wide>
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
