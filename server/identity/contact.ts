/**
 * A shopper's phone or e-mail as the shop stores it: phones as +7XXXXXXXXXX, e-mails trimmed and
 * lower-cased, by the one rule of each the storefront's forms check too (shared/contact.ts). The
 * same normal form is the code's target, the user's key and the outbox recipient.
 */
import { normaliseEmail, normalisePhone } from "../../shared/contact.ts";

export { normaliseEmail, normalisePhone };

export type Contact = { channel: "SMS"; target: string } | { channel: "EMAIL"; target: string };

/** Reads `emailOrPhone`: anything with an @ is an e-mail, the rest must be a phone. */
export function parseContact(input: string): Contact | null {
  if (input.includes("@")) {
    const target = normaliseEmail(input);
    return target ? { channel: "EMAIL", target } : null;
  }
  const target = normalisePhone(input);
  return target ? { channel: "SMS", target } : null;
}
