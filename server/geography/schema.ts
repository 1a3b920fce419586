/**
 * Countries and cities for the address form (findCountry, findCity:
 * docs/identity.md#addresses).
 */
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import {
  type CityRow,
  countriesByIds,
  findCities,
  findCountries,
  MAX_RESULTS,
  trimmedQuery,
} from "./service.ts";

export const Country = builder.loadableObjectRef("Country", {
  load: (ids: number[], ctx) => countriesByIds(ctx.db, ids),
  sort: (row) => row.id,
});

Country.implement({
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
      resolve: (city) => city.countryId,
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
      return findCountries(db, query);
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
      if (countryId !== undefined && !isRowId(countryId)) {
        throw badUserInput("Страна не найдена", "countryId");
      }
      return findCities(db, query, countryId);
    },
  }),
);
