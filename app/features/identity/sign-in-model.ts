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
 * The cooldowns as sessionStorage and the cookie keep them (docs/identity.md#cooldown): the end,
 * in epoch milliseconds, of each phone's or e-mail's own cooldown, by the phone (+7XXXXXXXXXX) or
 * the lower-cased e-mail. A code asked for one number never holds up another.
 */
export type Cooldowns = Readonly<Record<string, number>>;

/** The cooldowns a page was rendered with (from the cookie), and when it was rendered. */
export type ServerCooldowns = { ends: Cooldowns; renderedAt: number } | null;

/** More than an hour ahead (the API's longest limit) is absurd: such an end is none. */
const MAX_COOLDOWN_MS = 60 * 60 * 1000;
/** The most numbers remembered: the latest ends are kept. */
const MAX_COOLDOWNS = 5;

/** The key a phone or e-mail's cooldown is kept under, as the API names it; null when incomplete. */
export function cooldownTarget(by: SignInChannel, value: string): string | null {
  if (by === "phone") return toE164(value);
  const email = value.trim().toLowerCase();
  return email.includes("@") ? email : null;
}

/** One end as stored: epoch ms as a number or a string, or an ISO time. */
function parseEnd(raw: unknown, now: number): number | null {
  const until = typeof raw === "string" ? Date.parse(raw) || Number(raw) : raw;
  if (typeof until !== "number" || !Number.isFinite(until)) return null;
  if (until <= now || until - now > MAX_COOLDOWN_MS) return null;
  return until;
}

/**
 * The cooldowns still running, from what storage or the cookie holds (an object, or its JSON):
 * over, unreadable or absurd entries are dropped, and only the latest few kept.
 */
export function parseCooldowns(raw: unknown, now: number): Cooldowns {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      // Not JSON (a value from before cooldowns were kept per number): none.
      return {};
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const running = Object.entries(value).flatMap(([target, end]) => {
    const until = parseEnd(end, now);
    return until === null || target.length > 254 ? [] : [[target, until] as const];
  });
  running.sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(running.slice(0, MAX_COOLDOWNS));
}

/** Both sets of cooldowns, the later end where both name a number; the running ones only. */
export function mergeCooldowns(a: Cooldowns, b: Cooldowns, now: number): Cooldowns {
  const merged: Record<string, number> = { ...a };
  for (const [target, until] of Object.entries(b)) {
    merged[target] = Math.max(merged[target] ?? 0, until);
  }
  return parseCooldowns(merged, now);
}

/** The end of this phone's or e-mail's cooldown, or null when none runs for it. */
export function cooldownOf(
  cooldowns: Cooldowns,
  target: string | null,
  now: number,
): number | null {
  if (target === null) return null;
  const until = cooldowns[target];
  return until !== undefined && until > now ? until : null;
}

/** Whole minutes, rounded up: how long a device's hourly cap still holds. */
export function limitedMessage(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  return `С этого устройства или из этой сети за час запрошено слишком много кодов. Новый код можно будет запросить через ${minutes} мин.`;
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
