/**
 * Promo codes in the back office (docs/back-office.md#промокоды): the shop-wide codes with their
 * uses (counted as the cart and the checkout count them: server/cart/service.ts promoUses), a
 * code's orders, creating a code and switching it off and on.
 */
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import { promoUses } from "../cart/service.ts";
import type { PromoRule } from "../cart/totals.ts";
import { PROMO_MESSAGES, type PromoCodeTerms } from "../../shared/promo-codes.ts";

export type PromoCodeFilter = "ALL" | "ACTIVE" | "ENDED" | "DISABLED";
export type StaffPromoCodeState = "ACTIVE" | "SCHEDULED" | "ENDED" | "DISABLED";
/** Whose codes a list shows: the shop-wide ones or the shoppers' personal ones (read-only). */
export type PromoCodeOwner = "SHOP" | "PERSONAL";

/** A code as the back office lists it: the cart's rule, named, with its uses and its owner. */
export interface StaffPromoCode extends Omit<PromoRule, "productCategoryId"> {
  id: number;
  code: string;
  brandName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  uses: number;
  state: StaffPromoCodeState;
  /** A personal code's shopper (docs/cart.md#personal-promo-codes); null for a shop-wide one. */
  owner: { id: number; name: string | null; phone: string | null } | null;
  occasion: "REGISTRATION" | "BIRTHDAY" | "GIFT" | null;
}

export interface PromoCodeOrder {
  id: number;
  status: string;
  createdAt: Date;
  totalPrice: number;
  discountValue: number;
  name: string;
}

/** The codes one page lists. */
export const PROMO_PAGE_SIZE = 100;

function stateOf(
  code: { active: boolean; startsAt: Date; endsAt: Date | null },
  now: Date,
): StaffPromoCodeState {
  if (!code.active) return "DISABLED";
  if (code.endsAt !== null && code.endsAt <= now) return "ENDED";
  return code.startsAt > now ? "SCHEDULED" : "ACTIVE";
}

function filterOf(filter: PromoCodeFilter, now: Date) {
  const c = t.promoCode;
  switch (filter) {
    case "ACTIVE":
      return and(eq(c.active, true), or(isNull(c.endsAt), gt(c.endsAt, now)));
    case "ENDED":
      return and(eq(c.active, true), lte(c.endsAt, now));
    case "DISABLED":
      return eq(c.active, false);
    default:
      return undefined;
  }
}

/**
 * One page of the codes, newest first, with their uses: the shop-wide ones, or the shoppers'
 * personal ones (`owner`); `id` reads one code, whoever's.
 */
export async function listPromoCodes(
  db: Database,
  options: {
    filter: PromoCodeFilter;
    query: string;
    now: Date;
    owner?: PromoCodeOwner;
    page?: { limit: number; offset: number };
    id?: number;
  },
): Promise<{ items: StaffPromoCode[]; totalItems: number }> {
  const owner = options.id === undefined ? (options.owner ?? "SHOP") : undefined;
  const where = and(
    isNull(t.promoCode.deletedAt),
    owner === "SHOP" ? isNull(t.promoCode.userId) : undefined,
    owner === "PERSONAL" ? isNotNull(t.promoCode.userId) : undefined,
    filterOf(options.filter, options.now),
    options.query
      ? sql`strpos(upper(${t.promoCode.code}), upper(${options.query})) > 0`
      : undefined,
    options.id === undefined ? undefined : eq(t.promoCode.id, options.id),
  );
  const page = options.page ?? { limit: PROMO_PAGE_SIZE, offset: 0 };
  const total = await db.select({ value: count() }).from(t.promoCode).where(where);
  const rows = await db
    .select({
      code: t.promoCode,
      brandName: t.brand.name,
      categoryName: t.productCategory.name,
      ownerName: t.user.name,
      ownerPhone: t.user.phone,
    })
    .from(t.promoCode)
    .leftJoin(t.brand, eq(t.brand.id, t.promoCode.brandId))
    .leftJoin(t.productCategory, eq(t.productCategory.id, t.promoCode.productCategoryId))
    .leftJoin(t.user, eq(t.user.id, t.promoCode.userId))
    .where(where)
    .orderBy(desc(t.promoCode.createdAt), desc(t.promoCode.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((row) => row.code.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: t.order.promoCodeId, uses: sql<number>`count(*)::int` })
          .from(t.order)
          .where(promoUses(ids))
          .groupBy(t.order.promoCodeId);
  const items = rows.map(({ code, brandName, categoryName, ownerName, ownerPhone }) => ({
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    minOrderAmount: code.minOrderAmount,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    active: code.active,
    maxUses: code.maxUses,
    oncePerShopper: code.oncePerShopper,
    brandId: code.brandId,
    brandName,
    categoryId: code.productCategoryId,
    categoryName,
    uses: counts.find((row) => row.id === code.id)?.uses ?? 0,
    state: stateOf(code, options.now),
    owner: code.userId === null ? null : { id: code.userId, name: ownerName, phone: ownerPhone },
    occasion: code.occasion,
  }));
  return { items, totalItems: total[0]?.value ?? 0 };
}

/** One code, shop-wide or personal, or null. */
export async function readPromoCode(db: Database, id: number, now: Date) {
  const { items } = await listPromoCodes(db, { filter: "ALL", query: "", now, id });
  return items[0] ?? null;
}

/** The orders that used a code (cancelled ones too, marked by their status), newest first. */
export async function ordersWithPromoCode(db: Database, id: number): Promise<PromoCodeOrder[]> {
  const rows = await db
    .select({
      id: t.order.id,
      status: t.order.status,
      createdAt: t.order.createdAt,
      totalPrice: t.order.totalPrice,
      discountValue: t.order.discountValue,
      name: t.order.name,
    })
    .from(t.order)
    .where(and(eq(t.order.promoCodeId, id), isNull(t.order.deletedAt)))
    .orderBy(desc(t.order.createdAt), desc(t.order.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    totalPrice: row.totalPrice ?? 0,
    discountValue: row.discountValue ?? 0,
  }));
}

/** Brands and categories a code may be limited to, by name. */
export async function promoTargets(db: Database) {
  const [brands, categories] = await Promise.all([
    db
      .select({ id: t.brand.id, name: t.brand.name })
      .from(t.brand)
      .where(isNull(t.brand.deletedAt))
      .orderBy(asc(t.brand.name)),
    db
      .select({ id: t.productCategory.id, name: t.productCategory.name })
      .from(t.productCategory)
      .orderBy(asc(t.productCategory.name)),
  ]);
  return { brands, categories };
}

/** Creates a shop-wide code; refuses a code already taken (any letter case) or a missing target. */
export async function createPromoCode(db: Database, terms: PromoCodeTerms): Promise<number> {
  const [taken] = await db
    .select({ id: t.promoCode.id })
    .from(t.promoCode)
    .where(sql`upper(${t.promoCode.code}) = ${terms.code}`);
  if (taken) throw badUserInput(PROMO_MESSAGES.codeTaken, "code");
  if (terms.brandId !== null) {
    const [found] = await db
      .select({ id: t.brand.id })
      .from(t.brand)
      .where(and(eq(t.brand.id, terms.brandId), isNull(t.brand.deletedAt)));
    if (!found) throw badUserInput(PROMO_MESSAGES.brandMissing, "brandId");
  }
  if (terms.productCategoryId !== null) {
    const [found] = await db
      .select({ id: t.productCategory.id })
      .from(t.productCategory)
      .where(eq(t.productCategory.id, terms.productCategoryId));
    if (!found) throw badUserInput(PROMO_MESSAGES.categoryMissing, "categoryId");
  }
  const [row] = await db
    .insert(t.promoCode)
    .values({ ...terms, minOrderAmount: terms.minOrderAmount ?? 0, active: true })
    .onConflictDoNothing()
    .returning({ id: t.promoCode.id });
  if (!row) throw badUserInput(PROMO_MESSAGES.codeTaken, "code");
  return row.id;
}

/** Switches a shop-wide code off or on; answers whether it was on before, or null for no code. */
export async function setPromoCodeActive(
  db: Database,
  id: number,
  active: boolean,
): Promise<boolean | null> {
  const [before] = await db
    .select({ active: t.promoCode.active })
    .from(t.promoCode)
    .where(and(eq(t.promoCode.id, id), isNull(t.promoCode.deletedAt), isNull(t.promoCode.userId)))
    .for("update");
  if (!before) return null;
  await db.update(t.promoCode).set({ active }).where(eq(t.promoCode.id, id));
  return before.active;
}
