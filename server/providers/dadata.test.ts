import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AddressSuggestionError } from "./address-suggestions.ts";
import { DADATA_API_URL, DadataAddressSuggester } from "./dadata.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const URL_ = `${DADATA_API_URL}/suggest/address`;

const answer = {
  suggestions: [
    {
      value: "г Москва, ул Тверская, д 7",
      unrestricted_value: "125009, г Москва, Тверской р-н, ул Тверская, д 7",
      data: {
        postal_code: "125009",
        country: "Россия",
        country_iso_code: "RU",
        region_with_type: "г Москва",
        city: "Москва",
        settlement: null,
        street_with_type: "ул Тверская",
        house: "7",
        flat: null,
        geo_lat: "55.7578",
        geo_lon: "37.6131",
      },
    },
    {
      value: "Московская обл, г Балашиха, мкр Купавна, ул Тверская, д 7",
      data: {
        country: "Россия",
        city: null,
        settlement: "мкр Купавна",
        street_with_type: "ул Тверская",
        house: "7",
        geo_lat: null,
        geo_lon: "not a number",
      },
    },
  ],
};

describe("DadataAddressSuggester", () => {
  it("asks with the API key, the query, the count and the city, and reads the answer", async () => {
    const seen: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.post(URL_, async ({ request }) => {
        seen.push({ auth: request.headers.get("authorization"), body: await request.json() });
        return HttpResponse.json(answer);
      }),
    );
    const dadata = new DadataAddressSuggester({ apiKey: "key-123" });
    const found = await dadata.suggest({ query: "тверская 7", city: "Москва", limit: 5 });
    expect(seen[0]).toEqual({
      auth: "Token key-123",
      body: {
        query: "тверская 7",
        count: 5,
        language: "ru",
        locations: [{ city: "Москва" }],
        restrict_value: true,
      },
    });
    expect(found[0]).toEqual({
      value: "г Москва, ул Тверская, д 7",
      unrestrictedValue: "125009, г Москва, Тверской р-н, ул Тверская, д 7",
      country: "Россия",
      countryIsoCode: "RU",
      region: "г Москва",
      city: "Москва",
      street: "ул Тверская",
      house: "7",
      flat: null,
      postalCode: "125009",
      latitude: 55.7578,
      longitude: 37.6131,
    });
    // A settlement stands for the city; coordinates DaData does not know are null.
    expect(found[1]).toMatchObject({ city: "мкр Купавна", latitude: null, longitude: null });
    await dadata.suggest({ query: "тверская", limit: 3 });
    expect(seen[1]?.body).toEqual({ query: "тверская", count: 3, language: "ru" });
  });

  it("turns a refused key, a server error, a bad answer and silence into AddressSuggestionError", async () => {
    const dadata = new DadataAddressSuggester({ apiKey: "bad", timeoutMs: 200 });
    const query = { query: "тверская", limit: 5 };
    server.use(http.post(URL_, () => new HttpResponse(null, { status: 403 })));
    await expect(dadata.suggest(query)).rejects.toThrow(AddressSuggestionError);
    server.use(http.post(URL_, () => new HttpResponse(null, { status: 500 })));
    await expect(dadata.suggest(query)).rejects.toThrow(/HTTP 500/);
    server.use(http.post(URL_, () => new HttpResponse("oops", { status: 200 })));
    await expect(dadata.suggest(query)).rejects.toThrow(/not JSON/);
    server.use(
      http.post(URL_, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return HttpResponse.json(answer);
      }),
    );
    await expect(dadata.suggest(query)).rejects.toThrow(/did not answer/);
  });
});
