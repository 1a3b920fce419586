/**
 * A shopper's promo codes (docs/cart.md#personal-promo-codes): the personal ones the shop issued
 * to them and the shop-wide ones they used, with their terms and whether they still work.
 */
import { and, desc, eq, inArray, isNotNull, isNull, max, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { PromoRule } from "./totals.ts";

export type PromoCodeOccasion = (typeof t.promoCodeOccasionValues)[number];

/** Whether the code still works for this shopper (the cart checks the rest: minimum, brand…). */
export type ShopperPromoCodeState = "ACTIVE" | "USED" | "EXPIRED";

/** A code as its shopper sees it: the cart's rule's terms, named, with whether it still works. */
export interface ShopperPromoCode extends Pick<
  PromoRule,
  "kind" | "value" | "minOrderAmount" | "startsAt" | "endsAt" | "oncePerShopper"
> {
  id: number;
  code: string;
  description: string | null;
  personal: boolean;
  occasion: PromoCodeOccasion | null;
  brandName: string | null;
  categoryName: string | null;
  /** The latest order of this shopper with the code (cancelled ones not counted). */
  usedAt: Date | null;
  state: ShopperPromoCodeState;
}

/** The shopper's personal codes and the shop-wide ones they used, personal and working first. */
export async function shopperPromoCodes(
  db: Database,
  userId: number,
  now: Date,
): Promise<ShopperPromoCode[]> {
  const usage = await db
    .select({
      promoCodeId: t.order.promoCodeId,
      usedAt: max(t.order.createdAt),
      uses: sql<number>`count(*)::int`,
    })
    .from(t.order)
    .where(
      and(
        eq(t.order.userId, userId),
        isNotNull(t.order.promoCodeId),
        ne(t.order.status, "CANCEL_PURCHASE"),
        isNull(t.order.deletedAt),
      ),
    )
    .groupBy(t.order.promoCodeId);
  const usedIds = usage.flatMap((row) => (row.promoCodeId === null ? [] : [row.promoCodeId]));
  const rows = await db
    .select({
      code: t.promoCode,
      brandName: t.brand.name,
      categoryName: t.productCategory.name,
    })
    .from(t.promoCode)
    .leftJoin(t.brand, eq(t.brand.id, t.promoCode.brandId))
    .leftJoin(t.productCategory, eq(t.productCategory.id, t.promoCode.productCategoryId))
    .where(
      and(
        isNull(t.promoCode.deletedAt),
        usedIds.length > 0
          ? sql`(${eq(t.promoCode.userId, userId)} or ${inArray(t.promoCode.id, usedIds)})`
          : eq(t.promoCode.userId, userId),
      ),
    )
    .orderBy(desc(t.promoCode.createdAt), desc(t.promoCode.id));
  const codes = rows.map(({ code, brandName, categoryName }): ShopperPromoCode => {
    const used = usage.find((row) => row.promoCodeId === code.id);
    const over = !code.active || (code.endsAt !== null && code.endsAt <= now);
    const usedUp = code.oncePerShopper && (used?.uses ?? 0) > 0;
    return {
      id: code.id,
      code: code.code,
      kind: code.kind,
      value: code.value,
      minOrderAmount: code.minOrderAmount,
      startsAt: code.startsAt,
      endsAt: code.endsAt,
      description: code.description,
      oncePerShopper: code.oncePerShopper,
      personal: code.userId === userId,
      occasion: code.occasion,
      brandName,
      categoryName,
      usedAt: used?.usedAt ?? null,
      state: usedUp ? "USED" : over ? "EXPIRED" : "ACTIVE",
    };
  });
  const rank = (code: ShopperPromoCode) =>
    (code.state === "ACTIVE" ? 0 : 2) + (code.personal ? 0 : 1);
  return codes.sort((a, b) => rank(a) - rank(b));
}
