import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countingSelects, inRollback, testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import { selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { countries } from "../seed/data/index.ts";
import { MAX_QUERY_LENGTH, MAX_RESULTS } from "./service.ts";

const FIND_COUNTRY = /* GraphQL */ `
  query FindCountry($dto: FindCountryDto) {
    findCountry(dto: $dto) {
      id
      title
      alpha2
    }
  }
`;

const FIND_CITY = /* GraphQL */ `
  query FindCity($dto: FindCityDto!) {
    findCity(dto: $dto) {
      id
      title
      countryId
      country {
        id
        title
        alpha2
      }
    }
  }
`;

interface Country {
  id: string;
  title: string;
  alpha2: string;
}

interface FindCountryData {
  findCountry: Country[];
}

interface FindCityData {
  findCity: { id: string; title: string; countryId: string; country: Country | null }[];
}

async function findCities(dto: { query: string; countryId?: string }) {
  return (await query<FindCityData>(FIND_CITY, { dto })).findCity;
}

async function countryId(alpha2: string) {
  const { db } = await testDatabase();
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from country where alpha2 = ${alpha2}`,
  );
  if (!row) throw new Error(`no country ${alpha2}`);
  return String(row.id);
}

describe("findCountry", () => {
  it("lists every country, Russia first, without a query", async () => {
    const expected = ["Россия", "Армения", "Беларусь", "Казахстан", "Турция"];
    expect(countries.map((country) => country.title).sort()).toEqual([...expected].sort());

    for (const variables of [{}, { dto: {} }, { dto: { query: "" } }, { dto: { query: "  " } }]) {
      const { findCountry } = await query<FindCountryData>(FIND_COUNTRY, variables);
      expect(findCountry.map((country) => country.title)).toEqual(expected);
    }
    const { findCountry } = await query<FindCountryData>(FIND_COUNTRY);
    expect(findCountry[0]).toEqual({ id: await countryId("RU"), title: "Россия", alpha2: "RU" });
  });

  it("matches the title case-insensitively, by prefix and inside the word", async () => {
    const titles = async (text: string) =>
      (await query<FindCountryData>(FIND_COUNTRY, { dto: { query: text } })).findCountry.map(
        (country) => country.title,
      );

    expect(await titles("РОСС")).toEqual(["Россия"]);
    expect(await titles("тур")).toEqual(["Турция"]);
    expect(await titles("стан")).toEqual(["Казахстан"]);
    expect(await titles("ар")).toEqual(["Армения", "Беларусь"]);
    expect(await titles("Германия")).toEqual([]);
  });
});

describe("findCity", () => {
  it("finds Москва first for «Моск», in any case", async () => {
    for (const text of ["Моск", "моск", "МОСК", " моск "]) {
      const [first] = await findCities({ query: text });
      expect(first?.title, text).toBe("Москва");
      expect(first?.country).toEqual({ id: await countryId("RU"), title: "Россия", alpha2: "RU" });
      expect(first?.countryId).toBe(await countryId("RU"));
    }
  });

  it("puts names that start with the query before names that contain it", async () => {
    const cities = await findCities({ query: "нов" });

    expect(cities.map((city) => city.title)).toEqual([
      "Новокузнецк",
      "Новосибирск",
      "Великий Новгород",
      "Иваново",
      "Нижний Новгород",
      "Ульяновск",
    ]);
  });

  it("puts Russian cities first among equal matches when no country is chosen", async () => {
    const cities = await findCities({ query: "Ас" });

    expect(cities.map((city) => `${city.title} ${city.country?.alpha2}`)).toEqual([
      "Астрахань RU",
      "Астана KZ",
      "Краснодар RU",
      "Красноярск RU",
    ]);
  });

  it("searches one country's cities when a country is chosen", async () => {
    const kazakhstan = await countryId("KZ");

    const cities = await findCities({ query: "Ас", countryId: kazakhstan });

    expect(cities.map((city) => city.title)).toEqual(["Астана"]);
    expect(cities[0]?.countryId).toBe(kazakhstan);
    expect(await findCities({ query: "Моск", countryId: kazakhstan })).toEqual([]);
  });

  it(`returns at most ${MAX_RESULTS} cities`, async () => {
    const cities = await findCities({ query: "ск" });

    expect(cities).toHaveLength(MAX_RESULTS);
    for (const city of cities) expect(city.title.toLowerCase()).toContain("ск");
  });

  it("ranks the exact name first, even before Russian cities, and leaves out deleted ones", async () => {
    const russia = Number(await countryId("RU"));
    const kazakhstan = Number(await countryId("KZ"));
    const found = await inRollback(async (db) => {
      await db.insert(t.city).values([
        { title: "Кировск", countryId: russia },
        { title: "Кирово-Чепецк", countryId: russia },
        { title: "Кировоград", countryId: russia, deletedAt: new Date() },
        { title: "Петропавловск", countryId: kazakhstan },
      ]);
      const api = createShopApi({ db });
      const titles = async (text: string) =>
        (
          await postGraphQL<FindCityData>(api, FIND_CITY, { dto: { query: text } })
        ).body.data?.findCity.map((city) => `${city.title} ${city.country?.alpha2}`);
      return { kirov: await titles("киров"), petropavlovsk: await titles("Петропавловск") };
    });

    expect(found.kirov).toEqual(["Киров RU", "Кирово-Чепецк RU", "Кировск RU"]);
    expect(found.petropavlovsk).toEqual(["Петропавловск KZ", "Петропавловск-Камчатский RU"]);
  });

  it("takes %, _ and \\ in a query literally", async () => {
    for (const text of ["%", "_", "\\", "М%", "М_сква"]) {
      expect(await findCities({ query: text }), text).toEqual([]);
    }
  });

  it("loads the countries of a whole list in one query", async () => {
    const { db } = await testDatabase();
    const selectsFor = async (text: string) => {
      const counted = countingSelects(db);
      const { body } = await postGraphQL<FindCityData>(
        createShopApi({ db: counted.db }),
        FIND_CITY,
        { dto: { query: text } },
      );
      expect(body.data?.findCity.every((city) => city.country !== null)).toBe(true);
      return { cities: body.data?.findCity.length, selects: counted.selects() };
    };

    const one = await selectsFor("Моск");
    const many = await selectsFor("ск");
    expect(one.cities).toBe(1);
    expect(many.cities).toBe(MAX_RESULTS);
    expect(many.selects).toBe(one.selects);
  });

  it("refuses an empty query, an overlong one and a malformed country id", async () => {
    for (const text of ["", "   "]) {
      const error = await queryError(FIND_CITY, { dto: { query: text } });
      expect(error.message).toBe("Введите название города");
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    }
    const long = await queryError(FIND_CITY, {
      dto: { query: "а".repeat(MAX_QUERY_LENGTH + 1) },
    });
    expect(long.message).toBe(`Запрос длиннее ${MAX_QUERY_LENGTH} символов`);
    const malformed = await queryError(FIND_CITY, { dto: { query: "Моск", countryId: "RU" } });
    expect(malformed.message).toBe("Страна не найдена");
    expect(malformed.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
