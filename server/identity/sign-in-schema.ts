/**
 * Sign-in by a one-time code (docs/identity.md#identity-api): sendSmsCode / sendEmailCode,
 * authenticate (signs a new shopper up, with the 152-FZ consent), refreshTokens (rotation with
 * reuse detection).
 */
import { GraphQLError } from "graphql";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput, unauthenticated } from "../graphql/errors.ts";
import { assertSignInAvailable } from "./availability.ts";
import { clientInfo } from "./client.ts";
import { checkCode, consumeCode } from "./code-service.ts";
import { type Contact, parseContact } from "./contact.ts";
import {
  CONSENT_REQUIRED_MESSAGE,
  fingerprint,
  SESSION_ENDED_MESSAGE,
  toEmailContact,
  toPhoneContact,
  WRONG_CODE_MESSAGE,
} from "./input.ts";
import { issueRefreshToken, rotateRefreshToken } from "./refresh-token-service.ts";
import { CodeSendError, SEND_FAILED_MESSAGE, sendSignInCode } from "./send-code.ts";
import { signAccessToken } from "./tokens.ts";
import { AuthPayload, type AuthDataValue, CodeSendResult } from "./user-schema.ts";
import {
  findUser,
  findUserByContact,
  PERSONAL_DATA_CONSENT_VERSION,
  signUp,
} from "./user-service.ts";

/**
 * Sends a shopper's code (a sign-in's, or a guest's alert's: docs/alerts.md#a-guests-contact); a
 * provider's failure is CODE_SEND_FAILED with the shopper's words.
 */
export async function sendShopperCode(
  ctx: ShopContext,
  contact: Contact,
  clientFp: string | null | undefined,
  purpose: "SHOPPER" | "ALERT" = "SHOPPER",
) {
  assertSignInAvailable(ctx.providers, contact.channel);
  try {
    return await sendSignInCode(
      ctx,
      contact,
      { ...clientInfo(ctx.request), fingerprint: fingerprint(clientFp) },
      purpose,
    );
  } catch (error) {
    if (error instanceof CodeSendError) {
      throw new GraphQLError(SEND_FAILED_MESSAGE, { extensions: { code: "CODE_SEND_FAILED" } });
    }
    throw error;
  }
}

/** A fresh pair of tokens; a new refresh token family per sign-in (one per device). */
export async function issueTokens(ctx: ShopContext, userId: number): Promise<AuthDataValue> {
  const now = ctx.providers.clock.now();
  const access = await signAccessToken(ctx.auth, ctx.providers.clock, userId);
  const refresh = await issueRefreshToken(ctx.db, ctx.auth, userId, now);
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refresh.expiresAt,
  };
}

const SendSmsCodeDto = builder.inputType("SendSmsCodeDto", {
  fields: (f) => ({
    phone: f.string({ required: true, description: "Any common spelling of a +7 number." }),
    clientFp: f.string({ required: false, description: "SHA-256 device fingerprint (hex)." }),
  }),
});

builder.mutationField("sendSmsCode", (f) =>
  f.field({
    type: CodeSendResult,
    description:
      "Sends a 4-digit code by SMS, unless the phone's cooldown runs (status COOLDOWN) or this device or address asked for too many codes this hour (status LIMITED).",
    args: { dto: f.arg({ type: SendSmsCodeDto, required: true }) },
    resolve: (_root, { dto }, ctx) => sendShopperCode(ctx, toPhoneContact(dto.phone), dto.clientFp),
  }),
);

const SendEmailCodeDto = builder.inputType("SendEmailCodeDto", {
  fields: (f) => ({
    email: f.string({ required: true }),
    clientFp: f.string({ required: false, description: "SHA-256 device fingerprint (hex)." }),
  }),
});

builder.mutationField("sendEmailCode", (f) =>
  f.field({
    type: CodeSendResult,
    description:
      "Sends a 4-digit code by e-mail, unless the e-mail's cooldown runs (status COOLDOWN) or this device or address asked for too many codes this hour (status LIMITED).",
    args: { dto: f.arg({ type: SendEmailCodeDto, required: true }) },
    resolve: (_root, { dto }, ctx) => sendShopperCode(ctx, toEmailContact(dto.email), dto.clientFp),
  }),
);

const AuthenticateDto = builder.inputType("AuthenticateDto", {
  fields: (f) => ({
    emailOrPhone: f.string({ required: true }),
    code: f.string({ required: true, description: "The 4 digits sent." }),
    personalDataConsent: f.boolean({
      required: false,
      description:
        "Required (true) to sign a new shopper up: the separate, unticked consent to the processing of personal data (152-FZ).",
    }),
    consentVersion: f.string({
      required: false,
      description: `The version of the consent text shown; ${PERSONAL_DATA_CONSENT_VERSION} unless sent.`,
    }),
  }),
});

builder.mutationField("authenticate", (f) =>
  f.field({
    type: AuthPayload,
    description: "Signs in by code; a phone / e-mail not yet registered signs up (with consent).",
    args: { dto: f.arg({ type: AuthenticateDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const contact = parseContact(dto.emailOrPhone);
      if (!contact) {
        throw badUserInput("Введите номер телефона или e-mail", "emailOrPhone");
      }
      const consentVersion = dto.consentVersion?.trim() || PERSONAL_DATA_CONSENT_VERSION;
      if (consentVersion.length > 64) {
        throw badUserInput("Неверная версия согласия", "consentVersion");
      }
      const now = ctx.providers.clock.now();
      const checked = await checkCode(ctx.db, ctx.auth, contact.target, dto.code.trim(), now);
      if (!checked.ok) throw badUserInput(WRONG_CODE_MESSAGE, "code");

      // Asked only after the code is right, so the question does not reveal who has an account.
      const existing = await findUserByContact(ctx.db, contact);
      if (!existing && dto.personalDataConsent !== true) {
        throw badUserInput(CONSENT_REQUIRED_MESSAGE, "personalDataConsent");
      }
      if (!(await consumeCode(ctx.db, checked.id, now))) {
        throw badUserInput(WRONG_CODE_MESSAGE, "code");
      }
      const user =
        existing ??
        (await signUp(ctx.db, { contact, consentVersion, client: clientInfo(ctx.request), now }));
      return { user, authData: await issueTokens(ctx, user.id) };
    },
  }),
);

const RefreshTokensDto = builder.inputType("RefreshTokensDto", {
  fields: (f) => ({ refreshToken: f.string({ required: true }) }),
});

builder.mutationField("refreshTokens", (f) =>
  f.field({
    type: AuthPayload,
    description:
      "Spends the refresh token and answers a new pair. A token used twice revokes every token descended from the same sign-in.",
    args: { dto: f.arg({ type: RefreshTokensDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const now = ctx.providers.clock.now();
      const rotation = await rotateRefreshToken(ctx.db, ctx.auth, dto.refreshToken, now);
      if (!rotation.ok) throw unauthenticated(SESSION_ENDED_MESSAGE);
      const user = await findUser(ctx.db, rotation.userId);
      if (!user) throw unauthenticated(SESSION_ENDED_MESSAGE);
      const access = await signAccessToken(ctx.auth, ctx.providers.clock, user.id);
      return {
        user,
        authData: {
          accessToken: access.token,
          accessTokenExpiresAt: access.expiresAt,
          refreshToken: rotation.refreshToken.token,
          refreshTokenExpiresAt: rotation.refreshToken.expiresAt,
        },
      };
    },
  }),
);
