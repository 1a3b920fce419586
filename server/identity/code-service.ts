/**
 * One-time sign-in codes (4 digits: docs/identity.md#sign-in-codes). A code is random, stored only
 * as a keyed hash, expires after 5 minutes and allows 5 tries. Sending is limited in the database,
 * so the limits hold across stateless instances: per phone / e-mail a cooldown between codes and an
 * hourly cap (the countdown the form shows for that phone or e-mail, and only for it); per client
 * (device fingerprint, else IP) and per IP an hourly cap, whatever phones they name, answered
 * apart so that a corrected number is never kept waiting for another's countdown; and per channel
 * a budget for the whole shop, an hour's and a day's, that new numbers and forged addresses cannot
 * get round (docs/identity.md#the-shops-budget-of-codes). docs/decisions/014-sign-in-codes.md and
 * 036-cashback-computed-cooldown-per-number.md explain the numbers.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Contact } from "./contact.ts";
import type { AuthSettings } from "../graphql/context.ts";

export const CODE_LENGTH = 4;
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const SEND_COOLDOWN_MS = 60_000;
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
export const MAX_CODES_PER_TARGET_PER_HOUR = 5;
export const MAX_CODES_PER_CLIENT_PER_HOUR = 10;
export const MAX_CODES_PER_IP_PER_HOUR = 20;

export interface CodeRequest {
  contact: Contact;
  /** The device fingerprint when the client sent one, else the IP; null when neither is known. */
  clientKey: string | null;
  ip: string | null;
  now: Date;
  /**
   * A staff member's code (docs/back-office.md#sign-in) is apart from a shopper's: its own
   * cooldown, never checked as the other's, and outside the shop's budget, as it only goes to a
   * known staff contact. The per-client and per-address caps count both. SHOPPER unless told.
   */
  purpose?: CodePurpose;
}

export type CodePurpose = (typeof t.codePurposeValues)[number];

export type CodeIssue =
  | { status: "SENT"; id: number; code: string; cooldownUntil: Date }
  /** This phone or e-mail had a code a moment ago (or five this hour): its own countdown. */
  | { status: "COOLDOWN"; cooldownUntil: Date }
  /** This device or address asked for too many codes this hour, whatever the phones. */
  | { status: "LIMITED"; cooldownUntil: Date }
  /** The channel's budget for the whole shop is spent: no code goes out to anyone until it frees. */
  | { status: "BUDGET_SPENT"; window: "hour" | "day"; limit: number };

function hashCode(auth: AuthSettings, target: string, code: string): string {
  return createHmac("sha256", auth.codeKey).update(`${target}\0${code}`).digest("hex");
}

function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

const later = (a: Date, b: Date) => (a > b ? a : b);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Creates a code unless a limit is running; then answers which (the phone's or e-mail's own
 * cooldown, or the device's or address's cap) and when the next code may be sent.
 * Requests for one target, one client and one address are serialised by advisory locks (taken in
 * one order, so two requests never wait on each other), so parallel requests cannot slip through
 * a cooldown together, whether they name one phone or many.
 */
export function issueCode(
  db: Database,
  auth: AuthSettings,
  request: CodeRequest,
): Promise<CodeIssue> {
  const { contact, clientKey, ip, now } = request;
  const purpose = request.purpose ?? "SHOPPER";
  const hourAgo = plus(now, -HOUR_MS);
  return db.transaction(async (tx) => {
    const locks = [
      `auth_code:${purpose}:${contact.target}`,
      ...(clientKey ? [`auth_code_client:${clientKey}`] : []),
      ...(ip ? [`auth_code_ip:${ip}`] : []),
      // The budget is counted and spent by one request at a time per channel.
      `auth_code_budget:${contact.channel}`,
    ].sort();
    for (const lock of locks) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    }

    const recent = await tx
      .select({ createdAt: t.authCode.createdAt })
      .from(t.authCode)
      .where(
        and(
          eq(t.authCode.target, contact.target),
          eq(t.authCode.purpose, purpose),
          gt(t.authCode.createdAt, hourAgo),
        ),
      )
      .orderBy(desc(t.authCode.createdAt));
    let blockedUntil = new Date(0);
    const latest = recent[0];
    if (latest) blockedUntil = later(blockedUntil, plus(latest.createdAt, SEND_COOLDOWN_MS));
    const capped = recent[MAX_CODES_PER_TARGET_PER_HOUR - 1];
    if (capped) blockedUntil = later(blockedUntil, plus(capped.createdAt, HOUR_MS));
    if (blockedUntil > now) return { status: "COOLDOWN", cooldownUntil: blockedUntil };

    /** When the `cap`-th latest code matching `where` in the last hour ages out of it. */
    const capFreesAt = async (where: SQL, cap: number) => {
      const [capped] = await tx
        .select({ createdAt: t.authCode.createdAt })
        .from(t.authCode)
        .where(and(where, gt(t.authCode.createdAt, hourAgo)))
        .orderBy(desc(t.authCode.createdAt))
        .offset(cap - 1)
        .limit(1);
      return capped ? plus(capped.createdAt, HOUR_MS) : new Date(0);
    };
    let limitedUntil = new Date(0);
    if (clientKey) {
      const cap = MAX_CODES_PER_CLIENT_PER_HOUR;
      limitedUntil = later(
        limitedUntil,
        await capFreesAt(eq(t.authCode.clientKey, clientKey), cap),
      );
    }
    if (ip) {
      const cap = MAX_CODES_PER_IP_PER_HOUR;
      limitedUntil = later(limitedUntil, await capFreesAt(eq(t.authCode.ip, ip), cap));
    }
    if (limitedUntil > now) return { status: "LIMITED", cooldownUntil: limitedUntil };

    const [sent] = await tx
      .select({
        lastHour: sql<number>`count(*) filter (where ${t.authCode.createdAt} > ${hourAgo})`.mapWith(
          Number,
        ),
        lastDay: sql<number>`count(*)`.mapWith(Number),
      })
      .from(t.authCode)
      .where(
        and(
          eq(t.authCode.channel, contact.channel),
          // A guest's alert code is a shopper's message too (docs/alerts.md#a-guests-contact).
          inArray(t.authCode.purpose, ["SHOPPER", "ALERT"]),
          gt(t.authCode.createdAt, plus(now, -DAY_MS)),
        ),
      );
    const { perHour, perDay } = auth.codeBudget;
    if (purpose !== "STAFF" && (sent?.lastHour ?? 0) >= perHour) {
      return { status: "BUDGET_SPENT", window: "hour", limit: perHour };
    }
    if (purpose !== "STAFF" && (sent?.lastDay ?? 0) >= perDay) {
      return { status: "BUDGET_SPENT", window: "day", limit: perDay };
    }

    const code = randomCode();
    const [row] = await tx
      .insert(t.authCode)
      .values({
        target: contact.target,
        channel: contact.channel,
        purpose,
        codeHash: hashCode(auth, contact.target, code),
        expiresAt: plus(now, CODE_TTL_MS),
        clientKey,
        ip,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: t.authCode.id });
    if (!row) throw new Error("auth_code not inserted");
    return { status: "SENT", id: row.id, code, cooldownUntil: plus(now, SEND_COOLDOWN_MS) };
  });
}

/** Forgets a code whose message could not be sent, so the failure does not start a cooldown. */
export async function withdrawCode(db: Database, id: number): Promise<void> {
  await db.delete(t.authCode).where(eq(t.authCode.id, id));
}

/**
 * Checks a code against the target's latest one, spending one of its tries whether it is right
 * or not (taken atomically, so parallel guesses cannot exceed the limit). Only the latest code
 * counts: sending a new one retires the old.
 */
export async function checkCode(
  db: Database,
  auth: AuthSettings,
  target: string,
  code: string,
  now: Date,
  purpose: CodePurpose = "SHOPPER",
): Promise<{ ok: true; id: number } | { ok: false }> {
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return { ok: false };
  const [latest] = await db
    .select({ id: t.authCode.id })
    .from(t.authCode)
    .where(and(eq(t.authCode.target, target), eq(t.authCode.purpose, purpose)))
    .orderBy(desc(t.authCode.createdAt), desc(t.authCode.id))
    .limit(1);
  if (!latest) return { ok: false };
  const [tried] = await db
    .update(t.authCode)
    .set({ attempts: sql`${t.authCode.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(t.authCode.id, latest.id),
        isNull(t.authCode.consumedAt),
        gt(t.authCode.expiresAt, now),
        lt(t.authCode.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ codeHash: t.authCode.codeHash });
  if (!tried) return { ok: false };
  const expected = Buffer.from(tried.codeHash, "hex");
  const given = Buffer.from(hashCode(auth, target, code), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { ok: true, id: latest.id }
    : { ok: false };
}

/** Marks a checked code used; false when another request used it first. */
export async function consumeCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(t.authCode)
    .set({ consumedAt: now, updatedAt: now })
    .where(and(eq(t.authCode.id, id), isNull(t.authCode.consumedAt)))
    .returning({ id: t.authCode.id });
  return rows.length > 0;
}
