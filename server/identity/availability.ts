/**
 * Sign-in by a channel production has no gateway for (docs/identity.md#sending-a-code): refused
 * before a code is made, with the reason in Russian, never «sent» to nowhere
 * (docs/decisions/030-demo-and-production.md).
 */
import { GraphQLError } from "graphql";
import { isUnavailable, type ShopProviders } from "../providers/index.ts";
import type { Contact } from "./contact.ts";

export const PHONE_SIGN_IN_UNAVAILABLE_MESSAGE =
  "Вход по телефону временно недоступен. Войдите по e-mail";
export const EMAIL_SIGN_IN_UNAVAILABLE_MESSAGE =
  "Вход по e-mail временно недоступен. Войдите по телефону";

/** The shopper's message when the channel's provider is switched off; null when it works. */
export function signInUnavailable(
  providers: ShopProviders,
  channel: Contact["channel"],
): string | null {
  if (channel === "SMS") {
    return isUnavailable(providers.sms) ? PHONE_SIGN_IN_UNAVAILABLE_MESSAGE : null;
  }
  return isUnavailable(providers.mail) ? EMAIL_SIGN_IN_UNAVAILABLE_MESSAGE : null;
}

/** Throws the GraphQL refusal (code SIGN_IN_UNAVAILABLE) when the channel is switched off. */
export function assertSignInAvailable(providers: ShopProviders, channel: Contact["channel"]) {
  const message = signInUnavailable(providers, channel);
  if (message) throw new GraphQLError(message, { extensions: { code: "SIGN_IN_UNAVAILABLE" } });
}
