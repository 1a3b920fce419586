/**
 * The catalogue's filter types, shared with search, made from the filters' declarations
 * (server/catalogue/filters.ts): the ProductFilterDto a selection arrives in (filter-service.ts
 * resolves it), the counted options answered back (DirectoryFilters) and the filters' own
 * definitions (FilterDefinition, which the storefront reads its URL parameters and headings from).
 */
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import {
  Age,
  DeliverySpeed,
  FilterType,
  Material,
  PriceBand,
  Season,
  Sex,
} from "../graphql/enums.ts";
import type { FacetOption, Facets } from "./facet-service.ts";
import { LIST_FILTERS, type ListFilter, type ListFilterKey } from "./filters.ts";

/** The GraphQL enums of the filters that have one; a filter declared since is given its own. */
const enumTypes = new Map<string, typeof Season>([
  ["Season", Season],
  ["Sex", Sex],
  ["Age", Age],
  ["Material", Material],
  ["DeliverySpeed", DeliverySpeed],
  ["PriceBand", PriceBand],
] as [string, typeof Season][]);

function enumTypeOf(filter: Extract<ListFilter, { graphqlEnum: string }>) {
  let type = enumTypes.get(filter.graphqlEnum);
  if (!type) {
    type = builder.enumType(filter.graphqlEnum, {
      description: `The values of the catalogue's filter «${filter.label}».`,
      values: Object.keys(filter.labels),
    }) as unknown as typeof Season;
    enumTypes.set(filter.graphqlEnum, type);
  }
  return type;
}

/** What a list filter's field of ProductFilterDto says it holds. */
const descriptions: Partial<Record<ListFilter["kind"], string>> = {
  category: "Category slugs.",
  brand: "Brand slugs.",
  model: "Model slugs.",
  colour: "Colour slugs.",
  size: "Size names: «42», «M».",
};

export const ProductFilterDto = builder.inputType("ProductFilterDto", {
  description:
    "A catalogue selection. The path (directory → category → type → subtype) narrows by slug; " +
    "list filters combine as OR within one filter and AND across filters. Prices in kopecks.",
  fields: (f) => ({
    directorySlug: f.string({ required: false }),
    categorySlug: f.string({ required: false }),
    typeSlug: f.string({ required: false }),
    subTypeSlug: f.string({ required: false }),
    ...(Object.fromEntries(
      LIST_FILTERS.map((filter) => [
        filter.key,
        "graphqlEnum" in filter
          ? f.field({ type: [enumTypeOf(filter)], required: false })
          : f.stringList({ required: false, description: descriptions[filter.kind] }),
      ]),
    ) as Record<ListFilterKey, ReturnType<typeof f.stringList>>),
    minPrice: f.int({ required: false }),
    maxPrice: f.int({ required: false }),
    fit: f.int({
      required: false,
      description:
        "«Мой размер»: the shopper's foot length in mm; only products with an available item " +
        "in a size that fits it by the product's brand chart (docs/fit.md).",
    }),
  }),
});

const FilterOption = builder.objectRef<FacetOption>("FilterOption").implement({
  description: "One choice of a filter with the number of products it leads to.",
  fields: (f) => ({
    value: f.exposeString("value", { description: "What to send back in ProductFilterDto." }),
    name: f.exposeString("name"),
    count: f.exposeInt("count"),
    hex: f.string({ nullable: true, resolve: (option) => option.hex ?? null }),
  }),
});

const PriceRange = builder.objectRef<Facets["price"]>("PriceRange").implement({
  fields: (f) => ({
    minPrice: f.exposeInt("minPrice", { nullable: true }),
    maxPrice: f.exposeInt("maxPrice", { nullable: true }),
  }),
});

const FilterFacet = builder
  .objectRef<{ key: ListFilterKey; options: FacetOption[] }>("FilterFacet")
  .implement({
    description: "One list filter's options: `key` names it as FilterDefinition.key does.",
    fields: (f) => ({
      key: f.exposeString("key"),
      options: f.expose("options", { type: [FilterOption] }),
    }),
  });

export const DirectoryFilters = builder.objectRef<Facets>("DirectoryFilters").implement({
  description: "Every filter's options, counted for the current selection (empty ones left out).",
  fields: (f) => {
    const options = (key: ListFilterKey) => f.expose(key, { type: [FilterOption] });
    return {
      ...(Object.fromEntries(
        LIST_FILTERS.map((filter) => [filter.key, options(filter.key)]),
      ) as Record<ListFilterKey, ReturnType<typeof options>>),
      lists: f.field({
        type: [FilterFacet],
        description: "Every list filter's options, in the filters' order (FilterDefinition.key).",
        resolve: (facets) =>
          LIST_FILTERS.map((filter) => ({ key: filter.key, options: facets[filter.key] })),
      }),
      price: f.expose("price", { type: PriceRange }),
    };
  },
});

/** A filter as the catalogue declares it, or as a section names and orders it. */
export interface FilterDefinitionShape {
  filterType: t.FilterType;
  name: string;
  position: number;
}

const FilterKind = builder.enumType("FilterKind", {
  description: "OPTIONS: values to pick (its key is the URL parameter); PRICE: a range of prices.",
  values: ["OPTIONS", "PRICE"] as const,
});

export const FilterDefinition = builder
  .objectRef<FilterDefinitionShape & { key: string; kind: "OPTIONS" | "PRICE" }>("FilterDefinition")
  .implement({
    fields: (f) => ({
      key: f.exposeString("key", {
        description: "The ProductFilterDto field and DirectoryFilters facet of the filter.",
      }),
      kind: f.expose("kind", { type: FilterKind }),
      filterType: f.expose("filterType", { type: FilterType }),
      name: f.exposeString("name"),
      position: f.exposeInt("position"),
    }),
  });
