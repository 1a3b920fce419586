/**
 * A shopper's phone or e-mail as the shop stores it: phones as +7XXXXXXXXXX (libphonenumber-js),
 * e-mails trimmed and lower-cased. The same normal form is the code's target, the user's key
 * and the outbox recipient.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

export type Contact = { channel: "SMS"; target: string } | { channel: "EMAIL"; target: string };

const email = z.email();

/** +7XXXXXXXXXX, or null for anything that is not a valid Russian (+7) number. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "RU");
  if (!parsed || parsed.countryCallingCode !== "7" || !parsed.isValid()) return null;
  return /^\+7\d{10}$/.test(parsed.number) ? parsed.number : null;
}

/** The lower-cased address, or null when it is not an e-mail. */
export function normaliseEmail(input: string): string | null {
  const candidate = input.trim().toLowerCase();
  return candidate.length <= 254 && email.safeParse(candidate).success ? candidate : null;
}

/** Reads `emailOrPhone`: anything with an @ is an e-mail, the rest must be a phone. */
export function parseContact(input: string): Contact | null {
  if (input.includes("@")) {
    const target = normaliseEmail(input);
    return target ? { channel: "EMAIL", target } : null;
  }
  const target = normalisePhone(input);
  return target ? { channel: "SMS", target } : null;
}
