import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import { createShopApi } from "../index.ts";
import { deliveryCities, zoneTariffs } from "../seed/data/delivery-cities.ts";

/** The delivery operations over the offline twins (docs/checkout.md#offline-delivery). */

const PVZ_LIST = /* GraphQL */ `
  query ($dto: PvzListDto!) {
    getPVZListByLocation(dto: $dto) {
      code
      name
      city
      address
      address_full
      work_time
      is_dressing_room
      location {
        latitude
        longitude
      }
      phones {
        number
      }
    }
  }
`;

const PVZ_QUOTE = /* GraphQL */ `
  query ($dto: CalculatePvzDeliveryDto!) {
    calculatePVZDelivery(dto: $dto) {
      deliveryPrice
      periodMin
      periodMax
    }
  }
`;

const ADDRESS_QUOTE = /* GraphQL */ `
  query ($dto: CalculateAddressDeliveryDto!) {
    calculateAddressDelivery(dto: $dto) {
      deliveryPrice
      periodMin
      periodMax
    }
  }
`;

const SUGGEST = /* GraphQL */ `
  query ($dto: EvidenceAddressDto!) {
    evidenceAddress(dto: $dto) {
      value
      city
      street
      house
      postalCode
      lat
      lon
    }
  }
`;

interface Point {
  code: string;
  name: string;
  city: string;
  address: string;
  location: { latitude: number; longitude: number };
}

const points = async (dto: Record<string, unknown>) =>
  (await query<{ getPVZListByLocation: Point[] }>(PVZ_LIST, { dto })).getPVZListByLocation;

describe("getPVZListByLocation", () => {
  it("has pickup points in every city the shop delivers to", async () => {
    for (const seed of deliveryCities) {
      const found = await points({ city: seed.city });
      expect(found.length, seed.city).toBeGreaterThanOrEqual(3);
      expect(found.every((point) => point.city === seed.city)).toBe(true);
    }
    expect(await points({ city: "Стамбул" })).toEqual([]);
  });

  it("finds a city in any case, searches names and addresses, and keeps to the limit", async () => {
    const moscow = await points({ city: "москва" });
    expect(moscow).toHaveLength(8);
    const tverskaya = await points({ city: "Москва", search: "тверская" });
    expect(tverskaya.length).toBeGreaterThan(0);
    expect(tverskaya.every((point) => /Тверская/.test(point.address))).toBe(true);
    expect(await points({ city: "Москва", limit: 2 })).toHaveLength(2);
    expect(await points({ city: "Москва", search: "100%_" })).toEqual([]);
  });

  it("puts the nearest point first when given a point on the map", async () => {
    const [target] = await points({ city: "Казань", limit: 1 });
    if (!target) throw new Error("no point in Kazan");
    const [nearest] = await points({ ...target.location, limit: 1 });
    expect(nearest?.code).toBe(target.code);
  });

  it("refuses a request with no place, an overlong search and a limit out of range", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Укажите город или точку на карте"],
      [{ city: "Москва", search: "x".repeat(101) }, "Не длиннее 100 символов"],
      [{ city: "Москва", limit: 0 }, "Укажите число от 1 до 100"],
      [{ city: "Моск\u0000ва" }, "Недопустимые символы"],
      [{ latitude: 91, longitude: 10 }, "Неверные координаты"],
    ];
    for (const [dto, message] of cases) {
      const error = await queryError(PVZ_LIST, { dto });
      expect(error.message, JSON.stringify(dto)).toBe(message);
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });
});

describe("calculatePVZDelivery and calculateAddressDelivery", () => {
  it("prices a pickup point by its city's zone, and each extra parcel the same", async () => {
    const [moscow] = await points({ city: "Москва", limit: 1 });
    const [vladivostok] = await points({ city: "Владивосток", limit: 1 });
    const quote = async (pvzCode: string, itemCount?: number) =>
      (await query<{ calculatePVZDelivery: unknown }>(PVZ_QUOTE, { dto: { pvzCode, itemCount } }))
        .calculatePVZDelivery;
    const near = zoneTariffs.PVZ[0];
    expect(await quote(moscow?.code ?? "")).toEqual({
      deliveryPrice: near.price,
      periodMin: near.daysMin,
      periodMax: near.daysMax,
    });
    expect(await quote(moscow?.code ?? "", 3)).toMatchObject({
      deliveryPrice: near.price + 10_000,
    });
    expect(await quote(vladivostok?.code ?? "")).toMatchObject({
      deliveryPrice: zoneTariffs.PVZ[3].price,
    });
  });

  it("prices a courier by the city, known or not; a city it does not serve is refused", async () => {
    const quote = async (city: string) =>
      (
        await query<{ calculateAddressDelivery: { deliveryPrice: number } }>(ADDRESS_QUOTE, {
          dto: { city, address: "ул Ленина, д 1" },
        })
      ).calculateAddressDelivery.deliveryPrice;
    expect(await quote("Санкт-Петербург")).toBe(zoneTariffs.ADDRESS[1].price);
    // A Russian town the offline tariffs do not name: the far zone's price.
    expect(await quote("Подольск")).toBe(zoneTariffs.ADDRESS[3].price);
    const refused = await queryError(ADDRESS_QUOTE, {
      dto: { city: "Стамбул", address: "Istiklal Cd 1" },
    });
    expect(refused.message).toBe("Доставка по этому адресу недоступна");
  });

  it("refuses an unknown point, a missing address and a parcel count out of range", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [PVZ_QUOTE, { pvzCode: "NOPE" }, "Пункт выдачи не найден"],
      [PVZ_QUOTE, { pvzCode: " " }, "Выберите пункт выдачи"],
      [PVZ_QUOTE, { pvzCode: "RU0011", itemCount: 51 }, "Укажите число от 1 до 50"],
      [ADDRESS_QUOTE, { city: "Москва", address: " " }, "Укажите адрес"],
      [ADDRESS_QUOTE, { city: "", address: "ул Ленина 1" }, "Укажите город"],
      [
        ADDRESS_QUOTE,
        { city: "Москва", address: "x", postalCode: "12ab" },
        "Индекс — от 4 до 6 цифр",
      ],
    ];
    for (const [document, dto, message] of cases) {
      const error = await queryError(document, { dto });
      expect(error.message, JSON.stringify(dto)).toBe(message);
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("says the delivery service is not answering when the provider fails, never a 500", async () => {
    const { db } = await testDatabase();
    const failing = createShopApi({
      db,
      providers: {
        delivery: {
          pickupPoints: () => Promise.reject(new Error("CDEK is down")),
          pickupPoint: () => Promise.reject(new Error("CDEK is down")),
          quote: () => Promise.reject(new Error("CDEK is down")),
        },
      },
    });
    const { status, body } = await postGraphQL(failing, PVZ_LIST, { dto: { city: "Москва" } });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toMatch(/^Служба доставки сейчас не отвечает/);
    expect(body.errors?.[0]?.extensions?.code).toBe("DELIVERY_UNAVAILABLE");
  });
});

describe("evidenceAddress", () => {
  it("suggests a city's streets with the house typed, a postal code and a point near the centre", async () => {
    const { evidenceAddress } = await query<{
      evidenceAddress: { value: string; city: string; house: string; lat: number; lon: number }[];
    }>(SUGGEST, { dto: { query: "тверская 7" } });
    expect(evidenceAddress[0]).toMatchObject({
      value: "г Москва, ул Тверская, д 7",
      city: "Москва",
      house: "7",
    });
    expect(Math.abs((evidenceAddress[0]?.lat ?? 0) - 55.7558)).toBeLessThan(0.05);
  });

  it("keeps to a city and the limit, and refuses an empty query", async () => {
    const { evidenceAddress } = await query<{ evidenceAddress: { city: string }[] }>(SUGGEST, {
      dto: { query: "Ленина", city: "Омск", limit: 3 },
    });
    expect(evidenceAddress.length).toBeGreaterThan(0);
    expect(evidenceAddress.every((found) => found.city === "Омск")).toBe(true);
    const { evidenceAddress: many } = await query<{ evidenceAddress: unknown[] }>(SUGGEST, {
      dto: { query: "Ленина", limit: 3 },
    });
    expect(many).toHaveLength(3);
    const error = await queryError(SUGGEST, { dto: { query: "  " } });
    expect(error.message).toBe("Введите адрес");
  });
});
