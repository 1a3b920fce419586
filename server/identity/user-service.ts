/**
 * Shoppers' accounts: found by their phone or e-mail, created on the first sign-in with the 152-FZ
 * consent on record and the registration bonus (5 000: docs/loyalty.md#registration-bonus) granted
 * once, with a personal registration promo code (docs/cart.md#personal-promo-codes).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { issueRegistrationPromoCode } from "./registration-promo-code.ts";
import type { ClientInfo } from "./client.ts";
import type { Contact } from "./contact.ts";

export type UserRow = typeof t.user.$inferSelect;

/** Bonuses (1 bonus = 1 ₽, as bonus_transaction.amount counts them). */
export const REGISTRATION_BONUS = 5_000;

/** The version of the consent text (/info/offer/personal-data) sign-up records unless told. */
export const PERSONAL_DATA_CONSENT_VERSION = "2026-11-01";

/** The condition "this user's phone / e-mail is the contact's". */
export function hasContact(contact: Contact) {
  return contact.channel === "SMS"
    ? eq(t.user.phone, contact.target)
    : eq(sql`lower(${t.user.email})`, contact.target);
}

export async function findUserByContact(db: Database, contact: Contact): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(t.user)
    .where(and(hasContact(contact), isNull(t.user.deletedAt)));
  return row ?? null;
}

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(t.user)
    .where(and(eq(t.user.id, id), isNull(t.user.deletedAt)));
  return row ?? null;
}

export interface SignUp {
  contact: Contact;
  consentVersion: string;
  client: ClientInfo;
  now: Date;
}

/**
 * Creates the account with its consent record and registration bonus, in one transaction. When
 * a parallel sign-up for the same phone / e-mail won, that account is returned.
 */
export function signUp(db: Database, { contact, consentVersion, client, now }: SignUp) {
  return db.transaction(async (tx) => {
    const [entryLevel] = await tx
      .select({ id: t.loyaltyLevel.id })
      .from(t.loyaltyLevel)
      .where(isNull(t.loyaltyLevel.deletedAt))
      .orderBy(asc(t.loyaltyLevel.requiredSpentAmount), asc(t.loyaltyLevel.id))
      .limit(1);
    const [created] = await tx
      .insert(t.user)
      .values({
        registrationSource: contact.channel === "SMS" ? "PHONE" : "EMAIL",
        phone: contact.channel === "SMS" ? contact.target : null,
        email: contact.channel === "EMAIL" ? contact.target : null,
        loyaltyLevelId: entryLevel?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const user = created ?? (await findUserByContact(tx, contact));
    if (!user) throw new Error(`No user for ${contact.channel} after sign-up`);

    await tx.insert(t.personalDataConsent).values({
      userId: user.id,
      subject: contact.target,
      textVersion: consentVersion,
      ip: client.ip,
      userAgent: client.userAgent,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(t.bonusTransaction)
      .values({
        userId: user.id,
        amount: REGISTRATION_BONUS,
        reason: "REGISTRATION",
        createdAt: now,
      })
      .onConflictDoNothing();
    // Only a new account gets the registration code, not the one a parallel sign-up made.
    if (created) await issueRegistrationPromoCode(tx, user.id, now);
    return user;
  });
}
