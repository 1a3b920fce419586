/**
 * How an account form's post ends. Each form posts to its own route; every one of them sends
 * the shopper back to /account, so the page looks the same with and without JavaScript: after a
 * success with a toast, after a refusal with the form's errors and what was typed, carried once
 * in a short-lived cookie (as the toast is) and shown by the page's loader.
 */
import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "react-router";
import { z } from "zod";
import { accountFormReplyCookie } from "~/platform/cookies.server.ts";
import { apiRefusal, readApiError, refusalErrors } from "~/platform/errors.server.ts";
import { orSignIn } from "./account.server.ts";
import { ACCOUNT_FORMS, type AccountForm, type AccountFormReply } from "./schemas.ts";

const replySchema = z.object({
  form: z.enum(ACCOUNT_FORMS),
  // Only ever written by the actions below; conform reads it as its own last result.
  result: z.custom<SubmissionResult<string[]>>(
    (value) => typeof value === "object" && value !== null,
  ),
});

/**
 * The most a reply's cookie may weigh: browsers keep cookies of up to 4 096 bytes, and a proxy
 * in front answers 502 to a response whose headers outgrow its buffer (often 4 or 8 KB).
 */
export const MAX_REPLY_COOKIE_BYTES = 4_000;

/** Shown when even the errors alone would not fit the cookie (a forged post of many fields). */
export const TOO_MUCH_TYPED = "Слишком длинные значения: проверьте форму";

/**
 * The reply's cookie: with what was typed when it fits, else with the errors alone, else with
 * one message for the whole form (docs/security.md#fuzzing-and-the-abuse-bench).
 */
async function replyCookie(form: AccountForm, result: SubmissionResult<string[]>) {
  const { initialValue: _typed, fields: _names, ...errorsOnly } = result;
  const fallbacks: SubmissionResult<string[]>[] = [
    result,
    errorsOnly,
    { status: "error", error: { "": [TOO_MUCH_TYPED] } },
  ];
  let cookie = "";
  for (const candidate of fallbacks) {
    cookie = await accountFormReplyCookie.serialize({ form, result: candidate });
    if (new TextEncoder().encode(cookie).length <= MAX_REPLY_COOKIE_BYTES) break;
  }
  return cookie;
}

/** Back to `to` (on /account), where `form` shows `result`'s errors and values. */
export async function replyWithErrors(
  to: string,
  form: AccountForm,
  result: SubmissionResult<string[]>,
): Promise<Response> {
  return redirect(to, { headers: { "set-cookie": await replyCookie(form, result) } });
}

/** The refused form to show on this render, if any, and the header that forgets it. */
export async function readFormReply(
  request: Request,
): Promise<{ reply: AccountFormReply | null; headers: Headers }> {
  const raw: unknown = await accountFormReplyCookie.parse(request.headers.get("cookie"));
  const headers = new Headers();
  if (raw === null || raw === undefined) return { reply: null, headers };
  headers.append("set-cookie", await accountFormReplyCookie.serialize("", { maxAge: 0 }));
  const parsed = replySchema.safeParse(raw);
  return { reply: parsed.success ? parsed.data : null, headers };
}

/** What the account forms need of conform's submission: its reply, with errors to add. */
export interface Replying {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/**
 * The API's refusal as the form's errors: its Russian message goes to the field it names
 * (mapped to this form's field names), otherwise above the button. Null for anything that is
 * not the shopper's to fix.
 */
export function refusalReply(
  submission: Replying,
  error: unknown,
  fields: Record<string, string>,
): SubmissionResult<string[]> | null {
  const refused = apiRefusal(error);
  if (refused) {
    const field = refused.field ? fields[refused.field] : undefined;
    return submission.reply(refusalErrors(field, refused.message));
  }
  if (readApiError(error)?.code === "CODE_SEND_FAILED") {
    return submission.reply({ formErrors: ["Ошибка отправки кода"] });
  }
  return null;
}

/**
 * Runs an account mutation. An ended session goes to sign in; the API's refusal comes back to
 * the form on `to`; anything else is thrown to the error boundary.
 */
export async function attempt<T>(
  request: Request,
  call: Promise<T>,
  refused: { to: string; form: AccountForm; submission: Replying; fields: Record<string, string> },
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await orSignIn(request, call) };
  } catch (error) {
    if (error instanceof Response) throw error;
    const result = refusalReply(refused.submission, error, refused.fields);
    if (!result) throw error;
    return { ok: false, response: await replyWithErrors(refused.to, refused.form, result) };
  }
}
