/**
 * Sign-in rules shared by the browser and the actions (docs/identity.md): the phone mask, the
 * code's shape and the cooldown clock. No React, no server and no zod here: the header loads this
 * on every page (the forms' schemas are in sign-in-schemas.ts).
 */

export type SignInChannel = "phone" | "email";

export const CODE_LENGTH = 4;
export const PHONE_PLACEHOLDER = "+7 (999) 999-99-99";

/** The version of the consent text at /info/offer/personal-data the checkbox refers to. */
export const PERSONAL_DATA_CONSENT_VERSION = "2026-11-01";
export const PERSONAL_DATA_PATH = "/info/offer/personal-data";

export const messages = {
  sentToPhone: "Код отправлен на ваш номер",
  sentToEmail: "Код отправлен на ваш email",
  sendFailed: "Ошибка отправки кода",
  // The shop API's own words (server/identity/availability.ts), shown before a form is filled.
  phoneUnavailable: "Вход по телефону временно недоступен. Войдите по e-mail",
  emailUnavailable: "Вход по e-mail временно недоступен. Войдите по телефону",
  wrongCode: "Введенный код неверен",
  codeTitle: "Введите код, отправленный на email / номер телефона",
  phoneInvalid: "Введите номер телефона: +7 и 10 цифр",
  emailInvalid: "Введите корректный e-mail",
  codeInvalid: "Введите 4 цифры кода",
  consentRequired: "Для регистрации нужно согласие на обработку персональных данных",
} as const;

/**
 * The 10 national digits typed so far. After "+7" every digit is national; without it, a
 * leading 7 or 8 is the country code when 11 digits are pasted or it is the first key pressed.
 */
export function phoneDigits(value: string): string {
  const raw = value.trim();
  let digits = raw.replace(/\D/g, "");
  const countryFirst = digits[0] === "7" || digits[0] === "8";
  if (raw.startsWith("+7")) digits = digits.slice(1);
  else if (countryFirst && (digits.length === 11 || digits.length === 1)) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** The mask +7 (XXX) XXX-XX-XX, filled as far as digits go; empty input stays empty. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return /^\+7|^[78]$/.test(value.trim()) ? "+7" : "";
  let masked = `+7 (${digits.slice(0, 3)}`;
  if (digits.length >= 3) masked += ")";
  if (digits.length > 3) masked += ` ${digits.slice(3, 6)}`;
  if (digits.length > 6) masked += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) masked += `-${digits.slice(8, 10)}`;
  return masked;
}

/** +7XXXXXXXXXX once 10 digits are in, else null. The API normalises again (libphonenumber-js). */
export function toE164(value: string): string | null {
  const digits = phoneDigits(value);
  return digits.length === 10 ? `+7${digits}` : null;
}

/** Only the digits of a typed code, at most 4. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/** m:ss of the time left, rounded up to whole seconds (0:00 once it is over). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The cooldown as sessionStorage keeps it (docs/identity.md#cooldown): the end as epoch
 * milliseconds. A value that is over, unreadable or absurdly far ahead (more than an hour: the
 * API's longest limit) is none.
 */
const MAX_COOLDOWN_MS = 60 * 60 * 1000;

export function parseCooldown(raw: unknown, now: number): number | null {
  const until = typeof raw === "string" ? Date.parse(raw) || Number(raw) : raw;
  if (typeof until !== "number" || !Number.isFinite(until)) return null;
  if (until <= now || until - now > MAX_COOLDOWN_MS) return null;
  return until;
}

/** The later of two cooldown ends (either may be missing). */
export function laterCooldown(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** The code step of the phone / e-mail a code went to, as a page (/enter-code). */
export function enterCodeHref(by: SignInChannel, to: string, returnTo = ""): string {
  const params = new URLSearchParams({ by, to });
  if (returnTo) params.set("returnTo", returnTo);
  return `/enter-code?${params}`;
}

/** The credentials step as a page (/auth), on the given tab. */
export function authHref(by: SignInChannel, returnTo = ""): string {
  const params = new URLSearchParams();
  if (by === "email") params.set("by", by);
  if (returnTo) params.set("returnTo", returnTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

export function channelOf(value: string | null | undefined): SignInChannel {
  return value === "email" ? "email" : "phone";
}

/**
 * The tab a sign-in page opens on: the one asked for, unless only the other channel can send a
 * code here (production without one provider: docs/decisions/030-demo-and-production.md). The
 * switched-off tab can still be opened, and says it is unavailable.
 */
export function openChannel(
  asked: SignInChannel,
  can: { phoneSignIn: boolean; emailSignIn: boolean },
): SignInChannel {
  const works = (channel: SignInChannel) =>
    channel === "phone" ? can.phoneSignIn : can.emailSignIn;
  const other: SignInChannel = asked === "phone" ? "email" : "phone";
  return !works(asked) && works(other) ? other : asked;
}

/** The phone or e-mail as the shopper reads it in the code step's text. */
export function displayTarget(by: SignInChannel, to: string): string {
  return by === "phone" ? formatPhone(to) : to;
}
