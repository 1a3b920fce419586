/**
 * Access tokens: short-lived JWTs (HS256, jose) that carry the user id, so any instance checks them
 * without the database. Their `exp` is what counts (docs/identity.md#session), whatever the
 * cookie's life.
 */
import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { AuthSettings, CodeBudget } from "../graphql/context.ts";
import type { Clock } from "../providers/clock.ts";

/** What createShopApi / startShopApi are given (AUTH_SECRET in the storefront's environment). */
export interface AuthConfig {
  /** At least 32 characters; the same on every instance. */
  secret: string;
  /** Access token lifetime, 15 minutes unless set. */
  accessTokenTtlSeconds?: number;
  /** Refresh token lifetime, 30 days unless set. */
  refreshTokenTtlSeconds?: number;
  /** A staff session's lifetime, 12 hours unless set. */
  staffSessionTtlSeconds?: number;
  /**
   * How many sign-in codes each channel may send in all, whoever asks
   * (CODE_BUDGET_PER_HOUR / CODE_BUDGET_PER_DAY, docs/identity.md#the-shops-budget-of-codes).
   */
  codeBudget?: Partial<CodeBudget>;
}

export const DEFAULT_CODE_BUDGET: CodeBudget = { perHour: 300, perDay: 2000 };

export const MIN_SECRET_LENGTH = 32;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A staff session lasts a working day (docs/back-office.md#sessions). */
export const DEFAULT_STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;

const ISSUER = "meet-market";

/** Derives independent keys from one secret so a leak of one use does not reach the other. */
function derive(secret: string, purpose: string): Buffer {
  return createHash("sha256").update(`${purpose}\0${secret}`).digest();
}

/**
 * Resolves the auth configuration. Without one (tests, tools) a random per-process secret is
 * used: safe, but tokens and codes then live only as long as the process. The storefront always
 * passes AUTH_SECRET, which its environment requires in production.
 */
export function resolveAuth(config?: AuthConfig): AuthSettings {
  const secret = config?.secret ?? randomBytes(32).toString("base64url");
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The auth secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return {
    jwtKey: derive(secret, "access-token"),
    staffJwtKey: derive(secret, "staff-session-token"),
    staffSessionTtlMs: (config?.staffSessionTtlSeconds ?? DEFAULT_STAFF_SESSION_TTL_SECONDS) * 1000,
    codeKey: derive(secret, "sign-in-code"),
    accessTokenTtlMs: (config?.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS) * 1000,
    refreshTokenTtlMs: (config?.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS) * 1000,
    codeBudget: {
      perHour: config?.codeBudget?.perHour ?? DEFAULT_CODE_BUDGET.perHour,
      perDay: config?.codeBudget?.perDay ?? DEFAULT_CODE_BUDGET.perDay,
    },
  };
}

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export async function signAccessToken(
  auth: AuthSettings,
  clock: Clock,
  userId: number,
): Promise<AccessToken> {
  const now = clock.now().getTime();
  const expiresAt = new Date(now + auth.accessTokenTtlMs);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(auth.jwtKey);
  return { token, expiresAt };
}

export type AccessTokenCheck =
  { ok: true; userId: number } | { ok: false; reason: "expired" | "invalid" };

/** Checks signature, issuer and expiry against the API's clock. */
export async function verifyAccessToken(
  auth: AuthSettings,
  clock: Clock,
  token: string,
): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, auth.jwtKey, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: clock.now(),
      requiredClaims: ["sub", "exp"],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0
      ? { ok: true, userId }
      : { ok: false, reason: "invalid" };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    // Any other jose error (bad signature, malformed token, wrong algorithm) is a rejected token.
    if (error instanceof errors.JOSEError) return { ok: false, reason: "invalid" };
    throw error;
  }
}
