/**
 * DaData's address suggestions (docs/checkout.md#delivery-providers): what the shopper typed in,
 * addresses with their point on the map out.
 */
import {
  type AddressSuggester,
  type AddressSuggestion,
  AddressSuggestionError,
  type AddressSuggestionQuery,
} from "./address-suggestions.ts";

export const DADATA_API_URL = "https://suggestions.dadata.ru/suggestions/api/4_1/rs";

export interface DadataOptions {
  apiKey: string;
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface DadataSuggestion {
  value: string;
  unrestricted_value?: string;
  data?: {
    country?: string | null;
    country_iso_code?: string | null;
    region_with_type?: string | null;
    city?: string | null;
    settlement?: string | null;
    street_with_type?: string | null;
    house?: string | null;
    flat?: string | null;
    postal_code?: string | null;
    geo_lat?: string | null;
    geo_lon?: string | null;
  };
}

const coordinate = (value: string | null | undefined) => {
  const number = value ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};

export class DadataAddressSuggester implements AddressSuggester {
  constructor(private readonly options: DadataOptions) {}

  async suggest({ query, city, limit }: AddressSuggestionQuery): Promise<AddressSuggestion[]> {
    const url = `${(this.options.apiUrl ?? DADATA_API_URL).replace(/\/$/, "")}/suggest/address`;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        method: "POST",
        headers: {
          authorization: `Token ${this.options.apiKey}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          query,
          count: limit,
          language: "ru",
          ...(city ? { locations: [{ city }], restrict_value: true } : {}),
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new AddressSuggestionError(`DaData did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new AddressSuggestionError(`DaData answered HTTP ${response.status}`);
    let body: { suggestions?: DadataSuggestion[] };
    try {
      body = (await response.json()) as { suggestions?: DadataSuggestion[] };
    } catch {
      throw new AddressSuggestionError("DaData answered something that is not JSON");
    }
    return (body.suggestions ?? []).map(({ value, unrestricted_value, data = {} }) => ({
      value,
      unrestrictedValue: unrestricted_value ?? value,
      country: data.country ?? "Россия",
      countryIsoCode: data.country_iso_code ?? null,
      region: data.region_with_type ?? null,
      city: data.city ?? data.settlement ?? null,
      street: data.street_with_type ?? null,
      house: data.house ?? null,
      flat: data.flat ?? null,
      postalCode: data.postal_code ?? null,
      latitude: coordinate(data.geo_lat),
      longitude: coordinate(data.geo_lon),
    }));
  }
}
