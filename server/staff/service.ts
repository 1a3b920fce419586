/**
 * Staff accounts and their named tokens (docs/back-office.md): found by a contact, invited,
 * given a role, removed (the row stays for the audit log; sessions and tokens end with it).
 * Shared by the GraphQL API (schema.ts) and `npm run staff` (scripts/staff.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { StaffRole } from "../graphql/context.ts";
import { normaliseEmail, normalisePhone } from "../identity/contact.ts";
import type { Contact } from "../identity/contact.ts";

export type StaffRow = typeof t.staff.$inferSelect;
export type StaffTokenRow = Omit<typeof t.staffToken.$inferSelect, "tokenHash">;

/** Why a change to the staff was refused, in Russian for the back office's forms. */
export class StaffChangeError extends Error {
  override name = "StaffChangeError";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const STAFF_CHANGE_MESSAGES = {
  noContact: "Укажите телефон или e-mail",
  badPhone: "Введите российский номер телефона",
  badEmail: "Введите e-mail",
  phoneTaken: "Этот телефон уже у другого сотрудника",
  emailTaken: "Этот e-mail уже у другого сотрудника",
  notFound: "Такого сотрудника нет",
  lastOwner: "В магазине должен остаться хотя бы один владелец",
  tokenNotFound: "Такого токена нет",
  tokenNameTaken: "Токен с таким названием уже есть",
} as const;

/** An active (not removed) staff member by a phone or e-mail. */
export async function findStaffByContact(
  db: Database,
  contact: Contact,
): Promise<StaffRow | undefined> {
  const column = contact.channel === "SMS" ? t.staff.phone : t.staff.email;
  const [row] = await db
    .select()
    .from(t.staff)
    .where(and(eq(column, contact.target), isNull(t.staff.removedAt)))
    .limit(1);
  return row;
}

export async function findStaff(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(t.staff).where(eq(t.staff.id, id)).limit(1);
  return row;
}

/** Every staff member, the removed ones too when asked, in the order they joined. */
export function listStaff(db: Database, options: { includeRemoved?: boolean } = {}) {
  return db
    .select()
    .from(t.staff)
    .where(options.includeRemoved ? undefined : isNull(t.staff.removedAt))
    .orderBy(asc(t.staff.id));
}

export interface NewStaff {
  name: string;
  phone?: string | null;
  email?: string | null;
  role: StaffRole;
  invitedBy?: number | null;
}

/** Adds a staff member; a phone or e-mail another active member has is refused. */
export async function addStaff(db: Database, input: NewStaff): Promise<StaffRow> {
  const phone = input.phone?.trim() ? normalisePhone(input.phone) : null;
  const email = input.email?.trim() ? normaliseEmail(input.email) : null;
  if (input.phone?.trim() && !phone) {
    throw new StaffChangeError(STAFF_CHANGE_MESSAGES.badPhone, "phone");
  }
  if (input.email?.trim() && !email) {
    throw new StaffChangeError(STAFF_CHANGE_MESSAGES.badEmail, "email");
  }
  if (!phone && !email) throw new StaffChangeError(STAFF_CHANGE_MESSAGES.noContact, "phone");
  return db.transaction(async (tx) => {
    if (phone && (await findStaffByContact(tx, { channel: "SMS", target: phone }))) {
      throw new StaffChangeError(STAFF_CHANGE_MESSAGES.phoneTaken, "phone");
    }
    if (email && (await findStaffByContact(tx, { channel: "EMAIL", target: email }))) {
      throw new StaffChangeError(STAFF_CHANGE_MESSAGES.emailTaken, "email");
    }
    const [row] = await tx
      .insert(t.staff)
      .values({
        name: input.name.trim(),
        phone,
        email,
        role: input.role,
        invitedBy: input.invitedBy ?? null,
      })
      .returning();
    if (!row) throw new Error("staff not inserted");
    return row;
  });
}

/** The other active owners than `id`: a change that would leave none is refused. */
async function otherOwners(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.staff)
    .where(and(eq(t.staff.role, "OWNER"), isNull(t.staff.removedAt), ne(t.staff.id, id)));
  return row?.n ?? 0;
}

async function activeStaff(db: Database, id: number): Promise<StaffRow> {
  const row = await findStaff(db, id);
  if (!row || row.removedAt) throw new StaffChangeError(STAFF_CHANGE_MESSAGES.notFound, "staffId");
  return row;
}

/** Gives a member another role; the last owner stays an owner. */
export function changeStaffRole(
  db: Database,
  id: number,
  role: StaffRole,
): Promise<{ before: StaffRow; after: StaffRow }> {
  return db.transaction(async (tx) => {
    const before = await activeStaff(tx, id);
    if (before.role === "OWNER" && role !== "OWNER" && (await otherOwners(tx, id)) === 0) {
      throw new StaffChangeError(STAFF_CHANGE_MESSAGES.lastOwner, "role");
    }
    const [after] = await tx.update(t.staff).set({ role }).where(eq(t.staff.id, id)).returning();
    if (!after) throw new Error("staff not updated");
    return { before, after };
  });
}

/** Removes a member: the row stays, their sessions and tokens end now. The last owner stays. */
export function removeStaff(db: Database, id: number, now: Date): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const before = await activeStaff(tx, id);
    if (before.role === "OWNER" && (await otherOwners(tx, id)) === 0) {
      throw new StaffChangeError(STAFF_CHANGE_MESSAGES.lastOwner, "staffId");
    }
    const [row] = await tx
      .update(t.staff)
      .set({ removedAt: now })
      .where(eq(t.staff.id, id))
      .returning();
    await tx
      .update(t.staffSession)
      .set({ revokedAt: now })
      .where(and(eq(t.staffSession.staffId, id), isNull(t.staffSession.revokedAt)));
    await tx
      .update(t.staffToken)
      .set({ revokedAt: now })
      .where(and(eq(t.staffToken.staffId, id), isNull(t.staffToken.revokedAt)));
    if (!row) throw new Error("staff not removed");
    return row;
  });
}

/** A named token's text: a prefix that says what it is, and 256 random bits. */
const TOKEN_PREFIX = "mmst_";

export const hashStaffToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const isStaffTokenText = (token: string) =>
  token.startsWith(TOKEN_PREFIX) && token.length <= 128;

const tokenColumns = {
  id: t.staffToken.id,
  staffId: t.staffToken.staffId,
  name: t.staffToken.name,
  createdAt: t.staffToken.createdAt,
  lastUsedAt: t.staffToken.lastUsedAt,
  revokedAt: t.staffToken.revokedAt,
};

/** Creates a named token for a member; the token is answered once, only its hash is kept. */
export async function createStaffToken(
  db: Database,
  staffId: number,
  name: string,
): Promise<{ token: string; row: StaffTokenRow }> {
  return db.transaction(async (tx) => {
    await activeStaff(tx, staffId);
    const [taken] = await tx
      .select({ id: t.staffToken.id })
      .from(t.staffToken)
      .where(
        and(
          eq(t.staffToken.staffId, staffId),
          eq(t.staffToken.name, name),
          isNull(t.staffToken.revokedAt),
        ),
      );
    if (taken) throw new StaffChangeError(STAFF_CHANGE_MESSAGES.tokenNameTaken, "name");
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
    const [row] = await tx
      .insert(t.staffToken)
      .values({ staffId, name, tokenHash: hashStaffToken(token) })
      .returning(tokenColumns);
    if (!row) throw new Error("staff token not inserted");
    return { token, row };
  });
}

/** Tokens of some members (all when `staffIds` is undefined), newest first; revoked ones too. */
export function listStaffTokens(db: Database, staffIds?: number[]): Promise<StaffTokenRow[]> {
  return db
    .select(tokenColumns)
    .from(t.staffToken)
    .where(staffIds ? inArray(t.staffToken.staffId, staffIds) : undefined)
    .orderBy(asc(t.staffToken.staffId), asc(t.staffToken.id));
}

export async function findStaffToken(db: Database, id: number) {
  const [row] = await db.select(tokenColumns).from(t.staffToken).where(eq(t.staffToken.id, id));
  return row;
}

/** Revokes a token; false when it was revoked already. */
export async function revokeStaffToken(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(t.staffToken)
    .set({ revokedAt: now })
    .where(and(eq(t.staffToken.id, id), isNull(t.staffToken.revokedAt)))
    .returning({ id: t.staffToken.id });
  return rows.length > 0;
}

/**
 * The member a named token belongs to, when the token is live and its member not removed; its
 * use is noted (last_used_at).
 */
export async function staffByToken(db: Database, token: string, now: Date) {
  if (!isStaffTokenText(token)) return undefined;
  const [row] = await db
    .select({
      tokenId: t.staffToken.id,
      tokenName: t.staffToken.name,
      id: t.staff.id,
      name: t.staff.name,
      role: t.staff.role,
    })
    .from(t.staffToken)
    .innerJoin(t.staff, eq(t.staff.id, t.staffToken.staffId))
    .where(
      and(
        eq(t.staffToken.tokenHash, hashStaffToken(token)),
        isNull(t.staffToken.revokedAt),
        isNull(t.staff.removedAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  await db.update(t.staffToken).set({ lastUsedAt: now }).where(eq(t.staffToken.id, row.tokenId));
  return row;
}
