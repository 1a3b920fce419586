/**
 * The GraphQL of searchFilteredProducts (docs/search.md#matching): the header search popup and the
 * /search page. A query is matched word by word (every word must match) against the products'
 * search documents, with Russian morphology, prefixes of words being typed, transliteration, the
 * other keyboard layout and typo correction; the catalogue's filters and sorts apply on top.
 */
import { countFacets } from "../catalogue/facet-service.ts";
import { DirectoryFilters, ProductFilterDto } from "../catalogue/filter-schema.ts";
import { Product, productsInOrder } from "../catalogue/product-schema.ts";
import { builder } from "../graphql/builder.ts";
import { SortOption } from "../graphql/enums.ts";
import { Pagination, PaginationDto } from "../graphql/pagination.ts";
import { type SearchPage, searchProducts } from "./service.ts";
import { type Suggestion, suggest, suggestionKinds } from "./suggestion-service.ts";

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
    resolve: (_root, { dto }, { db }) =>
      searchProducts(db, {
        query: dto.query,
        filters: dto.filters,
        sort: dto.sort ?? undefined,
        pagination: dto.pagination,
      }),
  }),
);
