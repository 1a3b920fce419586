/**
 * What the three request forms may send (docs/requests.md#fields-and-messages): zod schemas of
 * their dtos with the Russian messages a shopper reads, and the bot checks they share.
 */
import { z } from "zod";
import { isRowId } from "../graphql/ids.ts";
import { normaliseEmail, normalisePhone } from "../identity/contact.ts";
import { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from "../identity/input.ts";
import { MAX_FORM_AGE_MS, MIN_FORM_DWELL_MS } from "../identity/send-sms-endpoint.ts";

export const LINK_MESSAGE = "Ссылка должна начинаться с http:// или https://";
export const BOT_MESSAGE = "Не удалось отправить заявку. Обновите страницу и попробуйте ещё раз";
/** The largest sum a form takes, kopecks: ten million roubles. */
export const MAX_SUM = 1_000_000_000;
export const MAX_TEXT = 2000;
export const MAX_LINK = 2000;

const tooLong = (max: number) => `Не длиннее ${max} символов`;

/** Trimmed; blank is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);

const requiredText = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(max));

const phone = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .max(64, PHONE_INVALID_MESSAGE)
  .transform((value, context) => {
    const normal = normalisePhone(value);
    if (!normal) context.addIssue({ code: "custom", message: PHONE_INVALID_MESSAGE });
    return normal ?? "";
  });

const email = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .max(254, EMAIL_INVALID_MESSAGE)
  .transform((value, context) => {
    const normal = normaliseEmail(value);
    if (!normal) context.addIssue({ code: "custom", message: EMAIL_INVALID_MESSAGE });
    return normal ?? "";
  });

const optionalEmail = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(email.nullable());

/** Whether a text is an absolute http(s) address of some host: never javascript:, data:, ftp:… */
export function isHttpLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

const link = (missing: string) => requiredText(missing, MAX_LINK).refine(isHttpLink, LINK_MESSAGE);

const optionalLink = optionalText(MAX_LINK).refine(
  (value) => value === null || isHttpLink(value),
  LINK_MESSAGE,
);

const sum = (missing: string) =>
  z.number({ error: missing }).int(missing).min(1, missing).max(MAX_SUM, "Слишком большая сумма");

/** The fields every form carries for the bot checks (docs/requests.md#bots-and-limits). */
const botFields = {
  honeypot: z.string().max(MAX_TEXT).nullish(),
  /** When the form was loaded, epoch milliseconds: the storefront renders its own time in. */
  pageLoadTime: z.number().finite(),
};

export const meetPriceInput = z
  .object({
    productId: z
      .string()
      .nullish()
      .transform((value) => (value ? Number(value) : null))
      .refine((value) => value === null || isRowId(value), "Товар не найден"),
    productName: optionalText(300),
    size: requiredText("Укажите размер", 50),
    offerUrl: link("Вставьте ссылку на предложение"),
    priceSeen: sum("Укажите цену, которую вы видели"),
    name: optionalText(100),
    phone,
    email: optionalEmail,
    text: optionalText(MAX_TEXT),
    ...botFields,
  })
  .refine((dto) => dto.productId !== null || dto.productName !== null, {
    message: "Укажите товар: название или ссылку на него в нашем каталоге",
    path: ["productName"],
  });

export const orderRequestInput = z.object({
  brand: requiredText("Укажите бренд", 100),
  model: requiredText("Укажите модель", 200),
  size: requiredText("Укажите размер", 50),
  link: optionalLink,
  budget: sum("Укажите бюджет в рублях")
    .nullish()
    .transform((value) => value ?? null),
  text: optionalText(MAX_TEXT),
  name: optionalText(100),
  phone,
  email: optionalEmail,
  ...botFields,
});

export const cooperativeRequestInput = z.object({
  companyName: requiredText("Укажите название компании", 200),
  companyType: optionalText(100),
  inn: optionalText(12).refine(
    (value) => value === null || /^(\d{10}|\d{12})$/.test(value),
    "ИНН — 10 или 12 цифр",
  ),
  fullName: requiredText("Укажите контактное лицо", 200),
  phone,
  email,
  description: requiredText("Напишите, что вы предлагаете", MAX_TEXT),
  ...botFields,
});

/**
 * A bot's post: the hidden field filled, or a load time no person's visit has (under two seconds
 * before sending, from the future, or more than a day old): the phone form's rule
 * (docs/security.md#the-clients-address-and-the-code-limits).
 */
export function looksLikeBot(
  dto: { honeypot?: string | null; pageLoadTime: number },
  now: Date,
): boolean {
  const dwell = now.getTime() - dto.pageLoadTime;
  return Boolean(dto.honeypot) || dwell < MIN_FORM_DWELL_MS || dwell > MAX_FORM_AGE_MS;
}
