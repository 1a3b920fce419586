/**
 * The personal promo code every new account gets (docs/cart.md#personal-promo-codes), issued in
 * the sign-up's transaction beside the registration bonus. The cart reads and applies it like
 * any code; only its owner may use it.
 */
import { randomInt } from "node:crypto";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

/** The registration code (docs/cart.md#personal-promo-codes): 7 % off a first order from 3 000 ₽. */
export const REGISTRATION_PROMO = {
  prefix: "HELLO",
  percent: 7,
  minOrderAmount: 300_000,
  days: 30,
  description: "Скидка 7 % на первый заказ от 3 000 ₽ — подарок за регистрацию.",
} as const;

/** Letters and digits a shopper cannot mistake for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const DAY_MS = 24 * 60 * 60_000;

/** A fresh personal code: the prefix and six characters nobody could guess. */
export function personalCode(prefix: string): string {
  const tail = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${prefix}-${tail.join("")}`;
}

/**
 * Issues a new shopper's registration code, once (in the sign-up's transaction). A clash with an
 * existing code (one in a billion) draws another.
 */
export async function issueRegistrationPromoCode(db: Database, userId: number, now: Date) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db
      .insert(t.promoCode)
      .values({
        code: personalCode(REGISTRATION_PROMO.prefix),
        kind: "PERCENT",
        value: REGISTRATION_PROMO.percent,
        minOrderAmount: REGISTRATION_PROMO.minOrderAmount,
        startsAt: now,
        endsAt: new Date(now.getTime() + REGISTRATION_PROMO.days * DAY_MS),
        description: REGISTRATION_PROMO.description,
        oncePerShopper: true,
        userId,
        occasion: "REGISTRATION",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: t.promoCode.id });
    if (row) return row.id;
  }
  throw new Error("No free personal promo code after three draws");
}
