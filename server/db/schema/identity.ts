/** Shoppers and staff, how they sign in, and the addresses they deliver to. */
import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps, money } from "./columns.ts";
import { accessLevel, codePurpose, messageChannel, registrationSource, sex } from "./enums.ts";
import { city, country } from "./geography.ts";

/** A user's level in the loyalty programme (its ledger is in loyalty.ts); here, as every user has one. */
export const loyaltyLevel = pgTable("loyalty_level", {
  id: id(),
  name: text("name").notNull(),
  /** Percent of a purchase returned as bonuses (cashback). */
  chargePercentage: smallint("charge_percentage").notNull(),
  /** Percent of a purchase that may be paid with bonuses. */
  chargeOffPercentage: smallint("charge_off_percentage").notNull(),
  /** Kopecks spent to reach the level. */
  requiredSpentAmount: money("required_spent_amount"),
  ...timestamps,
});

export const user = pgTable(
  "user",
  {
    id: id(),
    registrationSource: registrationSource("registration_source").notNull(),
    name: text("name"),
    surname: text("surname"),
    lastname: text("lastname"),
    avatarUrl: text("avatar_url"),
    sex: sex("sex"),
    /** +7XXXXXXXXXX */
    phone: text("phone"),
    email: text("email"),
    accessLevel: accessLevel("access_level").notNull().default("USER"),
    loyaltyLevelId: integer("loyalty_level_id").references(() => loyaltyLevel.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("user_phone_key")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex("user_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/** 152-FZ: each consent to the processing of personal data, with its time, IP and text version. */
export const personalDataConsent = pgTable(
  "personal_data_consent",
  {
    id: id(),
    userId: integer("user_id").references(() => user.id),
    /** The phone or e-mail the consent was given for. */
    subject: text("subject").notNull(),
    textVersion: text("text_version").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("personal_data_consent_user_idx").on(t.userId)],
);

/** One-time sign-in codes: stored hashed, short-lived, with a bounded number of tries. */
export const authCode = pgTable(
  "auth_code",
  {
    id: id(),
    /** Normalised phone (+7…) or lower-case e-mail. */
    target: text("target").notNull(),
    channel: messageChannel("channel").notNull(),
    /** A shopper's code never signs staff in, nor the other way (docs/back-office.md#sign-in). */
    purpose: codePurpose("purpose").notNull().default("SHOPPER"),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: smallint("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** Who asked (IP / device fingerprint), for per-client cooldowns. */
    clientKey: text("client_key"),
    /** The asking client's IP, for a per-address hourly limit (a fingerprint is client-chosen). */
    ip: text("ip"),
    ...timestamps,
  },
  (t) => [
    index("auth_code_target_idx").on(t.target, t.createdAt),
    index("auth_code_client_idx").on(t.clientKey, t.createdAt),
    index("auth_code_ip_idx").on(t.ip, t.createdAt),
    // The shop-wide budget counts a channel's codes of the last day.
    index("auth_code_channel_idx").on(t.channel, t.createdAt),
  ],
);

/** Refresh tokens, stored hashed; rotation keeps a family so a reused token revokes it. */
export const refreshToken = pgTable(
  "refresh_token",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    tokenHash: text("token_hash").notNull(),
    familyId: uuid("family_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refresh_token_hash_key").on(t.tokenHash),
    index("refresh_token_family_idx").on(t.familyId),
  ],
);

/** Messages the offline SMS and e-mail providers would have sent (visible to developers). */
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: id(),
    channel: messageChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [index("outbox_message_recipient_idx").on(t.recipient, t.createdAt)],
);

export const address = pgTable(
  "address",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    country: text("country").notNull(),
    countryId: integer("country_id").references(() => country.id),
    city: text("city").notNull(),
    cityId: integer("city_id").references(() => city.id),
    street: text("street").notNull(),
    house: text("house").notNull(),
    apartment: text("apartment"),
    building: text("building"),
    index: text("index"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps,
  },
  (t) => [index("address_user_idx").on(t.userId)],
);
