/**
 * A signed-in shopper's cart in the database (tables cart, cart_item): only ever the given
 * user's. The amounts are computed by totals.ts from what this module reads.
 */
import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import { productItemState } from "../catalogue/item-state.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import { orderStatistics } from "../identity/account-service.ts";
import { shopperLevel } from "../loyalty/service.ts";
import type { PromoRule, PromoUsage, TotalsItem } from "./totals.ts";

/** A cart holds at most this many items. */
export const MAX_CART_ITEMS = 50;

export type CartRow = typeof t.cart.$inferSelect;
export type PromoCodeRow = typeof t.promoCode.$inferSelect;
type ItemRow = typeof t.productItem.$inferSelect;

/** What the totals need of an item and its product, read alike for the cart and for checkout. */
const TOTALS_COLUMNS = {
  item: t.productItem,
  productActive: t.product.active,
  productDeletedAt: t.product.deletedAt,
  productCategoryId: t.product.productCategoryId,
};

/** The user's cart, made on first use (one per user: cart_user_key). */
export async function cartOf(db: Database, userId: number): Promise<CartRow> {
  const [existing] = await db.select().from(t.cart).where(eq(t.cart.userId, userId));
  if (existing) return existing;
  await db.insert(t.cart).values({ userId }).onConflictDoNothing();
  const [made] = await db.select().from(t.cart).where(eq(t.cart.userId, userId));
  if (!made) throw new Error(`No cart for user ${userId}`);
  return made;
}

/**
 * The cart's items, oldest first, whatever their state (sold, reserved and withdrawn ones too:
 * the storefront shows them as unavailable), with what the totals need of their products.
 */
export async function cartItems(
  db: Database,
  cartId: number,
): Promise<(TotalsItem & { row: ItemRow })[]> {
  const rows = await db
    .select(TOTALS_COLUMNS)
    .from(t.cartItem)
    .innerJoin(t.productItem, eq(t.productItem.id, t.cartItem.productItemId))
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .where(eq(t.cartItem.cartId, cartId))
    .orderBy(asc(t.cartItem.createdAt), asc(t.cartItem.productItemId));
  return withTotalsFields(db, rows);
}

/**
 * Given items (by id, in that order; unknown ids left out) with what the totals need, as the
 * cart reads its own: checkout prices an order with them (docs/checkout.md#totals).
 */
export async function totalsItemsOf(
  db: Database,
  ids: readonly number[],
): Promise<(TotalsItem & { row: ItemRow })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(TOTALS_COLUMNS)
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .where(inArray(t.productItem.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.item.id, row]));
  return withTotalsFields(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

async function withTotalsFields(
  db: Database,
  rows: {
    item: ItemRow;
    productActive: boolean;
    productDeletedAt: Date | null;
    productCategoryId: number | null;
  }[],
): Promise<(TotalsItem & { row: ItemRow })[]> {
  const productIds = [...new Set(rows.map((row) => row.item.productId))];
  const brands =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: t.productBrand.productId, brandId: t.productBrand.brandId })
          .from(t.productBrand)
          .where(inArray(t.productBrand.productId, productIds));
  return rows.map(({ item, productActive, productDeletedAt, productCategoryId }) => ({
    row: item,
    state: productItemState(item, { active: productActive, deletedAt: productDeletedAt }),
    price: item.price,
    oldPrice: item.oldPrice,
    bonusCalcState: item.bonusCalcState,
    brandIds: brands.filter((b) => b.productId === item.productId).map((b) => b.brandId),
    productCategoryId,
  }));
}

/** An item by id with its state, or null when unknown or deleted. */
export async function findItemState(db: Database, id: number) {
  const [row] = await db
    .select({ item: t.productItem, active: t.product.active, deletedAt: t.product.deletedAt })
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .where(and(eq(t.productItem.id, id), isNull(t.productItem.deletedAt)));
  return row ? productItemState(row.item, { active: row.active, deletedAt: row.deletedAt }) : null;
}

/** Adds items to the cart (those already there are left as they are), within the limit. */
export async function addCartItems(
  db: Database,
  cartId: number,
  ids: readonly number[],
  now: Date,
) {
  if (ids.length === 0) return;
  const [stored] = await db
    .select({ value: count() })
    .from(t.cartItem)
    .where(and(eq(t.cartItem.cartId, cartId), notInArray(t.cartItem.productItemId, [...ids])));
  if ((stored?.value ?? 0) + ids.length > MAX_CART_ITEMS) {
    throw badUserInput(`В корзине может быть не больше ${MAX_CART_ITEMS} товаров`);
  }
  await db
    .insert(t.cartItem)
    .values(
      ids.map((productItemId, index) => ({
        cartId,
        productItemId,
        createdAt: new Date(now.getTime() + index),
      })),
    )
    .onConflictDoNothing();
  await touch(db, cartId, now);
}

export async function removeCartItem(db: Database, cartId: number, id: number, now: Date) {
  await db
    .delete(t.cartItem)
    .where(and(eq(t.cartItem.cartId, cartId), eq(t.cartItem.productItemId, id)));
  await touch(db, cartId, now);
}

function touch(db: Database, cartId: number, now: Date) {
  return db.update(t.cart).set({ updatedAt: now }).where(eq(t.cart.id, cartId));
}

export async function keepPromoCode(db: Database, cartId: number, promoCodeId: number | null) {
  await db.update(t.cart).set({ promoCodeId }).where(eq(t.cart.id, cartId));
}

export async function keepBonuses(db: Database, cartId: number, amount: number | null) {
  await db.update(t.cart).set({ bonusesToSpend: amount }).where(eq(t.cart.id, cartId));
}

/**
 * A promo code by its text, whatever the letter case, that this shopper may use: a shop-wide one
 * or their own personal one (docs/cart.md#personal-promo-codes); null when there is none.
 */
export async function findPromoCode(
  db: Database,
  code: string,
  userId: number,
): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(t.promoCode)
    .where(
      and(
        sql`upper(${t.promoCode.code}) = upper(${code})`,
        isNull(t.promoCode.deletedAt),
        or(isNull(t.promoCode.userId), eq(t.promoCode.userId, userId)),
      ),
    );
  return row ?? null;
}

export async function findPromoCodeById(db: Database, id: number): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(t.promoCode)
    .where(and(eq(t.promoCode.id, id), isNull(t.promoCode.deletedAt)));
  return row ?? null;
}

export function promoRule(row: PromoCodeRow): PromoRule {
  return {
    kind: row.kind,
    value: row.value,
    minOrderAmount: row.minOrderAmount,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
    maxUses: row.maxUses,
    oncePerShopper: row.oncePerShopper,
    brandId: row.brandId,
    productCategoryId: row.productCategoryId,
  };
}

/**
 * The orders that count as a code's uses (docs/cart.md#promo-code-rules): with it, not cancelled,
 * not deleted. The cart, the checkout and the back office's list count with this one condition.
 */
export function promoUses(promoCodeId: number | readonly number[]) {
  return and(
    typeof promoCodeId === "number"
      ? eq(t.order.promoCodeId, promoCodeId)
      : inArray(t.order.promoCodeId, [...promoCodeId]),
    ne(t.order.status, "CANCEL_PURCHASE"),
    isNull(t.order.deletedAt),
  );
}

/** Orders with the code that were not cancelled: everyone's and this shopper's. */
export async function promoUsage(
  db: Database,
  promoCodeId: number,
  userId: number,
): Promise<PromoUsage> {
  const [usage] = await db
    .select({
      byAll: sql<number>`count(*)::int`,
      byShopper: sql<number>`(count(*) filter (where ${t.order.userId} = ${userId}))::int`,
    })
    .from(t.order)
    .where(promoUses(promoCodeId));
  return { byAll: usage?.byAll ?? 0, byShopper: usage?.byShopper ?? 0 };
}

/** The shopper's bonus balance and the percentage of an order their level lets bonuses pay. */
export async function bonusTerms(
  db: Database,
  userId: number,
): Promise<{ balance: number; chargeOffPercentage: number }> {
  const { bonuses, moneySpent } = await orderStatistics(db, userId);
  const level = await shopperLevel(db, userId, moneySpent);
  return { balance: bonuses, chargeOffPercentage: level?.chargeOffPercentage ?? 0 };
}
