/** Countries and cities by name, for the address form: the searches behind findCountry and findCity. */
import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";

export type CountryRow = typeof t.country.$inferSelect;
export type CityRow = typeof t.city.$inferSelect;

export const MAX_RESULTS = 20;
export const MAX_QUERY_LENGTH = 100;

/** Most of the shop's deliveries go to Russia, so its places come before equal matches elsewhere. */
const HOME_COUNTRY = "RU";

export function trimmedQuery(query: string | null | undefined): string {
  const trimmed = (query ?? "").trim();
  if (trimmed.length > MAX_QUERY_LENGTH) {
    throw badUserInput(`Запрос длиннее ${MAX_QUERY_LENGTH} символов`, "query");
  }
  return trimmed;
}

/**
 * A case-insensitive match on a title: the filter (the title contains the query; `lower(title)`
 * is what the city table's trigram index covers) and the ranking (the exact title, then titles
 * that start with the query, then the rest). `%`, `_` and `\` typed by a shopper match themselves.
 */
function titleMatch(title: AnyPgColumn, query: string): { where: SQL; rank: SQL[] } {
  const contains = `%${query.replace(/[\\%_]/g, "\\$&")}%`;
  return {
    where: sql`lower(${title}) like lower(${contains})`,
    rank: [
      desc(sql`lower(${title}) = lower(${query})`),
      desc(sql`starts_with(lower(${title}), lower(${query}))`),
    ],
  };
}

/** Countries whose title contains the query (at most MAX_RESULTS), best first; without one, all. */
export function findCountries(db: Database, query: string): Promise<CountryRow[]> {
  const match = query ? titleMatch(t.country.title, query) : undefined;
  const countries = db
    .select()
    .from(t.country)
    .where(and(isNull(t.country.deletedAt), match?.where))
    .orderBy(
      ...(match?.rank ?? []),
      desc(eq(t.country.alpha2, HOME_COUNTRY)),
      asc(t.country.title),
      asc(t.country.id),
    )
    .$dynamic();
  return match ? countries.limit(MAX_RESULTS) : countries;
}

/** Cities whose title contains the query, best first, optionally of one country only. */
export async function findCities(
  db: Database,
  query: string,
  countryId: number | undefined,
): Promise<CityRow[]> {
  const match = titleMatch(t.city.title, query);
  const rows = await db
    .select({ city: t.city })
    .from(t.city)
    .innerJoin(t.country, and(eq(t.country.id, t.city.countryId), isNull(t.country.deletedAt)))
    .where(
      and(
        isNull(t.city.deletedAt),
        match.where,
        countryId === undefined ? undefined : eq(t.city.countryId, countryId),
      ),
    )
    .orderBy(
      ...match.rank,
      desc(eq(t.country.alpha2, HOME_COUNTRY)),
      asc(t.city.title),
      asc(t.city.id),
    )
    .limit(MAX_RESULTS);
  return rows.map((row) => row.city);
}

/** Countries by id, for the request's batch loader (the loadable Country of schema.ts). */
export function countriesByIds(db: Database, ids: readonly number[]): Promise<CountryRow[]> {
  return db
    .select()
    .from(t.country)
    .where(inArray(t.country.id, [...ids]));
}
