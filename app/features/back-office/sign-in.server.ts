/**
 * The back office's sign-in on the storefront's side (docs/back-office.md#sign-in): a contact,
 * then the code sent to it, each a plain form post to /admin/sign-in (no JavaScript needed), with
 * the server's zod checks (conform's parseWithZod) and the API's refusals in Russian.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { CombinedError } from "@urql/core";
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { graphql } from "~/graphql.ts";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import { staffContactCookie } from "~/platform/cookies.server.ts";
import { readApiError } from "~/platform/errors.server.ts";
import { staffClient, staffCookieHeader, staffOperation } from "./session.server.ts";

const SendStaffCode = graphql(`
  mutation SendStaffCode($dto: SendStaffCodeDto!) {
    sendStaffCode(dto: $dto) {
      status
      cooldownUntil
    }
  }
`);

const StaffSignIn = graphql(`
  mutation StaffSignIn($dto: StaffSignInDto!) {
    staffSignIn(dto: $dto) {
      token
      expiresAt
    }
  }
`);

export const SIGN_IN_MESSAGES = {
  contact: "Введите номер телефона или e-mail",
  code: "Код — 4 цифры",
  again: "Запросите код ещё раз",
  limited: "Слишком много запросов кода с вашего адреса. Попробуйте позже",
  failed: "Не удалось отправить код. Попробуйте ещё раз",
} as const;

export const contactSchema = z.object({
  emailOrPhone: z
    .string({ error: SIGN_IN_MESSAGES.contact })
    .trim()
    .min(3, SIGN_IN_MESSAGES.contact)
    .max(256, SIGN_IN_MESSAGES.contact),
});

export const codeSchema = z.object({
  code: z
    .string({ error: SIGN_IN_MESSAGES.code })
    .trim()
    .regex(/^\d{4}$/, SIGN_IN_MESSAGES.code),
});

/** What the sign-in page shows after a refused post: the errors by field and the form's. */
export interface SignInReply {
  step: "contact" | "code";
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
  emailOrPhone?: string;
}

/** A return address inside the back office, or the dashboard. */
export function backOfficeNext(value: FormDataEntryValue | string | null): string {
  const next = safeRedirect(value, "/admin");
  return next === "/admin" || next.startsWith("/admin/") || next.startsWith("/admin?")
    ? next
    : "/admin";
}

const codeStepHref = (next: string) =>
  `/admin/sign-in?step=code${next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`}`;

/** The contact waiting for its code, from its cookie. */
export async function pendingContact(request: Request): Promise<string | null> {
  const value: unknown = await staffContactCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length <= 256 ? value : null;
}

function refusal(error: unknown, field: string): { field: string; message: string } {
  if (error instanceof CombinedError) {
    const found = readApiError(error);
    if (found && found.code !== null && found.code !== "INTERNAL_SERVER_ERROR") {
      return {
        field: found.field === "emailOrPhone" ? "emailOrPhone" : field,
        message: found.message,
      };
    }
  }
  throw error;
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** «Получить код»: sends a code and goes on to the code's step (its contact in a cookie). */
export async function sendCodeAction(
  { request, context }: Args,
  formData: FormData,
): Promise<SignInReply | Response> {
  const submission = parseWithZod(formData, { schema: contactSchema });
  const emailOrPhone = String(formData.get("emailOrPhone") ?? "").slice(0, 256);
  if (submission.status !== "success") {
    return {
      step: "contact",
      fieldErrors: fieldErrorsOf(submission.error),
      formErrors: [],
      emailOrPhone,
    };
  }
  const next = backOfficeNext(formData.get("next"));
  let status: string;
  try {
    const sent = await staffOperation(
      staffClient(request, context, null),
      SendStaffCode,
      { dto: { emailOrPhone: submission.value.emailOrPhone } },
      "mutation",
    );
    status = sent.sendStaffCode.status;
  } catch (error) {
    const { field, message } = refusal(error, "emailOrPhone");
    return { step: "contact", fieldErrors: { [field]: [message] }, formErrors: [], emailOrPhone };
  }
  if (status === "LIMITED") {
    return {
      step: "contact",
      fieldErrors: {},
      formErrors: [SIGN_IN_MESSAGES.limited],
      emailOrPhone,
    };
  }
  // SENT, or COOLDOWN: a code went to this contact a moment ago, and it is the one to enter.
  return redirect(codeStepHref(next), {
    headers: { "set-cookie": await staffContactCookie.serialize(submission.value.emailOrPhone) },
  });
}

/** «Войти»: checks the code; the staff token goes into its own cookie. */
export async function checkCodeAction(
  { request, context }: Args,
  formData: FormData,
): Promise<SignInReply | Response> {
  const contact = await pendingContact(request);
  if (!contact) return { step: "contact", fieldErrors: {}, formErrors: [SIGN_IN_MESSAGES.again] };
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") {
    return { step: "code", fieldErrors: fieldErrorsOf(submission.error), formErrors: [] };
  }
  let token: string;
  try {
    const signedIn = await staffOperation(
      staffClient(request, context, null),
      StaffSignIn,
      { dto: { emailOrPhone: contact, code: submission.value.code } },
      "mutation",
    );
    token = signedIn.staffSignIn.token;
  } catch (error) {
    const { message } = refusal(error, "code");
    return { step: "code", fieldErrors: { code: [message] }, formErrors: [] };
  }
  const headers = new Headers();
  headers.append("set-cookie", await staffCookieHeader(token));
  headers.append("set-cookie", await staffContactCookie.serialize("", { maxAge: 0 }));
  return redirect(backOfficeNext(formData.get("next")), { headers });
}

function fieldErrorsOf(error: Record<string, string[] | null> | null | undefined) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error ?? {})) {
    if (messages?.length) errors[field] = messages;
  }
  return errors;
}
