import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CDEK_API_URL, CdekDeliveryProvider } from "./cdek.ts";
import { DeliveryProviderError } from "./delivery.ts";
import points from "./fixtures/cdek-deliverypoints.json";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** CDEK's OAuth answer, counting the tokens it gives. */
function oauth(counter: { tokens: number; bodies: string[] }) {
  return http.post(`${CDEK_API_URL}/oauth/token`, async ({ request }) => {
    counter.bodies.push(await request.text());
    counter.tokens += 1;
    return HttpResponse.json({ access_token: `token-${counter.tokens}`, expires_in: 3600 });
  });
}

function provider(now = () => 0) {
  return new CdekDeliveryProvider({ clientId: "client", clientSecret: "secret", now });
}

describe("CdekDeliveryProvider", () => {
  it("signs in with client credentials once, and again only when the token runs out", async () => {
    const counter = { tokens: 0, bodies: [] as string[] };
    const auth: string[] = [];
    server.use(
      oauth(counter),
      http.get(`${CDEK_API_URL}/deliverypoints`, ({ request }) => {
        auth.push(request.headers.get("authorization") ?? "");
        return HttpResponse.json(points);
      }),
    );
    let clock = 0;
    const cdek = provider(() => clock);
    await cdek.pickupPoint("MSK1234");
    await cdek.pickupPoint("MSK1234");
    clock = 3_600_000;
    await cdek.pickupPoint("MSK1234");
    expect(counter.tokens).toBe(2);
    expect(new URLSearchParams(counter.bodies[0])).toEqual(
      new URLSearchParams({
        grant_type: "client_credentials",
        client_id: "client",
        client_secret: "secret",
      }),
    );
    expect(auth).toEqual(["Bearer token-1", "Bearer token-1", "Bearer token-2"]);
  });

  it("renews a token CDEK refused and tries once more", async () => {
    const counter = { tokens: 0, bodies: [] as string[] };
    server.use(
      oauth(counter),
      http.get(`${CDEK_API_URL}/deliverypoints`, ({ request }) =>
        request.headers.get("authorization") === "Bearer token-1"
          ? new HttpResponse(null, { status: 401 })
          : HttpResponse.json(points),
      ),
    );
    expect((await provider().pickupPoint("MSK1234"))?.code).toBe("MSK1234");
    expect(counter.tokens).toBe(2);
  });

  it("lists a city's points by CDEK's city code, searched, nearest first, cut to the limit", async () => {
    const counter = { tokens: 0, bodies: [] as string[] };
    const queries: URLSearchParams[] = [];
    server.use(
      oauth(counter),
      http.get(`${CDEK_API_URL}/location/cities`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json([{ code: 44, city: "Москва" }]);
      }),
      http.get(`${CDEK_API_URL}/deliverypoints`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(points);
      }),
    );
    const cdek = provider();
    const all = await cdek.pickupPoints({ city: "Москва", limit: 10 });
    expect(queries[0]?.get("city")).toBe("Москва");
    expect(queries[1]?.get("city_code")).toBe("44");
    expect(queries[1]?.get("type")).toBe("PVZ");
    expect(all[0]).toEqual({
      code: "MSK1234",
      name: "На Тверской",
      uuid: "2a7c5f4e-1d2b-4c3a-9e8f-7a6b5c4d3e2f",
      location: {
        longitude: 37.6061,
        latitude: 55.7633,
        city_uuid: "7e50ac2c-2c2a-4d4f-9a28-1b7ab3a8a6f4",
      },
      countryCode: "RU",
      regionCode: 81,
      region: "Москва",
      cityCode: 44,
      city: "Москва",
      postalCode: "125009",
      address: "ул. Тверская, 12",
      addressFull: "125009, Россия, Москва, ул. Тверская, 12",
      addressComment: "Вход с торца здания",
      phones: [{ number: "+74951234567", additional: "доб. 2" }],
      email: "msk1234@cdek.ru",
      officeImageList: [{ url: "https://cdek.ru/images/msk1234.jpg" }],
      workTime: "Пн-Пт 09:00-21:00, Сб-Вс 10:00-18:00",
      isDressingRoom: true,
    });
    expect(
      (await cdek.pickupPoints({ city: "Москва", search: "арбат", limit: 10 })).map((p) => p.code),
    ).toEqual(["MSK5678"]);
    const nearArbat = await cdek.pickupPoints({ latitude: 55.749, longitude: 37.59, limit: 1 });
    expect(nearArbat.map((point) => point.code)).toEqual(["MSK5678"]);
  });

  it("prices a pickup point (tariff 136) and an address (137), one package per item, in kopecks", async () => {
    const counter = { tokens: 0, bodies: [] as string[] };
    const bodies: Record<string, unknown>[] = [];
    server.use(
      oauth(counter),
      http.get(`${CDEK_API_URL}/deliverypoints`, () => HttpResponse.json(points)),
      http.post(`${CDEK_API_URL}/calculator/tariff`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          total_sum: 312.5,
          period_min: 1,
          period_max: 3,
          currency: "RUB",
        });
      }),
    );
    const cdek = provider();
    expect(await cdek.quote({ kind: "PVZ", pvzCode: "MSK1234" }, 2)).toEqual({
      deliveryPrice: 31_250,
      periodMin: 1,
      periodMax: 3,
    });
    await cdek.quote(
      { kind: "ADDRESS", city: "Казань", address: "ул Баумана, д 7", postalCode: "420111" },
      1,
    );
    const package_ = { weight: 1500, length: 35, width: 25, height: 15 };
    expect(bodies[0]).toEqual({
      tariff_code: 136,
      from_location: { code: 44 },
      to_location: { code: 44 },
      packages: [package_, package_],
    });
    expect(bodies[1]).toEqual({
      tariff_code: 137,
      from_location: { code: 44 },
      to_location: { city: "Казань", address: "Казань, ул Баумана, д 7", postal_code: "420111" },
      packages: [package_],
    });
  });

  it("answers null where CDEK has no tariff or no such point", async () => {
    const counter = { tokens: 0, bodies: [] as string[] };
    server.use(
      oauth(counter),
      http.get(`${CDEK_API_URL}/deliverypoints`, () => HttpResponse.json([])),
      http.post(`${CDEK_API_URL}/calculator/tariff`, () =>
        HttpResponse.json(
          { errors: [{ code: "ERR_RESULT_SERVICE_EMPTY", message: "Нет доступных тарифов" }] },
          { status: 400 },
        ),
      ),
    );
    const cdek = provider();
    expect(await cdek.quote({ kind: "PVZ", pvzCode: "NOPE" }, 1)).toBeNull();
    expect(
      await cdek.quote({ kind: "ADDRESS", city: "Нигде", address: "ул Нет, д 1" }, 1),
    ).toBeNull();
  });

  it("turns a server error, a bad answer and silence into DeliveryProviderError", async () => {
    const counter = { tokens: 0, bodies: [] as string[] };
    server.use(
      oauth(counter),
      http.get(`${CDEK_API_URL}/deliverypoints`, () => new HttpResponse(null, { status: 502 })),
    );
    await expect(provider().pickupPoint("MSK1234")).rejects.toThrow(DeliveryProviderError);
    server.use(
      http.get(`${CDEK_API_URL}/deliverypoints`, () => new HttpResponse("<html>", { status: 200 })),
    );
    await expect(provider().pickupPoint("MSK1234")).rejects.toThrow(/not JSON/);
    server.use(http.get(`${CDEK_API_URL}/deliverypoints`, () => HttpResponse.error()));
    await expect(provider().pickupPoint("MSK1234")).rejects.toThrow(/did not answer/);
    server.use(
      http.post(`${CDEK_API_URL}/oauth/token`, () => new HttpResponse(null, { status: 401 })),
    );
    const error = await provider()
      .pickupPoint("MSK1234")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryProviderError);
    expect(String(error)).not.toContain("secret");
  });
});
