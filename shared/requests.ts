/**
 * The three request forms' fields, one schema each (docs/requests.md#fields-and-messages): the
 * storefront's forms check them as the sender types and the shop API checks every dto with them,
 * with the same Russian messages (docs/decisions/039-vocabulary-and-field-rules.md). They differ
 * in one thing only: a sum is typed in roubles on the form («9 900 ₽») and sent in kopecks, so
 * each form's schema is made twice from the same fields, with the sum as the form reads it and
 * as the API does. Both answer kopecks.
 */
import { z } from "zod";
import { optionalEmail, email, phone } from "./contact.ts";

export const LINK_MESSAGE = "Ссылка должна начинаться с http:// или https://";
export const PRODUCT_NOT_FOUND_MESSAGE = "Товар не найден";
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

/** A sum in kopecks, as the API is sent it. */
const kopecks = (missing: string) =>
  z.number({ error: missing }).int(missing).min(1, missing).max(MAX_SUM, "Слишком большая сумма");

/** Whole roubles as people type them («9 900», «9900 ₽», «9900,00»), read into kopecks. */
const typedRoubles = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .transform((value) => Number(value.replace(/[\s\u00a0₽]|[.,]0{1,2}$/g, "")))
    .pipe(z.number({ error: missing }).int(missing))
    .transform((roubles) => roubles * 100)
    .pipe(kopecks(missing));

/** A sum as a form's schema reads it: kopecks as the API is sent them, or roubles as typed. */
type Sum = z.ZodType<number>;

const PRICE_SEEN_MISSING = "Укажите цену, которую вы видели";
const BUDGET_MISSING = "Укажите бюджет в рублях";

/** The fields every form carries for the bot checks (docs/requests.md#bots-and-limits). */
const botFields = {
  honeypot: z.string().max(MAX_TEXT).nullish(),
  /** When the form was loaded, epoch milliseconds; anything else reads as a bot's 0. */
  pageLoadTime: z.coerce.number().finite().catch(0),
};

const meetPrice = <S extends Sum>(priceSeen: S) =>
  z
    .object({
      /** The product's number (digits), when sent from its page. */
      productId: z
        .string()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || /^\d{1,15}$/.test(value), PRODUCT_NOT_FOUND_MESSAGE),
      productName: optionalText(300),
      size: requiredText("Укажите размер", 50),
      offerUrl: link("Вставьте ссылку на предложение"),
      priceSeen,
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

const orderRequest = <S extends Sum>(budget: S) =>
  z.object({
    brand: requiredText("Укажите бренд", 100),
    model: requiredText("Укажите модель", 200),
    size: requiredText("Укажите размер", 50),
    link: optionalLink,
    budget: budget.nullish().transform((value) => value ?? null),
    text: optionalText(MAX_TEXT),
    name: optionalText(100),
    phone,
    email: optionalEmail,
    ...botFields,
  });

/** «Нашли дешевле?» as the API reads its dto, and as the form reads what is typed. */
export const meetPriceInput = meetPrice(kopecks(PRICE_SEEN_MISSING));
export const meetPriceForm = meetPrice(typedRoubles(PRICE_SEEN_MISSING));

/** Made to order, as the API reads its dto, and as the form reads what is typed. */
export const orderRequestInput = orderRequest(kopecks(BUDGET_MISSING));
export const orderRequestForm = orderRequest(typedRoubles(BUDGET_MISSING));

/** Partnership: no sums, one schema for the form and the API. */
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
