/**
 * searchFilteredProducts (spec §7): the header search popup and the /search page. A query is
 * matched word by word (every word must match) against the products' search documents, with
 * Russian morphology, prefixes of words being typed, transliteration, the other keyboard
 * layout and typo correction; the catalogue's filters and sorts apply on top.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import { ProductFilterDto, resolveSelection } from "../catalogue/filter-input.ts";
import {
  countFacets,
  listProductIds,
  matches,
  type ProductSelection,
} from "../catalogue/listing.ts";
import { DirectoryFilters, productsInOrder } from "../catalogue/queries.ts";
import { Product } from "../catalogue/types.ts";
import { builder } from "../graphql/builder.ts";
import { type ProductSort, SortOption } from "../graphql/enums.ts";
import { type Page, Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import { canMatch, relevance, searchCondition } from "./match.ts";
import { parseQuery } from "./query.ts";
import { type ResolvedQuery, resolveQuery } from "./resolve.ts";
import { type Suggestion, suggest, suggestionKinds } from "./suggestions.ts";

const SearchSuggestionKind = builder.enumType("SearchSuggestionKind", {
  values: suggestionKinds,
});

const SearchSuggestion = builder.objectRef<Suggestion>("SearchSuggestion").implement({
  description:
    "A brand, model or category whose name matches the query, or the query as corrected " +
    "(QUERY: typos fixed, keyboard layout switched).",
  fields: (f) => ({
    text: f.exposeString("text"),
    kind: f.expose("kind", { type: SearchSuggestionKind }),
    slug: f.exposeString("slug", { nullable: true, description: "Null for QUERY." }),
    directorySlug: f.exposeString("directorySlug", {
      nullable: true,
      description: "A category's directory: category slugs are unique only within one.",
    }),
  }),
});

interface SearchPage {
  ids: number[];
  totalItems: number;
  page: number;
  limit: number;
  query: ResolvedQuery;
  selection: ProductSelection;
}

const SearchResult = builder.objectRef<SearchPage>("SearchResult").implement({
  fields: (f) => ({
    items: f.field({
      type: [Product],
      resolve: (result, _args, ctx) => productsInOrder(ctx, result.ids),
    }),
    pagination: f.field({ type: Pagination, resolve: (result) => result }),
    suggestions: f.field({
      type: [SearchSuggestion],
      resolve: (result, _args, { db }) => suggest(db, result.query),
    }),
    filterList: f.field({
      type: DirectoryFilters,
      description: "The filters' options counted over every product found.",
      resolve: (result, _args, { db }) => countFacets(db, result.selection),
    }),
  }),
});

const SearchFilteredProductsDto = builder.inputType("SearchFilteredProductsDto", {
  fields: (f) => ({
    query: f.string({
      required: true,
      description: "What the shopper typed: up to 100 characters; the first 8 words count.",
    }),
    pagination: f.field({ type: PaginationDto, required: false }),
    filters: f.field({ type: ProductFilterDto, required: false }),
    sort: f.field({
      type: SortOption,
      required: false,
      description: "Unset: most relevant first (ties: most popular).",
    }),
  }),
});

builder.queryField("searchFilteredProducts", (f) =>
  f.field({
    type: SearchResult,
    args: { dto: f.arg({ type: SearchFilteredProductsDto, required: true }) },
    resolve: async (_root, { dto }, { db }) => {
      const parsed = parseQuery(dto.query);
      const page = toPage(dto.pagination);
      const [filters, query] = await Promise.all([
        resolveSelection(db, dto.filters),
        resolveQuery(db, parsed),
      ]);
      const selection = { ...filters, search: searchCondition(query) };
      const found = canMatch(query)
        ? await listMatches(db, selection, query, dto.sort ?? undefined, page)
        : { ids: [], totalItems: 0 };
      return { ...found, page: page.page, limit: page.limit, query, selection };
    },
  }),
);

/** A page of the products found, most relevant first unless another order is asked for. */
async function listMatches(
  db: Database,
  selection: ProductSelection & { search: SQL },
  query: ResolvedQuery,
  sort: ProductSort | undefined,
  page: Page,
): Promise<{ ids: number[]; totalItems: number }> {
  if (sort) return listProductIds(db, selection, sort, page);
  // One word («кроссовки»): every hit matches it alike, so popularity orders them, and the
  // database can walk its popularity index and stop once the page is full instead of ranking
  // every hit (20 000 of 50 000 products for that word).
  if (query.groups.length === 1) return listProductIds(db, selection, "POPULAR_FIRST", page);
  // Rank the products the query matches first, and only then check the rest of the selection
  // (an item on sale…) down the ranking until the page is full: a broad query («кроссовки»
  // matches 40 % of the catalogue) checks a few dozen products, not every hit. OFFSET 0 keeps
  // PostgreSQL from merging the ranking into the outer query and checking every hit first.
  const [ids, total] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select p.id
          from (select p.id, ${relevance(query)} as rank, p.unit_sold from product p
                where p.deleted_at is null and p.active and ${selection.search}
                order by rank desc, p.unit_sold desc, p.id
                offset 0) ranked
          join product p on p.id = ranked.id
          where ${matches(selection)}
          order by ranked.rank desc, ranked.unit_sold desc, ranked.id
          limit ${page.limit} offset ${page.offset}`,
    ),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from product p where ${matches(selection)}`,
    ),
  ]);
  return { ids: ids.map((row) => row.id), totalItems: total[0]?.count ?? 0 };
}
