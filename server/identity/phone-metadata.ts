/**
 * The phone rule's metadata (shared/phone-metadata.json): libphonenumber-js's own "min" metadata
 * of the countries that share the calling code +7, the only code the shop takes. The rule
 * (shared/contact.ts) runs in the browser too, where the whole world's metadata would weigh
 * about 20 KB gzip more; with only +7's countries it answers every number alike (any other code
 * is refused either way). Written by `npm run generate`; a test fails when it is stale.
 */
import metadata from "libphonenumber-js/metadata.min.json";

export const PHONE_METADATA_PATH = "shared/phone-metadata.json";

/** The calling code the shop takes: Russia (and Kazakhstan, which shares it). */
const CALLING_CODE = "7";

export function printPhoneMetadata(): string {
  const countries = metadata.country_calling_codes[CALLING_CODE] ?? [];
  const subset = {
    version: metadata.version,
    country_calling_codes: { [CALLING_CODE]: countries },
    countries: Object.fromEntries(
      countries.map((country) => [country, metadata.countries[country]]),
    ),
    nonGeographic: {},
  };
  return `${JSON.stringify(subset)}\n`;
}
