/**
 * The request forms' schemas (docs/requests.md#fields-and-messages), shared by the browser
 * (constraints, instant errors) and the actions (checked again before the shop API, which checks
 * a third time with the same Russian messages). Sums are typed in roubles and sent in kopecks.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

export const LINK_MESSAGE = "Ссылка должна начинаться с http:// или https://";
const PHONE_MESSAGE = "Введите номер телефона в формате +7XXXXXXXXXX";
const EMAIL_MESSAGE = "Введите корректный e-mail";
/** Ten million roubles: more than anything the shop sells. */
const MAX_ROUBLES = 10_000_000;

const tooLong = (max: number) => `Не длиннее ${max} символов`;

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

const requiredText = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(max));

/** Whether a text is an absolute http(s) address of some host: never javascript:, data:, ftp:… */
export function isHttpLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/** Any common spelling of a Russian number: +7 999 123-45-67, 8 (999) 1234567, 9991234567. */
const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .refine((value) => /^(?:\+7|7|8)?\d{10}$/.test(value.replace(/[\s()-]/g, "")), PHONE_MESSAGE);

const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

const link = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(2000, tooLong(2000))
    .refine(isHttpLink, LINK_MESSAGE);

/** Whole roubles as people type them: «9 900», «9900 ₽», «9900,00». */
const roubles = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .transform((value) => Number(value.replace(/[\s\u00a0₽]|[.,]0{1,2}$/g, "")))
    .pipe(
      z
        .number({ error: missing })
        .int(missing)
        .min(1, missing)
        .max(MAX_ROUBLES, "Слишком большая сумма"),
    );

/** The bot-check fields: the hidden honeypot and when the form was loaded (epoch ms). */
const botFields = {
  honeypot: z.string().optional(),
  pageLoadTime: z.coerce.number().finite().catch(0),
};

export const MeetPriceSchema = z
  .object({
    productId: z.string().regex(/^\d+$/).optional().catch(undefined),
    productName: optionalText(300),
    size: requiredText("Укажите размер", 50),
    offerUrl: link("Вставьте ссылку на предложение"),
    priceSeen: roubles("Укажите цену, которую вы видели"),
    name: optionalText(100),
    phone,
    email: email.optional(),
    text: optionalText(2000),
    ...botFields,
  })
  .refine((form) => form.productId !== undefined || form.productName !== undefined, {
    message: "Укажите товар: название или ссылку на него в нашем каталоге",
    path: ["productName"],
  });

export const OrderRequestSchema = z.object({
  brand: requiredText("Укажите бренд", 100),
  model: requiredText("Укажите модель", 200),
  size: requiredText("Укажите размер", 50),
  link: z.string().trim().max(2000, tooLong(2000)).refine(isHttpLink, LINK_MESSAGE).optional(),
  budget: roubles("Укажите бюджет в рублях").optional(),
  text: optionalText(2000),
  name: optionalText(100),
  phone,
  email: email.optional(),
  ...botFields,
});

export const CooperativeSchema = z.object({
  companyName: requiredText("Укажите название компании", 200),
  companyType: optionalText(100),
  inn: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{12})$/, "ИНН — 10 или 12 цифр")
    .optional(),
  fullName: requiredText("Укажите контактное лицо", 200),
  phone,
  email,
  description: requiredText("Напишите, что вы предлагаете", 2000),
  ...botFields,
});

/** Where the page opens after a request is sent: the receipt, wherever the form stood. */
export const RECEIPT_ANCHOR = "request-receipt";

export const REQUEST_FORMS = ["meet-price", "order", "cooperative"] as const;
export type RequestForm = (typeof REQUEST_FORMS)[number];

/** What an action answers a refused post with: the errors, what was typed, the load time kept. */
export interface RequestFormReply {
  result: SubmissionResult<string[]>;
  pageLoadTime: number;
}
