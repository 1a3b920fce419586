/**
 * Refresh tokens: 256 random bits, stored only as a SHA-256 hash. Each refresh spends the token
 * and issues the next one in the same family; presenting a spent token again means it was
 * stolen (or the client is confused), so the whole family is revoked and both parties must
 * sign in again.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { AuthSettings } from "../graphql/context.ts";

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a refresh token, in a new family unless one is given. */
export async function issueRefreshToken(
  db: Database,
  auth: AuthSettings,
  userId: number,
  now: Date,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + auth.refreshTokenTtlMs);
  await db.insert(t.refreshToken).values({
    userId,
    tokenHash: hashToken(token),
    familyId,
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return { token, expiresAt };
}

export type Rotation =
  | { ok: true; userId: number; refreshToken: IssuedRefreshToken }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/** Spends a refresh token and issues its successor; a reused token revokes its family. */
export async function rotateRefreshToken(
  db: Database,
  auth: AuthSettings,
  token: string,
  now: Date,
): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.refreshToken)
      .where(eq(t.refreshToken.tokenHash, hashToken(token)))
      .for("update");
    if (!row) return { ok: false, reason: "unknown" };
    if (row.revokedAt) return { ok: false, reason: "revoked" };
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: "reused" };
    }
    if (row.expiresAt <= now) return { ok: false, reason: "expired" };

    const [user] = await tx
      .select({ id: t.user.id })
      .from(t.user)
      .where(and(eq(t.user.id, row.userId), isNull(t.user.deletedAt)));
    if (!user) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: "revoked" };
    }
    await tx
      .update(t.refreshToken)
      .set({ usedAt: now, updatedAt: now })
      .where(eq(t.refreshToken.id, row.id));
    const refreshToken = await issueRefreshToken(tx, auth, row.userId, now, row.familyId);
    return { ok: true, userId: row.userId, refreshToken };
  });
}

async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(t.refreshToken)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(t.refreshToken.familyId, familyId), isNull(t.refreshToken.revokedAt)));
}
