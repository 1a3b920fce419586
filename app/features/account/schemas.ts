/**
 * The account forms' schemas, shared by the browser (constraints, instant errors) and the
 * actions (validated again before the shop API, which validates a third time). The limits
 * mirror the API's (server/identity/account.ts, addresses.ts) so both speak the same Russian;
 * the phone and the e-mail are the API's own schemas (shared/contact.ts).
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { email, phone } from "../../../shared/contact.ts";

const optionalText = (max: number) =>
  z.string().trim().max(max, `Не длиннее ${max} символов`).optional();

const requiredText = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Не длиннее ${max} символов`);

export const ProfileSchema = z.object({
  name: optionalText(100),
  surname: optionalText(100),
  lastname: optionalText(100),
  sex: z.enum(["FEMALE", "MALE", "UNISEX", "ANY"]).optional(),
});

export const AddressSchema = z.object({
  country: requiredText("Укажите страну", 100),
  city: requiredText("Укажите город", 100),
  street: requiredText("Укажите улицу", 200),
  house: requiredText("Укажите дом", 20),
  building: optionalText(50),
  apartment: optionalText(50),
  index: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Индекс — шесть цифр")
    .optional(),
});

/** The e-mail and the phone by the shop API's own rules (shared/contact.ts). */
export const EmailSchema = z.object({
  channel: z.literal("email"),
  target: z.string({ error: "Введите e-mail" }).pipe(email),
});

export const PhoneSchema = z.object({
  channel: z.literal("phone"),
  target: z.string({ error: "Введите номер телефона" }).pipe(phone),
});

export const CodeSchema = z.object({
  code: z
    .string({ error: "Введите код" })
    .trim()
    .regex(/^\d{4}$/, "Код — 4 цифры"),
});

/** The account's forms, each posted to its own route: /account, /account/addresses… */
export const ACCOUNT_FORMS = ["profile", "address", "send-code", "confirm-code"] as const;

export type AccountForm = (typeof ACCOUNT_FORMS)[number];

/** Where each form posts. */
export const FORM_ACTIONS = {
  profile: "/account",
  address: "/account/addresses",
  "send-code": "/account/contacts/send-code",
  "confirm-code": "/account/contacts/confirm",
} as const satisfies Record<AccountForm, string>;

/** A form the server refused, shown again on /account with its errors and what was typed. */
export interface AccountFormReply {
  form: AccountForm;
  result: SubmissionResult<string[]>;
}
