import type { RouterContextProvider } from "react-router";
import { readFragment } from "~/graphql.ts";
import { cartCookie } from "~/platform/cookies.server.ts";
import { getSession, isSignedIn, shopQuery } from "~/platform/shop-api.server.ts";
import { CartLineFragment, CartLinesQuery, LineQuery } from "./cart-documents.server.ts";
import {
  addCartEntry,
  type CartEntry,
  cartCookieValue,
  MAX_CART_ITEMS,
  parseCartEntries,
  removeCartEntry,
  sameEntries,
  setCartEntryChecked,
} from "./cart-entries.ts";
import { type CartLine, type CartView, orderedLines } from "./cart-view-model.ts";
import { onServer, removeOnServer, type Totals } from "./server-cart.server.ts";

/**
 * The cart on the storefront's server (docs/cart.md): the local cart lives in a cookie, so /cart
 * and the drawer render without JavaScript; a signed-in shopper's checked items are kept in the
 * server cart too (docs/cart.md#server-cart). Amounts always come from the shop API.
 */

type Context = Readonly<RouterContextProvider>;

export async function readCartEntries(request: Request): Promise<CartEntry[]> {
  return parseCartEntries(await cartCookie.parse(request.headers.get("cookie")));
}

/** The Set-Cookie value that stores `entries`; an empty cart removes the cookie. */
function serializeCartEntries(entries: readonly CartEntry[]): Promise<string> {
  return entries.length === 0
    ? cartCookie.serialize([], { maxAge: 0 })
    : cartCookie.serialize(cartCookieValue(entries));
}

async function cookieHeaders(entries: readonly CartEntry[]): Promise<Headers> {
  return new Headers({ "set-cookie": await serializeCartEntries(entries) });
}

async function lookUpLines(context: Context, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Omit<CartLine, "checked">>();
  const { findProuctItems } = await shopQuery(context, CartLinesQuery, { ids: [...ids] });
  return new Map(
    findProuctItems.map((found) => {
      const item = readFragment(CartLineFragment, found);
      const image = item.product?.images[0] ?? null;
      const line: Omit<CartLine, "checked"> = {
        id: item.id,
        state: item.state,
        productId: item.product?.id ?? null,
        name: item.product?.name ?? "Товар",
        slug: item.product?.slug ?? "",
        sizeName: item.size?.name ?? null,
        image: image ? { url: image.url, alt: image.alt ?? null } : null,
        price: item.priceDetails.price,
        oldPrice: item.priceDetails.oldPrice ?? null,
        delivery: item.deliveryWindow ?? null,
      };
      return [item.id, line] as const;
    }),
  );
}

/** A guest's totals: the API's prices of the checked items on sale; no promo code, no bonuses. */
function guestTotals(lines: readonly CartLine[]): Omit<CartView, "lines" | "signedIn"> {
  const ordered = orderedLines(lines);
  const totalPrice = ordered.reduce((sum, line) => sum + line.price, 0);
  return {
    totalPrice,
    oldTotalPrice: ordered.reduce((sum, line) => sum + Math.max(line.oldPrice ?? 0, line.price), 0),
    promoCode: null,
    discountValue: null,
    bonusesAvailable: 0,
    bonusesAvailableToSpent: 0,
    bonusesToSpend: 0,
    totalToPay: totalPrice,
    // A guest has no bonus account: the cart offers signing up instead.
    cashback: 0,
  };
}

function viewOf(lines: CartLine[], totals: Totals | null): CartView {
  if (!totals) return { lines, signedIn: false, ...guestTotals(lines) };
  return {
    lines,
    signedIn: true,
    totalPrice: totals.totalPrice,
    oldTotalPrice: Math.max(totals.oldTotalPrice, totals.totalPrice),
    promoCode: totals.promoCode ?? null,
    discountValue: totals.discountValue ?? null,
    bonusesAvailable: totals.bonusesAvailable,
    bonusesAvailableToSpent: totals.bonusesAvailableToSpent,
    bonusesToSpend: totals.bonusesToSpend,
    totalToPay: totals.totalToPay,
    cashback: totals.cashback,
  };
}

/**
 * The cart as the shopper's screens draw it, and the cookie to send when it changed. Signed in,
 * the local and the server cart are brought in step first (docs/cart.md#server-cart): items on
 * the server missing locally are added as checked; checked local items on sale missing on the
 * server are sent again. Items the product lookup no longer returns are dropped from both.
 */
export async function loadCart(
  request: Request,
  context: Context,
): Promise<{ cart: CartView; headers: Headers }> {
  const stored = await readCartEntries(request);
  let entries = stored;
  let server = await onServer(context, { kind: "read" });
  let totals = server?.ok ? server.totals : null;

  if (totals) {
    const local = new Set(entries.map((entry) => entry.id));
    const missing = totals.productItems.filter((item) => !local.has(item.id));
    entries = [...entries, ...missing.map((item) => ({ id: item.id, checked: true }))].slice(
      0,
      MAX_CART_ITEMS,
    );
  }

  const found = await lookUpLines(
    context,
    entries.map((entry) => entry.id),
  );
  const gone = entries.filter((entry) => !found.has(entry.id));
  entries = entries.filter((entry) => found.has(entry.id));

  if (totals) {
    const onServerIds = new Set(totals.productItems.map((item) => item.id));
    for (const entry of gone) {
      if (onServerIds.has(entry.id)) await removeOnServer(context, entry.id);
    }
    const resend = entries.filter(
      (entry) =>
        entry.checked && !onServerIds.has(entry.id) && found.get(entry.id)?.state === "ON_SALE",
    );
    if (resend.length > 0) {
      server = await onServer(context, { kind: "merge", ids: resend.map((entry) => entry.id) });
      if (server?.ok) totals = server.totals;
    } else if (gone.some((entry) => onServerIds.has(entry.id))) {
      server = await onServer(context, { kind: "read" });
      if (server?.ok) totals = server.totals;
    }
  }

  const lines = entries.flatMap((entry) => {
    const line = found.get(entry.id);
    return line ? [{ ...line, checked: entry.checked }] : [];
  });
  const headers = sameEntries(stored, entries) ? new Headers() : await cookieHeaders(entries);
  return { cart: viewOf(lines, totals), headers };
}

/**
 * Takes a paid order's items out of the local cart (the shop API has already taken them out of
 * the server cart): the cookie to send, or none when they were not there.
 */
export async function forgetOrderedItems(
  request: Request,
  ids: readonly string[],
): Promise<Headers> {
  const entries = await readCartEntries(request);
  const left = entries.filter((entry) => !ids.includes(entry.id));
  return left.length === entries.length ? new Headers() : cookieHeaders(left);
}

/** The number the header's cart icon shows: the local cart's items (no call to the API). */
export async function cartCount(request: Request): Promise<number> {
  return (await readCartEntries(request)).length;
}

export type CartChange =
  | { ok: true; message: string; headers: Headers }
  | {
      ok: false;
      message: string;
      headers: Headers;
    };

/**
 * Puts a product item in the cart (docs/cart.md#local-cart): in the local cart, checked, and,
 * signed in, in the server cart too. Only an item on sale can be added; the answer says what
 * happened, in the shopper's words.
 */
export async function addToCart(
  request: Request,
  context: Context,
  id: string,
  /** The product page it was chosen on: an item of another product is refused. */
  productSlug?: string,
): Promise<CartChange & { sizeName: string | null }> {
  const entries = await readCartEntries(request);
  const { findProuctItems } = await shopQuery(context, LineQuery, { id });
  const found = findProuctItems[0];
  const item = found ? readFragment(CartLineFragment, found) : null;
  const sizeName = item?.size?.name ?? null;
  const refused = (message: string) => ({
    ok: false as const,
    message,
    headers: new Headers(),
    sizeName,
  });
  if (!item || item.state === "WITHDRAWN" || (productSlug && item.product?.slug !== productSlug)) {
    return refused("Этот размер больше не продаётся");
  }
  if (item.state !== "ON_SALE") return refused("Этот размер уже купили");

  const added = addCartEntry(entries, id);
  if (!added.added && added.reason === "full") {
    return refused(`В корзине может быть не больше ${MAX_CART_ITEMS} товаров`);
  }
  const server = await onServer(context, { kind: "add", id });
  if (server && !server.ok) return refused(server.message);
  if (!added.added) {
    // Already in the cart: make sure it is counted in the order.
    const checked = setCartEntryChecked(entries, id, true);
    const headers = await cookieHeaders(checked);
    return { ok: true, message: "Этот размер уже в корзине", headers, sizeName };
  }
  const headers = await cookieHeaders(added.entries);
  return { ok: true, message: "Товар добавлен в корзину", headers, sizeName };
}

/** Takes an item out of the local cart and, signed in, out of the server cart (errors ignored). */
export async function removeFromCart(
  request: Request,
  context: Context,
  id: string,
): Promise<CartChange> {
  const entries = await readCartEntries(request);
  await removeOnServer(context, id);
  return {
    ok: true,
    message: "Товар удалён из корзины",
    headers: await cookieHeaders(removeCartEntry(entries, id)),
  };
}

/**
 * Ticks or unticks an item: only checked items go into the order; signed in, ticking adds it to
 * the server cart and unticking removes it (docs/cart.md#server-cart).
 */
export async function setChecked(
  request: Request,
  context: Context,
  id: string,
  checked: boolean,
): Promise<CartChange> {
  const entries = await readCartEntries(request);
  if (!entries.some((entry) => entry.id === id)) {
    return { ok: false, message: "Этого товара уже нет в корзине", headers: new Headers() };
  }
  if (checked) {
    const server = await onServer(context, { kind: "add", id });
    if (server && !server.ok) return { ok: false, message: server.message, headers: new Headers() };
  } else {
    await removeOnServer(context, id);
  }
  return {
    ok: true,
    message: checked ? "Товар будет в заказе" : "Товар не войдёт в заказ",
    headers: await cookieHeaders(setCartEntryChecked(entries, id, checked)),
  };
}

export const PROMO_NOT_FOUND = "Промокод не найден";

/**
 * Checks a promo code against the server cart (docs/cart.md#promo-code): valid only when the
 * answer holds a discount. Guests have no promo field.
 */
export async function applyPromoCode(
  context: Context,
  code: string,
): Promise<{ ok: boolean; message: string }> {
  const server = await onServer(context, { kind: "promo", code });
  if (!server) return { ok: false, message: "Промокод применяется после входа" };
  if (!server.ok) return { ok: false, message: PROMO_NOT_FOUND };
  if (code === "") return { ok: true, message: "Промокод убран" };
  return server.totals.discountValue === null || server.totals.discountValue === undefined
    ? { ok: false, message: PROMO_NOT_FOUND }
    : { ok: true, message: "Промокод применён" };
}

/** Chooses how many bonuses the order takes (docs/cart.md#bonus-spending); the API checks the rules. */
export async function chooseBonuses(
  context: Context,
  amount: number,
): Promise<{ ok: boolean; message: string }> {
  const server = await onServer(context, { kind: "bonuses", amount });
  if (!server) return { ok: false, message: "Бонусы списываются после входа" };
  if (!server.ok) return { ok: false, message: server.message };
  return {
    ok: true,
    message:
      amount === 0 ? "Бонусы не будут списаны" : `Спишем ${amount.toLocaleString("ru-RU")} бонусов`,
  };
}

/**
 * On sign-in, the guest's checked items go into the account's cart (mergeProductCart adds, never
 * removes); the local cart stays as it is. A failure does not undo the sign-in: the next visit to
 * the cart sends them again.
 */
export async function mergeGuestCart(request: Request, context: Context): Promise<void> {
  const ids = (await readCartEntries(request)).filter((entry) => entry.checked).map((e) => e.id);
  if (ids.length === 0 || !isSignedIn(getSession(context))) return;
  try {
    await onServer(context, { kind: "merge", ids });
  } catch (error) {
    console.error("[sign-in] guest cart not merged:", error);
  }
}
