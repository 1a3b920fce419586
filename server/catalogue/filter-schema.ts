/**
 * The catalogue's filter types, shared with search: the ProductFilterDto a selection arrives
 * in (filter-service.ts resolves it) and the counted options answered back (DirectoryFilters).
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

export const ProductFilterDto = builder.inputType("ProductFilterDto", {
  description:
    "A catalogue selection. The path (directory → category → type → subtype) narrows by slug; " +
    "list filters combine as OR within one filter and AND across filters. Prices in kopecks.",
  fields: (f) => ({
    directorySlug: f.string({ required: false }),
    categorySlug: f.string({ required: false }),
    typeSlug: f.string({ required: false }),
    subTypeSlug: f.string({ required: false }),
    categories: f.stringList({ required: false, description: "Category slugs." }),
    season: f.field({ type: [Season], required: false }),
    deliverySpeed: f.field({ type: [DeliverySpeed], required: false }),
    sex: f.field({ type: [Sex], required: false }),
    age: f.field({ type: [Age], required: false }),
    brand: f.stringList({ required: false, description: "Brand slugs." }),
    model: f.stringList({ required: false, description: "Model slugs." }),
    colorPallete: f.stringList({ required: false, description: "Colour slugs." }),
    size: f.stringList({ required: false, description: "Size names: «42», «M»." }),
    material: f.field({ type: [Material], required: false }),
    sale: f.field({ type: [PriceBand], required: false }),
    minPrice: f.int({ required: false }),
    maxPrice: f.int({ required: false }),
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

export const DirectoryFilters = builder.objectRef<Facets>("DirectoryFilters").implement({
  description: "Every filter's options, counted for the current selection (empty ones left out).",
  fields: (f) => ({
    categories: f.expose("categories", { type: [FilterOption] }),
    season: f.expose("season", { type: [FilterOption] }),
    deliverySpeed: f.expose("deliverySpeed", { type: [FilterOption] }),
    sex: f.expose("sex", { type: [FilterOption] }),
    age: f.expose("age", { type: [FilterOption] }),
    brand: f.expose("brand", { type: [FilterOption] }),
    model: f.expose("model", { type: [FilterOption] }),
    colorPallete: f.expose("colorPallete", { type: [FilterOption] }),
    size: f.expose("size", { type: [FilterOption] }),
    material: f.expose("material", { type: [FilterOption] }),
    sale: f.expose("sale", { type: [FilterOption] }),
    price: f.expose("price", { type: PriceRange }),
  }),
});

export const FilterDefinition = builder
  .objectRef<{ filterType: (typeof t.filterTypeValues)[number]; name: string; position: number }>(
    "FilterDefinition",
  )
  .implement({
    fields: (f) => ({
      filterType: f.expose("filterType", { type: FilterType }),
      name: f.exposeString("name"),
      position: f.exposeInt("position"),
    }),
  });
