/**
 * The catalogue's filters as both engines read them: the declarations of
 * server/db/schema/catalogue-filters.ts (one per filter), with what the SQL engine
 * (listing-service.ts, facet-service.ts) and the index in memory (catalogue-snapshot.ts,
 * catalogue-dense.ts, catalogue-count.ts) make of the generic kind, "enum".
 */
import { type SQL, sql } from "drizzle-orm";
import {
  CATALOGUE_FILTERS,
  type CatalogueFilterDeclaration,
  type EnumFilter,
  type FilterKey,
} from "../db/schema.ts";

export { CATALOGUE_FILTERS };
export type { EnumFilter, EnumFilterKey, FilterKey } from "../db/schema.ts";

/** The filters a shopper picks values of (all but the price range). */
export type ListFilter = Exclude<CatalogueFilterDeclaration, { kind: "price" }>;
export type ListFilterKey = ListFilter["key"];

export const LIST_FILTERS: readonly ListFilter[] = CATALOGUE_FILTERS.filter(
  (filter): filter is ListFilter => filter.kind !== "price",
);
export const ENUM_FILTERS: readonly EnumFilter[] = CATALOGUE_FILTERS.filter(
  (filter): filter is EnumFilter => filter.kind === "enum",
);

/** A facet: a list filter's options, or the price range. */
export type Facet = FilterKey;

/** An enum filter's chosen values as a condition on `p` (a product has one of them). */
export function enumCondition(filter: EnumFilter, values: readonly string[]): SQL {
  const column = sql.identifier(filter.column);
  const chosen = sql`${sql.param([...values])}::text[]::${sql.identifier(filter.pgType)}[]`;
  return filter.many ? sql`p.${column} && ${chosen}` : sql`p.${column} = any(${chosen})`;
}

/** What a shopper reads for a value of a filter with labels (the value itself when unknown). */
export function labelOf(filter: { labels: Readonly<Record<string, string>> }, value: string) {
  return filter.labels[value] ?? value;
}
