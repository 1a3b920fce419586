import { redirect, type RouterContextProvider } from "react-router";
import { graphql } from "~/graphql.ts";
import { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from "../../../shared/contact.ts";
import {
  readFavouriteIds,
  serializeFavouriteIds,
} from "~/features/favourites/favourites.server.ts";
import { mergeGuestCart } from "~/features/cart/cart.server.ts";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import { clientHeaders } from "~/platform/client-headers.server.ts";
import { cooldownCookie } from "~/platform/cookies.server.ts";
import { apiRefusal, readApiError } from "~/platform/errors.server.ts";
import {
  forwardSendSms,
  getSession,
  isSignedIn,
  shopMutation,
  startSession,
} from "~/platform/shop-api.server.ts";
import {
  type Cooldowns,
  cooldownTarget,
  limitedMessage,
  mergeCooldowns,
  messages,
  parseCooldowns,
  PERSONAL_DATA_CONSENT_VERSION,
  type ServerCooldowns,
  type SignInChannel,
  toE164,
} from "./sign-in-model.ts";

/**
 * The sign-in steps on the server, shared by /auth and /enter-code and by the header's panel:
 * sending a code (the phone through POST /api/send-sms with its bot checks, the e-mail through
 * sendEmailCode), checking it (authenticate, with the 152-FZ consent for a new shopper),
 * starting the session and merging a guest's favourites. Every rule is the API's; this only
 * carries answers back to the shopper.
 */

/**
 * The running cooldowns for the pages without JavaScript, which cannot read sessionStorage: the
 * server renders the time left from its cookie. It only mirrors what the API answered, number by
 * number; the API enforces.
 */
export async function readCooldowns(request: Request, now = Date.now()): Promise<Cooldowns> {
  return parseCooldowns(await cooldownCookie.parse(request.headers.get("cookie")), now);
}

/** The cookie holding these cooldowns, kept until the last of them is over. */
function cooldownHeader(cooldowns: Cooldowns, now = Date.now()): Promise<string> {
  const last = Math.max(now, ...Object.values(cooldowns));
  return cooldownCookie.serialize(cooldowns, {
    maxAge: Math.max(1, Math.ceil((last - now) / 1000)),
  });
}

/** What a page renders of the cooldowns: their ends, and when it was rendered. */
export function cooldownView(ends: Cooldowns, now = Date.now()): ServerCooldowns {
  return Object.keys(ends).length === 0 ? null : { ends, renderedAt: now };
}

const SendEmailCode = graphql(`
  mutation SendEmailCode($email: String!, $clientFp: String) {
    sendEmailCode(dto: { email: $email, clientFp: $clientFp }) {
      status
      cooldownUntil
    }
  }
`);

const Authenticate = graphql(`
  mutation Authenticate(
    $emailOrPhone: String!
    $code: String!
    $personalDataConsent: Boolean
    $consentVersion: String
  ) {
    authenticate(
      dto: {
        emailOrPhone: $emailOrPhone
        code: $code
        personalDataConsent: $personalDataConsent
        consentVersion: $consentVersion
      }
    ) {
      user {
        accessLevel
      }
      authData {
        accessToken
        refreshToken
      }
    }
  }
`);

const AddFavourites = graphql(`
  mutation AddFavourites($productIds: [ID!]!) {
    addFavourites(dto: { productIds: $productIds }) {
      id
    }
  }
`);

export interface SendCodeInput {
  by: SignInChannel;
  phone: string;
  email: string;
  honeypot: string;
  pageLoadTime: number;
  clientFp: string;
}

export type SendCodeOutcome =
  | {
      status: "SENT" | "COOLDOWN";
      by: SignInChannel;
      /** The phone as +7XXXXXXXXXX or the e-mail as typed: what the code step sends back. */
      to: string;
      /** Every number's cooldown the browser keeps, this one's with its new end. */
      cooldowns: Cooldowns;
      headers: Headers;
    }
  | { status: "FAILED"; field: "phone" | "email" | null; message: string }
  /** The device's or address's hourly cap (any number): its own message, nobody's countdown. */
  | { status: "LIMITED"; field: null; message: string };

const sendSmsAnswer = (body: unknown) => {
  const answer = body as { sendSmsCode?: { status?: unknown; cooldownUntil?: unknown } } | null;
  return answer ?? {};
};

type ApiSendResult =
  | { status: "SENT" | "COOLDOWN" | "LIMITED"; cooldownUntil: number }
  | { status: "FAILED"; message: string };

async function sendSms(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: SendCodeInput,
  phone: string,
): Promise<ApiSendResult> {
  const response = await forwardSendSms(
    new Request(request.url, {
      method: "POST",
      headers: clientHeaders(request, context, { "content-type": "application/json" }),
      body: JSON.stringify({
        phone,
        honeypot: input.honeypot,
        pageLoadTime: input.pageLoadTime,
        clientFp: input.clientFp || undefined,
      }),
    }),
    context,
  );
  const body: unknown = await response.json().catch(() => null);
  const result = sendSmsAnswer(body).sendSmsCode;
  const status = result?.status;
  if (response.ok && (status === "SENT" || status === "COOLDOWN" || status === "LIMITED")) {
    return { status, cooldownUntil: Date.parse(String(result?.cooldownUntil)) };
  }
  // A refused phone number, or phone sign-in switched off, is worth saying; bot checks and
  // provider failures are not.
  const refusal = readApiError(body);
  const told = refusal?.code === "SIGN_IN_UNAVAILABLE" ? refusal : apiRefusal(body);
  return { status: "FAILED", message: told?.message ?? messages.sendFailed };
}

async function sendEmail(
  context: Readonly<RouterContextProvider>,
  input: SendCodeInput,
): Promise<ApiSendResult> {
  try {
    const { sendEmailCode } = await shopMutation(context, SendEmailCode, {
      email: input.email,
      clientFp: input.clientFp || null,
    });
    return {
      status: sendEmailCode.status,
      cooldownUntil: Date.parse(sendEmailCode.cooldownUntil),
    };
  } catch (error) {
    // E-mail errors show the server's message ('Ошибка отправки кода' when it failed to send):
    // docs/identity.md#sending-a-code.
    const failure = error instanceof Error ? readApiError(error) : null;
    if (failure) return { status: "FAILED", message: failure.message };
    throw error;
  }
}

/** Sends a code to the phone or e-mail; the cooldown it answers goes back as a cookie too. */
export async function sendCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: SendCodeInput,
): Promise<SendCodeOutcome> {
  const phone = toE164(input.phone);
  const to = input.by === "phone" ? phone : input.email;
  if (!to) {
    const message = input.by === "phone" ? PHONE_INVALID_MESSAGE : EMAIL_INVALID_MESSAGE;
    return { status: "FAILED", field: input.by, message };
  }
  const result =
    input.by === "phone"
      ? await sendSms(request, context, input, to)
      : await sendEmail(context, input);
  if (result.status === "FAILED") {
    const field = result.message === messages.sendFailed ? null : input.by;
    return { status: "FAILED", field, message: result.message };
  }
  const now = Date.now();
  if (result.status === "LIMITED") {
    // The device's or address's cap, not this number's: said as such, and no countdown for it.
    return { status: "LIMITED", field: null, message: limitedMessage(result.cooldownUntil, now) };
  }
  const cooldowns = mergeCooldowns(
    await readCooldowns(request, now),
    parseCooldowns({ [cooldownTarget(input.by, to) ?? to]: result.cooldownUntil }, now),
    now,
  );
  const headers = new Headers();
  headers.append("set-cookie", await cooldownHeader(cooldowns, now));
  return { status: result.status, by: input.by, to, cooldowns, headers };
}

export interface VerifyCodeInput {
  to: string;
  code: string;
  personalDataConsent: boolean;
}

export type VerifyCodeOutcome =
  | { ok: true; role: string; headers: Headers }
  | { ok: false; field: "code" | "personalDataConsent" | null; message: string };

/**
 * Checks the code. Right: the session starts (its cookies leave with the response) and a guest's
 * favourites join the account. A new shopper is asked for the consent (field
 * personalDataConsent) and the code stays unspent, so the same code is sent again with it.
 */
export async function verifyCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: VerifyCodeInput,
): Promise<VerifyCodeOutcome> {
  let signedIn;
  try {
    signedIn = await shopMutation(context, Authenticate, {
      emailOrPhone: input.to,
      code: input.code,
      personalDataConsent: input.personalDataConsent || null,
      consentVersion: input.personalDataConsent ? PERSONAL_DATA_CONSENT_VERSION : null,
    });
  } catch (error) {
    const refused = apiRefusal(error);
    if (!refused) throw error;
    const field = refused.field;
    if (field === "personalDataConsent") {
      return { ok: false, field, message: refused.message || messages.consentRequired };
    }
    if (field === "code") return { ok: false, field, message: messages.wrongCode };
    return { ok: false, field: null, message: refused.message };
  }
  const { user, authData } = signedIn.authenticate;
  startSession(context, authData);
  // The guest's cart joins the account's (docs/cart.md#guest-and-signed-in); the local cart stays.
  await mergeGuestCart(request, context);
  return {
    ok: true,
    role: user.accessLevel,
    headers: await mergeGuestFavourites(request, context),
  };
}

/** The guest's favourites cookie goes into the account (addFavourites) and is then removed. */
async function mergeGuestFavourites(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Headers> {
  const headers = new Headers();
  const productIds = await readFavouriteIds(request);
  if (productIds.length === 0) return headers;
  try {
    await shopMutation(context, AddFavourites, { productIds });
    headers.append("set-cookie", await serializeFavouriteIds([]));
  } catch (error) {
    // The sign-in itself succeeded; the cookie stays, so the next sign-in merges it again.
    console.error("[sign-in] guest favourites not merged:", error);
  }
  return headers;
}

/** Where a signed-in shopper goes: the return-to marker when it is a path of ours, else /account. */
export function successPath(returnTo: string | null | undefined): string {
  return safeRedirect(returnTo || null, "/account");
}

/**
 * What both sign-in pages (/auth, /enter-code) start from: a signed-in shopper goes on to the
 * return-to path at once; a guest gets the form's load time (the API measures the form's dwell time
 * from the storefront's clock: docs/identity.md#phone-code-endpoint) and the cooldown still
 * running.
 */
export async function signInStep(request: Request, context: Readonly<RouterContextProvider>) {
  const returnTo = new URL(request.url).searchParams.get("returnTo") ?? "";
  if (isSignedIn(getSession(context))) throw redirect(successPath(returnTo));
  return {
    returnTo,
    pageLoadTime: Date.now(),
    cooldown: cooldownView(await readCooldowns(request)),
  };
}
