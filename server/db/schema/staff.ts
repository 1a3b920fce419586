/**
 * The back office's people (docs/back-office.md): staff accounts with their roles, their sign-in
 * sessions, the named tokens of the operator API, and the audit log of everything they do
 * (docs/decisions/044-staff-accounts-and-audit-log.md).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id } from "./columns.ts";
import { staffRole } from "./enums.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A staff member. Removal keeps the row (the audit log names it): `removedAt` set, they cannot
 * sign in and their sessions and tokens stop working. A phone or e-mail belongs to one member
 * at a time; both are normalised as a shopper's are (server/identity/contact.ts).
 */
export const staff = pgTable(
  "staff",
  {
    id: id(),
    name: text("name").notNull(),
    /** +7XXXXXXXXXX */
    phone: text("phone"),
    /** Lower case. */
    email: text("email"),
    role: staffRole("role").notNull(),
    invitedBy: integer("invited_by").references((): AnyPgColumn => staff.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    removedAt: at("removed_at"),
  },
  (t) => [
    uniqueIndex("staff_phone_key")
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.removedAt} is null`),
    uniqueIndex("staff_email_key")
      .on(t.email)
      .where(sql`${t.email} is not null and ${t.removedAt} is null`),
  ],
);

/** A sign-in to the back office: its JWT names it, and signing out revokes it. */
export const staffSession = pgTable(
  "staff_session",
  {
    id: uuid("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("staff_session_staff_idx").on(t.staffId)],
);

/** A named token of the operator API; only its SHA-256 is kept, the token is shown once. */
export const staffToken = pgTable(
  "staff_token",
  {
    id: id(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("staff_token_hash_key").on(t.tokenHash),
    uniqueIndex("staff_token_name_key")
      .on(t.staffId, t.name)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The audit log: one line per staff action, never changed nor deleted (a trigger refuses
 * UPDATE, DELETE and TRUNCATE: migration 0017). The staff member's name is copied as it was.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: id(),
    at: at("at").notNull().defaultNow(),
    /** Null for the shared OPERATOR_API_TOKEN, which is nobody's. */
    staffId: integer("staff_id").references(() => staff.id),
    staffName: text("staff_name").notNull(),
    tokenName: text("token_name"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("staff_audit_at_idx").on(t.at, t.id),
    index("staff_audit_staff_idx").on(t.staffId, t.at),
    index("staff_audit_action_idx").on(t.action, t.at),
  ],
);

/**
 * A wrong staff sign-in code, by client and contact: past the limits of
 * docs/back-office.md#sign-in the check is refused before any code is tried.
 */
export const staffSignInFailure = pgTable(
  "staff_sign_in_failure",
  {
    id: id(),
    at: at("at").notNull().defaultNow(),
    /** The device fingerprint or address, as the code limits key them; null when unknown. */
    clientKey: text("client_key"),
    target: text("target").notNull(),
  },
  (t) => [
    index("staff_sign_in_failure_client_idx").on(t.clientKey, t.at),
    index("staff_sign_in_failure_target_idx").on(t.target, t.at),
  ],
);
