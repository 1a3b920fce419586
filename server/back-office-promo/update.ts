/**
 * Editing a shop-wide promo code's terms in the back office (docs/back-office.md#промокоды): the
 * limits (total orders, once per shopper, dates, minimum) always; the discount's size only while
 * no order has used the code; the code, its kind and its brand or category never (its orders keep
 * meaning what they meant). Checked here, whatever the form sent; the form's own checks are the
 * create form's zod schema (shared/promo-codes.ts).
 */
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import { promoUses } from "../cart/service.ts";
import { PROMO_MESSAGES, type PromoCodeTerms } from "../../shared/promo-codes.ts";

const M = PROMO_MESSAGES;

/** The terms an edit may change, as the audit log records them (before and after). */
const EDITABLE = [
  "value",
  "minOrderAmount",
  "startsAt",
  "endsAt",
  "maxUses",
  "oncePerShopper",
] as const;
type Editable = (typeof EDITABLE)[number];
type Snapshot = Partial<Record<Editable, string | number | boolean | null>>;

const comparable = (value: Date | number | boolean | null) =>
  value instanceof Date ? value.toISOString() : value;

/**
 * Applies `terms` to the code `id` (locked while checked); answers the changed terms before and
 * after (both empty when nothing changed), or null for no such code.
 */
export async function updatePromoCode(
  db: Database,
  id: number,
  terms: PromoCodeTerms,
  now: Date,
): Promise<{ before: Snapshot; after: Snapshot; code: string; kind: string } | null> {
  const [row] = await db
    .select()
    .from(t.promoCode)
    .where(and(eq(t.promoCode.id, id), isNull(t.promoCode.deletedAt)))
    .for("update");
  if (!row) return null;
  if (row.userId !== null) throw badUserInput(M.personalReadOnly, "code");
  if (terms.code !== row.code.toUpperCase()) throw badUserInput(M.codeFixed, "code");
  if (terms.kind !== row.kind) throw badUserInput(M.kindFixed, "kind");
  if (terms.brandId !== row.brandId) throw badUserInput(M.targetFixed, "brandId");
  if (terms.productCategoryId !== row.productCategoryId) {
    throw badUserInput(M.targetFixed, "categoryId");
  }
  const [counted] = await db.select({ uses: count() }).from(t.order).where(promoUses(id));
  const uses = counted?.uses ?? 0;
  if (uses > 0 && terms.value !== row.value) throw badUserInput(M.valueUsed, "value");
  if (terms.maxUses !== null && terms.maxUses < uses) {
    throw badUserInput(`${M.usesBelowUsed}: ${uses}`, "maxUses");
  }
  const next = { ...terms, minOrderAmount: terms.minOrderAmount ?? 0 };
  const before: Snapshot = {};
  const after: Snapshot = {};
  for (const key of EDITABLE) {
    const was = comparable(key === "minOrderAmount" ? (row[key] ?? 0) : row[key]);
    const will = comparable(next[key]);
    if (was !== will) {
      before[key] = was;
      after[key] = will;
    }
  }
  if (Object.keys(after).length > 0) {
    await db
      .update(t.promoCode)
      .set({
        value: next.value,
        minOrderAmount: next.minOrderAmount,
        startsAt: next.startsAt,
        endsAt: next.endsAt,
        maxUses: next.maxUses,
        oncePerShopper: next.oncePerShopper,
        updatedAt: now,
      })
      .where(eq(t.promoCode.id, id));
  }
  return { before, after, code: row.code, kind: row.kind };
}
