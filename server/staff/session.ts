/**
 * Staff sessions (docs/back-office.md#sessions): a signed JWT (HS256, jose) of its own key,
 * issuer and audience, so that a shopper's access token is never a staff token nor the other way
 * round. It names a staff_session row, checked with the staff member on every request: signing
 * out, or the member's removal, ends it at once.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { AuthSettings, StaffViewer } from "../graphql/context.ts";
import type { Clock } from "../providers/clock.ts";

const ISSUER = "meet-market-back-office";
const AUDIENCE = "meet-market-staff";

/** Bearer tokens are opaque text of at most this length; anything longer is not ours. */
const MAX_TOKEN_LENGTH = 4096;

export interface StaffSessionToken {
  token: string;
  expiresAt: Date;
  sessionId: string;
}

/** Starts a session for a staff member and signs its token. */
export async function startStaffSession(
  db: Database,
  auth: AuthSettings,
  clock: Clock,
  staffId: number,
): Promise<StaffSessionToken> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + auth.staffSessionTtlMs);
  const sessionId = randomUUID();
  await db.insert(t.staffSession).values({ id: sessionId, staffId, createdAt: now, expiresAt });
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(staffId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(auth.staffJwtKey);
  return { token, expiresAt, sessionId };
}

/** Ends a session: its token is refused from now on. */
export async function endStaffSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(t.staffSession)
    .set({ revokedAt: now })
    .where(and(eq(t.staffSession.id, sessionId), isNull(t.staffSession.revokedAt)));
}

/** A staff token's claims when its signature, issuer, audience and expiry hold; else null. */
export async function verifyStaffToken(
  auth: AuthSettings,
  clock: Clock,
  token: string,
): Promise<{ staffId: number; sessionId: string } | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, auth.staffJwtKey, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ["sub", "exp", "sid"],
    });
    const staffId = Number(payload.sub);
    const sessionId = payload.sid;
    return Number.isSafeInteger(staffId) && staffId > 0 && typeof sessionId === "string"
      ? { staffId, sessionId }
      : null;
  } catch (error) {
    // Expired, a bad signature, a shopper's token (another key, no audience): not staff.
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The staff member a Bearer token signs in, with the session it names: a valid staff JWT whose
 * session is neither revoked nor over and whose member is not removed. Null for anything else,
 * a shopper's token among them.
 */
export async function resolveStaffSession(
  db: Database,
  auth: AuthSettings,
  clock: Clock,
  token: string | null,
): Promise<{ staff: StaffViewer; sessionId: string } | null> {
  if (!token) return null;
  const claims = await verifyStaffToken(auth, clock, token);
  if (!claims || !UUID.test(claims.sessionId)) return null;
  const [row] = await db
    .select({ id: t.staff.id, name: t.staff.name, role: t.staff.role })
    .from(t.staffSession)
    .innerJoin(t.staff, eq(t.staff.id, t.staffSession.staffId))
    .where(
      and(
        eq(t.staffSession.id, claims.sessionId),
        eq(t.staffSession.staffId, claims.staffId),
        isNull(t.staffSession.revokedAt),
        gt(t.staffSession.expiresAt, clock.now()),
        isNull(t.staff.removedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    staff: { id: String(row.id), name: row.name, role: row.role, tokenName: null },
    sessionId: claims.sessionId,
  };
}
