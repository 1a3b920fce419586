import { z } from "zod";
import { messages, toE164 } from "./sign-in-model.ts";

/** The sign-in forms' schemas, for conform in the browser and again in the actions. */

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
    if (value.by === "phone" && !toE164(value.phone)) {
      context.addIssue({ code: "custom", path: ["phone"], message: messages.phoneInvalid });
    }
    if (value.by === "email" && !z.email().safeParse(value.email).success) {
      context.addIssue({ code: "custom", path: ["email"], message: messages.emailInvalid });
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
