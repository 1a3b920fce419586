import { z } from "zod";
import {
  email,
  EMAIL_INVALID_MESSAGE,
  phone,
  PHONE_INVALID_MESSAGE,
} from "../../../shared/contact.ts";
import { messages } from "./sign-in-model.ts";

/**
 * The sign-in forms' schemas, for conform in the browser and again in the actions; the phone and
 * the e-mail by the shop API's own rules (shared/contact.ts).
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "");

/** The credentials step: a phone (default) or an e-mail, and the send-SMS bot fields. */
export const sendCodeSchema = z
  .object({
    by: z.enum(["phone", "email"]).catch("phone"),
    phone: optionalText,
    email: optionalText,
    /** Left empty by people; bots fill every field. */
    honeypot: optionalText,
    pageLoadTime: z.coerce.number().catch(0),
    clientFp: optionalText,
    returnTo: optionalText,
  })
  .superRefine((value, context) => {
    if (value.by === "phone" && !phone.safeParse(value.phone).success) {
      context.addIssue({ code: "custom", path: ["phone"], message: PHONE_INVALID_MESSAGE });
    }
    if (value.by === "email" && !email.safeParse(value.email).success) {
      context.addIssue({ code: "custom", path: ["email"], message: EMAIL_INVALID_MESSAGE });
    }
  });

/** The code step: the 4 digits, and the consent once the API asks for it (a new shopper). */
export const verifyCodeSchema = z.object({
  code: z
    .string({ error: messages.codeInvalid })
    .trim()
    .regex(/^\d{4}$/, messages.codeInvalid),
  personalDataConsent: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  returnTo: optionalText,
});
