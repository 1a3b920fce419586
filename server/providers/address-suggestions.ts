/**
 * Address suggestions (docs/checkout.md#delivery-address): DaData when its API key is configured,
 * the offline twin (a seeded dictionary of streets in the shop's cities) otherwise.
 */

export interface AddressSuggestion {
  /** The address as the shopper reads it: «г Москва, ул Тверская, д 7». */
  value: string;
  /** With the postal code and region. */
  unrestrictedValue: string;
  country: string;
  countryIsoCode: string | null;
  region: string | null;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface AddressSuggestionQuery {
  /** What the shopper typed (trimmed, 1–300 characters). */
  query: string;
  /** Only in this city, by name. */
  city?: string;
  limit: number;
}

export interface AddressSuggester {
  suggest(query: AddressSuggestionQuery): Promise<AddressSuggestion[]>;
}

export class AddressSuggestionError extends Error {
  override name = "AddressSuggestionError";
}
