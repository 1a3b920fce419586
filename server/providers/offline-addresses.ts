/**
 * The offline address suggestions (docs/checkout.md#offline-delivery): the demo cities' streets
 * with the house number the shopper typed, at a point near the city's centre. Enough to choose a
 * courier address with no network and no DaData key.
 */
import {
  commonStreets,
  cityStreets,
  deliveryCities,
  type DeliveryCitySeed,
} from "../seed/data/delivery-cities.ts";
import type {
  AddressSuggester,
  AddressSuggestion,
  AddressSuggestionQuery,
} from "./address-suggestions.ts";

const COUNTRIES = { RU: "Россия", BY: "Беларусь", KZ: "Казахстан", AM: "Армения" } as const;

const fold = (text: string) => text.toLowerCase().replaceAll("ё", "е");

/** A small deterministic offset, so each address has its own point near the centre. */
function offset(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return (hash / 10_007 - 0.5) * 0.06;
}

function suggestion(city: DeliveryCitySeed, street: string, house: string): AddressSuggestion {
  const value = `г ${city.city}, ${street}, д ${house}`;
  return {
    value,
    unrestrictedValue: `${city.postalCode}, ${COUNTRIES[city.countryCode]}, ${value}`,
    country: COUNTRIES[city.countryCode],
    countryIsoCode: city.countryCode,
    region: null,
    city: city.city,
    street,
    house,
    flat: null,
    postalCode: city.postalCode,
    latitude: Number((city.lat + offset(value)).toFixed(6)),
    longitude: Number((city.lon + offset(`${value}#`)).toFixed(6)),
  };
}

export class OfflineAddressSuggester implements AddressSuggester {
  suggest({ query, city, limit }: AddressSuggestionQuery): Promise<AddressSuggestion[]> {
    const words = fold(query)
      .split(/[\s,]+/)
      .filter((word) => word && !["г", "ул", "д", "дом"].includes(word));
    const house = words.find((word) => /^\d+[а-я]?$/.test(word)) ?? "1";
    const terms = words.filter((word) => !/^\d+[а-я]?$/.test(word));
    const found: AddressSuggestion[] = [];
    const cities = city
      ? deliveryCities.filter((seed) => fold(seed.city) === fold(city.trim()))
      : deliveryCities;
    for (const seed of cities) {
      for (const street of cityStreets[seed.city] ?? commonStreets) {
        const text = fold(`${seed.city} ${street}`);
        if (terms.every((term) => text.includes(term))) found.push(suggestion(seed, street, house));
        if (found.length >= limit) return Promise.resolve(found);
      }
    }
    return Promise.resolve(found);
  }
}
