/**
 * What identity accepts from a caller (GraphQL dtos, POST /api/send-sms): zod-checked dtos,
 * phones and e-mails, device fingerprints, and the Russian messages for what is refused.
 */
import type { z } from "zod";
import { badUserInput } from "../graphql/errors.ts";
import { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from "../../shared/contact.ts";
import { type Contact, normaliseEmail, normalisePhone } from "./contact.ts";

/** The phone's and e-mail's messages, the storefront's forms' too. */
export { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE };

/**
 * Validates a dto with zod; a failure is BAD_USER_INPUT with the first problem's Russian message.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badUserInput(issue?.message ?? "Неверные данные", issue?.path.join("."));
}

/** A wrong, expired, used-up or exhausted code (docs/identity.md#sign-in-codes). */
export const WRONG_CODE_MESSAGE = "Введенный код неверен";
export const CONSENT_REQUIRED_MESSAGE =
  "Для регистрации нужно согласие на обработку персональных данных";
export const SESSION_ENDED_MESSAGE = "Сессия истекла, войдите снова";

/** A device fingerprint as the storefront sends it (a SHA-256 hex); anything else is ignored. */
export function fingerprint(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_+/=-]{16,128}$/.test(value) ? value : null;
}

export function toPhoneContact(phone: string): Contact {
  const target = normalisePhone(phone);
  if (!target) throw badUserInput(PHONE_INVALID_MESSAGE, "phone");
  return { channel: "SMS", target };
}

export function toEmailContact(email: string): Contact {
  const target = normaliseEmail(email);
  if (!target) throw badUserInput(EMAIL_INVALID_MESSAGE, "email");
  return { channel: "EMAIL", target };
}
