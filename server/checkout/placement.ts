/**
 * Placing an order (docs/checkout.md#placing-an-order): in one transaction the expired
 * reservations are released, the order row is taken under its idempotency key, the items are
 * reserved, every amount is recomputed from the database with the cart's rules (server/cart),
 * and the bonuses are spent; then the payment is created (payment-link.ts).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  bonusTerms,
  findPromoCode,
  promoRule,
  promoUsage,
  totalsItemsOf,
} from "../cart/service.ts";
import { cartTotals, promoDiscount } from "../cart/totals.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { quoteDelivery } from "../delivery/service.ts";
import { itemLegs, windowsFor } from "../delivery/window-service.ts";
import { moneyTotal } from "../orders/amounts.ts";
import { badUserInput } from "../graphql/errors.ts";
import type { PickupPointInfo } from "../providers/delivery.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { OrderInput } from "./input.ts";
import { type OrderRow, releaseExpiredIn } from "./order-state.ts";
import { ensurePaymentLink, type OrderPaymentLink } from "./payment-link.ts";

/** How long an order's items stay reserved for its payment (docs/checkout.md#reservation). */
export const RESERVATION_MS = 30 * 60 * 1000;

export const KEY_TAKEN_MESSAGE = "Этот заказ уже оформлен. Обновите страницу";

/** A unique-index violation of the named index, through Drizzle's wrapping of driver errors. */
function isUniqueViolation(error: unknown, index: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505" && (constraint === index || cause.message.includes(index))) return true;
  }
  return false;
}

async function orderByKey(db: Database, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(t.order).where(eq(t.order.idempotencyKey, key));
  return row ?? null;
}

/** Why an item could not be reserved, in the words of docs/checkout.md#placing-an-order. */
async function unavailableMessage(tx: Database, id: number): Promise<string> {
  const [row] = await tx
    .select({ item: t.productItem, product: t.product, size: t.size.name })
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .innerJoin(t.size, eq(t.size.id, t.productItem.sizeId))
    .where(eq(t.productItem.id, id));
  if (!row) return "Товар не найден";
  const { item, product, size } = row;
  const withdrawn = !item.active || item.deletedAt || !product.active || product.deletedAt;
  return withdrawn
    ? `Товар больше не продаётся: ${product.name}, размер ${size}`
    : `Товар уже купили: ${product.name}, размер ${size}`;
}

/** Reserves every item or none: the first one that cannot be had is the answer. */
async function reserveItems(tx: Database, ids: number[], now: Date) {
  const reserved = await tx
    .update(t.productItem)
    .set({ isReserved: true, updatedAt: now })
    .where(
      and(
        inArray(t.productItem.id, ids),
        eq(t.productItem.active, true),
        eq(t.productItem.isSold, false),
        eq(t.productItem.isReserved, false),
        isNull(t.productItem.deletedAt),
        sql`exists (select 1 from ${t.product} where ${t.product.id} = ${t.productItem.productId} and ${t.product.active} and ${t.product.deletedAt} is null)`,
      ),
    )
    .returning({ id: t.productItem.id });
  const got = new Set(reserved.map((row) => row.id));
  const missing = ids.find((id) => !got.has(id));
  if (missing !== undefined) {
    throw badUserInput(await unavailableMessage(tx, missing), "productItemIds");
  }
}

/** The promo code's discount on these items, refusing a code that does not apply. */
async function discountOf(
  tx: Database,
  code: string | null,
  userId: number,
  items: Awaited<ReturnType<typeof totalsItemsOf>>,
  now: Date,
): Promise<{ promoCodeId: number | null; discount: number | null }> {
  if (code === null) return { promoCodeId: null, discount: null };
  const row = await findPromoCode(tx, code, userId);
  if (!row) throw badUserInput("Промокод не найден", "promoCode");
  // One placement at a time counts a code's uses, so `maxUses` cannot be overrun.
  await tx
    .select({ id: t.promoCode.id })
    .from(t.promoCode)
    .where(eq(t.promoCode.id, row.id))
    .for("update");
  const discount = promoDiscount(promoRule(row), items, await promoUsage(tx, row.id, userId), now);
  if (discount === null) throw badUserInput("Промокод не применяется к этому заказу", "promoCode");
  return { promoCodeId: row.id, discount };
}

function pickupSnapshot(point: PickupPointInfo): t.PickupSnapshot {
  return {
    code: point.code,
    country_code: point.countryCode,
    region_code: point.regionCode,
    region: point.region,
    city_code: point.cityCode,
    city: point.city,
    postal_code: point.postalCode,
    longitude: point.location.longitude,
    latitude: point.location.latitude,
    address: point.address,
    address_full: point.addressFull,
  };
}

type Quote = Awaited<ReturnType<typeof quoteDelivery>>;

/** The transaction's work: answers the new order, or throws (and everything is rolled back). */
async function insertOrder(
  tx: Database,
  userId: number,
  input: OrderInput,
  quote: Quote,
  now: Date,
): Promise<OrderRow> {
  await releaseExpiredIn(tx, now);
  // One placement per shopper at a time: the bonus balance is read and spent under this lock.
  await tx.select({ id: t.user.id }).from(t.user).where(eq(t.user.id, userId)).for("update");
  // The key is taken first: a concurrent submission with it waits here, then fails on the
  // unique index and answers the order made by this one.
  const [draft] = await tx
    .insert(t.order)
    .values({
      userId,
      idempotencyKey: input.idempotencyKey,
      status: "AWAITING_PAY",
      name: input.name,
      surname: input.surname,
      lastname: input.lastname,
      phone: input.phone,
      email: input.email,
      comment: input.comment,
      reservedUntil: new Date(now.getTime() + RESERVATION_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!draft) throw new Error("The order was not inserted");
  await reserveItems(tx, input.productItemIds, now);
  // The items are ours now (reserved by this order): priced as on sale.
  const items = (await totalsItemsOf(tx, input.productItemIds)).map((item) => ({
    ...item,
    state: "ON_SALE" as const,
  }));
  const { promoCodeId, discount } = await discountOf(tx, input.promoCode, userId, items, now);
  const terms = await bonusTerms(tx, userId);
  const totals = cartTotals({ items, discountValue: discount, ...terms, chosenBonuses: 0 });
  if (input.bonuses > totals.bonusesAvailableToSpent) {
    throw badUserInput(
      `Можно списать не больше ${totals.bonusesAvailableToSpent.toLocaleString("ru-RU")} бонусов`,
      "bonuses",
    );
  }
  const priced = {
    goods: totals.totalPrice,
    discount: totals.discountValue ?? 0,
    bonuses: input.bonuses,
    delivery: quote.deliveryPrice,
  };
  if (moneyTotal(priced) <= 0) {
    throw badUserInput("Бонусами нельзя оплатить весь заказ", "bonuses");
  }
  const [order] = await tx
    .update(t.order)
    .set({
      totalPrice: priced.goods,
      discountValue: priced.discount,
      deliveryPrice: priced.delivery,
      paidByBonuses: priced.bonuses,
      promoCodeId,
      addressDelivery: input.address,
      cdekDelivery: quote.pickupPoint ? pickupSnapshot(quote.pickupPoint) : null,
    })
    .where(eq(t.order.id, draft.id))
    .returning();
  if (!order) throw new Error("The order was not priced");
  // Each item's window, as the checkout showed it today (docs/checkout.md#delivery-window).
  const windows = new Map(
    windowsFor(
      await itemLegs(tx, input.productItemIds),
      input.productItemIds,
      { min: quote.periodMin, max: quote.periodMax },
      now,
    ).map((item) => [item.productItemId, item.window]),
  );
  const lines = await tx
    .insert(t.orderProductItem)
    .values(
      items.map((item) => ({
        orderId: order.id,
        productItemId: item.row.id,
        status: "AWAITING_PAY" as const,
        soldPrice: item.price,
        estimatedDeliveryFrom: windows.get(item.row.id)?.firstDate ?? null,
        estimatedDeliveryDate: windows.get(item.row.id)?.lastDate ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: t.orderProductItem.id });
  await tx.insert(t.orderItemStatusHistory).values(
    lines.map((line) => ({
      orderProductItemId: line.id,
      status: "AWAITING_PAY" as const,
      previousStatus: null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (input.bonuses > 0) {
    await tx.insert(t.bonusTransaction).values({
      userId,
      amount: -input.bonuses,
      reason: "ORDER_SPENT",
      orderId: order.id,
      createdAt: now,
      updatedAt: now,
    });
  }
  return order;
}

/** An order placed earlier under the key: the same shopper's answers it, another's is refused. */
function sameShoppers(order: OrderRow, userId: number): OrderRow {
  if (order.userId !== userId) throw badUserInput(KEY_TAKEN_MESSAGE, "idempotencyKey");
  return order;
}

/**
 * Places the order (or finds the one placed under the same key) and answers its payment link.
 * `publicUrl` prefixes the return path the payment provider sends the buyer back to.
 */
export async function placeOrder(
  db: Database,
  providers: ShopProviders,
  userId: number,
  input: OrderInput,
  publicUrl = "",
): Promise<OrderPaymentLink> {
  let order = await orderByKey(db, input.idempotencyKey);
  if (order) {
    sameShoppers(order, userId);
  } else {
    // The delivery is priced before the transaction: a provider's answer may take a while.
    const quote = await quoteDelivery(
      providers,
      input.destination,
      input.productItemIds.length,
      "delivery.",
    );
    try {
      order = await db.transaction((tx) =>
        insertOrder(tx, userId, input, quote, providers.clock.now()),
      );
    } catch (error) {
      if (!isUniqueViolation(error, "order_idempotency_key")) throw error;
      const placed = await orderByKey(db, input.idempotencyKey);
      if (!placed) throw error;
      order = sameShoppers(placed, userId);
    }
  }
  // The uuid, not the number: the page shows the whole order to its owner, and the link is
  // not guessable.
  const returnUrl = `${publicUrl}${input.returnPath ?? `/orders/${order.uuid}`}`;
  return ensurePaymentLink(db, providers, order, returnUrl);
}
