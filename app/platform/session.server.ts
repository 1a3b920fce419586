import { decodeJwt } from "jose";
import { accessCookie, refreshCookie } from "./cookies.server.ts";

/**
 * The shopper's tokens, kept only in httpOnly cookies (docs/identity.md#tokens-and-cookies):
 * `meet-market-access` for 7 days and `meet-market-refresh` for 30 days, SameSite=Lax, Secure in
 * production. The access token's own `exp` (minutes) decides whether it is still good; the cookie
 * merely keeps it.
 */

/** A token pair as the shop API answers it (authenticate, refreshTokens). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The tokens of one storefront request. Loaders and actions read and renew them through the shop
 * client; `changed` tells the root middleware to send the cookies back ("renewed") or to delete
 * them ("cleared").
 */
export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  changed: "renewed" | "cleared" | null;
}

/** Tokens are opaque text of at most this length; anything longer is not ours. */
const MAX_TOKEN_LENGTH = 4096;

const asToken = (value: unknown): string | null =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_TOKEN_LENGTH ? value : null;

export async function readSession(request: Request): Promise<Session> {
  const header = request.headers.get("cookie");
  const [access, refresh] = await Promise.all([
    accessCookie.parse(header),
    refreshCookie.parse(header),
  ]);
  return { accessToken: asToken(access), refreshToken: asToken(refresh), changed: null };
}

/** Seconds of slack so a token does not expire between this check and the API's. */
const EXPIRY_SLACK_SECONDS = 10;

/**
 * Whether an access token is still good by its `exp`, read without verifying the signature:
 * the storefront does not hold the API's key, and the API verifies every token it is sent.
 */
export function isAccessTokenFresh(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" && exp - EXPIRY_SLACK_SECONDS > now / 1000;
  } catch {
    return false;
  }
}

/** Signed in = a valid, unexpired access token (docs/identity.md#session). */
export function isSignedIn(session: Session): boolean {
  return isAccessTokenFresh(session.accessToken);
}

/** Keeps new tokens for this request and sends them back as cookies. */
export function renewSession(session: Session, tokens: SessionTokens): void {
  session.accessToken = tokens.accessToken;
  session.refreshToken = tokens.refreshToken;
  session.changed = "renewed";
}

/** Forgets the tokens; the cookies are deleted if the browser sent any. */
export function clearSession(session: Session): void {
  if (session.accessToken || session.refreshToken || session.changed === "renewed") {
    session.changed = "cleared";
  }
  session.accessToken = null;
  session.refreshToken = null;
}

/** The Set-Cookie values that carry a changed session back to the browser (none if unchanged). */
export async function sessionCookies(session: Session): Promise<string[]> {
  if (session.changed === "renewed" && session.accessToken && session.refreshToken) {
    return Promise.all([
      accessCookie.serialize(session.accessToken),
      refreshCookie.serialize(session.refreshToken),
    ]);
  }
  if (session.changed === "cleared") {
    return Promise.all([
      accessCookie.serialize("", { maxAge: 0 }),
      refreshCookie.serialize("", { maxAge: 0 }),
    ]);
  }
  return [];
}
