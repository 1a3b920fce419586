/** Countries and cities for the address form (spec §3 Country, City; §7 findCountry, findCity). */
import { type SQL, and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";

type CountryRow = typeof t.country.$inferSelect;
type CityRow = typeof t.city.$inferSelect;

export const MAX_RESULTS = 20;
export const MAX_QUERY_LENGTH = 100;

/** Most of the shop's deliveries go to Russia, so its places come before equal matches elsewhere. */
const HOME_COUNTRY = "RU";

function trimmedQuery(query: string | null | undefined): string {
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

export const Country = builder.objectRef<CountryRow>("Country").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    title: f.exposeString("title"),
    alpha2: f.exposeString("alpha2", { description: "ISO 3166-1 alpha-2 code: RU, BY, KZ…" }),
  }),
});

export const City = builder.objectRef<CityRow>("City").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    title: f.exposeString("title"),
    countryId: f.exposeID("countryId"),
    country: f.field({
      type: Country,
      nullable: true,
      resolve: (city, _args, { loaders }) => loaders.country.load(city.countryId),
    }),
  }),
});

const FindCountryDto = builder.inputType("FindCountryDto", {
  fields: (f) => ({
    query: f.string({ required: false, description: "Empty or absent: every country." }),
  }),
});

builder.queryField("findCountry", (f) =>
  f.field({
    type: [Country],
    description: `Countries whose name contains the query (at most ${MAX_RESULTS}), best match first; without a query, every country (Russia first).`,
    args: { dto: f.arg({ type: FindCountryDto, required: false }) },
    resolve: (_root, { dto }, { db }) => {
      const query = trimmedQuery(dto?.query);
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
    },
  }),
);

const FindCityDto = builder.inputType("FindCityDto", {
  fields: (f) => ({
    query: f.string({ required: true }),
    countryId: f.id({ required: false, description: "Only this country's cities." }),
  }),
});

builder.queryField("findCity", (f) =>
  f.field({
    type: [City],
    description: `Cities whose name contains the query (at most ${MAX_RESULTS}): the exact name, then names starting with it, then the rest; Russian cities first among equals.`,
    args: { dto: f.arg({ type: FindCityDto, required: true }) },
    resolve: async (_root, { dto }, { db }) => {
      const query = trimmedQuery(dto.query);
      if (!query) throw badUserInput("Введите название города", "query");
      const countryId = dto.countryId == null ? undefined : Number(dto.countryId);
      if (countryId !== undefined && !(Number.isSafeInteger(countryId) && countryId > 0)) {
        throw badUserInput("Страна не найдена", "countryId");
      }
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
    },
  }),
);
