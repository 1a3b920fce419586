/**
 * A shopper's phone and e-mail, one rule each (docs/identity.md#sign-in-codes): the zod schemas
 * the storefront's forms check as the shopper types and the shop API checks every dto with,
 * with the same Russian messages (docs/decisions/039-vocabulary-and-field-rules.md). Each reads
 * what a person types and answers the shop's normal form: phones as +7XXXXXXXXXX
 * (libphonenumber-js, with its metadata of the +7 countries alone: phone-metadata.json, written
 * by `npm run generate`), e-mails trimmed and lower-cased.
 */
import { type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import { z } from "zod";
import phoneMetadata from "./phone-metadata.json";

export const PHONE_INVALID_MESSAGE = "Введите номер телефона в формате +7XXXXXXXXXX";
export const MOBILE_PHONE_INVALID_MESSAGE =
  "Введите номер мобильного телефона в формате +7 9XX XXX-XX-XX";
export const EMAIL_INVALID_MESSAGE = "Введите корректный e-mail";

/** The longest e-mail address there is (RFC 5321's path limit). */
const MAX_EMAIL = 254;
/** Longer than any spelling of a phone number: refused before it is parsed. */
const MAX_PHONE = 64;

const anEmail = z.email();
/** JSON reads its arrays as arrays, where the library types some as tuples. */
const metadata = phoneMetadata as MetadataJson;

/** +7XXXXXXXXXX, or null for anything that is not a valid Russian (+7) number. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "RU", metadata);
  if (!parsed || parsed.countryCallingCode !== "7" || !parsed.isValid()) return null;
  return /^\+7\d{10}$/.test(parsed.number) ? parsed.number : null;
}

/** The lower-cased address, or null when it is not an e-mail. */
export function normaliseEmail(input: string): string | null {
  const candidate = input.trim().toLowerCase();
  return candidate.length <= MAX_EMAIL && anEmail.safeParse(candidate).success ? candidate : null;
}

/** A text read into its normal form by `normal`, or refused with `message`. */
const normalised = (max: number, message: string, normal: (input: string) => string | null) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((value, context) => {
      const result = normal(value);
      if (result === null) context.addIssue({ code: "custom", message });
      return result ?? "";
    });

/** Any usual spelling of a Russian number («+7 999 123-45-67», «8 (999) 1234567»). */
export const phone = normalised(MAX_PHONE, PHONE_INVALID_MESSAGE, normalisePhone);

/** A Russian mobile number (+79…): what a courier and the delivery service call. */
export const mobilePhone = normalised(MAX_PHONE, MOBILE_PHONE_INVALID_MESSAGE, (input) => {
  const normal = normalisePhone(input);
  return normal?.startsWith("+79") ? normal : null;
});

export const email = normalised(MAX_EMAIL, EMAIL_INVALID_MESSAGE, normaliseEmail);

/** An e-mail that may be left out: blank is null. */
export const optionalEmail = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(email.nullable());
