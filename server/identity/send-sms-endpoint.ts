/**
 * REST POST /api/send-sms (docs/identity.md#phone-code-endpoint): the phone form's code request
 * with its bot checks. Body {phone, honeypot, pageLoadTime, clientFp} as JSON or a form. A filled
 * honeypot, less than 2000 ms or more than a day since the form loaded fails with 'Ошибка отправки кода'; otherwise
 * it answers what the sendSmsCode mutation answers, as {sendSmsCode: {status, cooldownUntil}}.
 */
import { z } from "zod";
import { signInUnavailable } from "./availability.ts";
import { clientInfo } from "./client.ts";
import { normalisePhone } from "./contact.ts";
import {
  CodeBudgetSpentError,
  CodeSendError,
  SEND_FAILED_MESSAGE,
  type SendCodeDeps,
  sendSignInCode,
} from "./send-code.ts";
import { fingerprint, PHONE_INVALID_MESSAGE } from "./input.ts";
import { type EndpointHandler, jsonAnswer } from "../http/endpoint.ts";

export const SEND_SMS_PATH = "/api/send-sms";

/** The least time a person takes between opening the form and asking for a code. */
export const MIN_FORM_DWELL_MS = 2000;
/** The longest a form may stay open before its code request; an older load time is made up. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

const MAX_BODY_BYTES = 4096;

const sendSmsBody = z.object({
  phone: z.string().max(64),
  honeypot: z.string().max(MAX_BODY_BYTES).nullish(),
  /**
   * When the form was loaded, epoch milliseconds (the storefront renders its own server time in).
   */
  pageLoadTime: z.coerce.number().finite(),
  clientFp: z.string().max(256).nullish(),
});

const failure = (status: number, code: string, message = SEND_FAILED_MESSAGE) =>
  jsonAnswer(status, { message, code });

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return null;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: answered below as a malformed request.
    return null;
  }
}

export function createSendSmsHandler(deps: SendCodeDeps): EndpointHandler {
  return async (request) => {
    const parsed = sendSmsBody.safeParse(await readBody(request));
    if (!parsed.success) return failure(400, "BAD_USER_INPUT");
    const { phone, honeypot, pageLoadTime, clientFp } = parsed.data;

    const dwell = deps.providers.clock.now().getTime() - pageLoadTime;
    // A load time of 0, from the future or from days ago is not a person's time on the form.
    if (honeypot || dwell < MIN_FORM_DWELL_MS || dwell > MAX_FORM_AGE_MS) {
      return failure(400, "BOT_SUSPECTED");
    }

    const target = normalisePhone(phone);
    if (!target) return failure(400, "BAD_USER_INPUT", PHONE_INVALID_MESSAGE);
    const unavailable = signInUnavailable(deps.providers, "SMS");
    if (unavailable) return failure(503, "SIGN_IN_UNAVAILABLE", unavailable);
    try {
      const result = await sendSignInCode(
        deps,
        { channel: "SMS", target },
        { ...clientInfo(request), fingerprint: fingerprint(clientFp) },
      );
      return jsonAnswer(200, {
        sendSmsCode: { status: result.status, cooldownUntil: result.cooldownUntil.toISOString() },
      });
    } catch (error) {
      // Too many codes across the shop is no gateway's fault: a 429, as for a client's own limits.
      if (error instanceof CodeBudgetSpentError) return failure(429, "CODE_SEND_FAILED");
      if (error instanceof CodeSendError) return failure(502, "CODE_SEND_FAILED");
      throw error;
    }
  };
}
