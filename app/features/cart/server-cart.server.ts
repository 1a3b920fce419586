/**
 * A signed-in shopper's server cart (docs/cart.md#server-cart): one operation at a time through
 * the request's shop API client, its answer read as the cart's totals or the API's refusal.
 */
import type { CombinedError } from "@urql/core";
import type { RouterContextProvider } from "react-router";
import { type FragmentOf, readFragment, type ResultOf } from "~/graphql.ts";
import { apiRefusal } from "~/platform/errors.server.ts";
import { getSession, isAuthError, shopClientContext } from "~/platform/shop-api.server.ts";
import {
  AddToProductCart,
  CartTotalsFragment,
  MergeProductCart,
  ProductCartQuery,
  RemoveFromProductCart,
  SetCartBonuses,
  ValidatePromocode,
} from "./cart-documents.server.ts";

export type Totals = ResultOf<typeof CartTotalsFragment>;
type Context = Readonly<RouterContextProvider>;

/** Whether the request carries tokens: then the cart is also the account's, if they still hold. */
function hasSession(context: Context): boolean {
  const session = getSession(context);
  return Boolean(session.accessToken || session.refreshToken);
}

export type CartOperation =
  | { kind: "read" }
  | { kind: "add"; id: string }
  | { kind: "remove"; id: string }
  | { kind: "merge"; ids: string[] }
  | { kind: "promo"; code: string }
  | { kind: "bonuses"; amount: number };

interface Answer {
  error?: CombinedError;
  cart?: FragmentOf<typeof CartTotalsFragment>;
}

function send(context: Context, operation: CartOperation): Promise<Answer> {
  const client = context.get(shopClientContext);
  switch (operation.kind) {
    case "read":
      return client
        .query(ProductCartQuery, {})
        .toPromise()
        .then((r) => ({ error: r.error, cart: r.data?.productCart }));
    case "add":
      return client
        .mutation(AddToProductCart, { id: operation.id })
        .toPromise()
        .then((r) => ({ error: r.error, cart: r.data?.addToProductCart }));
    case "remove":
      return client
        .mutation(RemoveFromProductCart, { id: operation.id })
        .toPromise()
        .then((r) => ({ error: r.error, cart: r.data?.removeFromProductCart }));
    case "merge":
      return client
        .mutation(MergeProductCart, { ids: operation.ids })
        .toPromise()
        .then((r) => ({ error: r.error, cart: r.data?.mergeProductCart }));
    case "promo":
      return client
        .mutation(ValidatePromocode, { code: operation.code })
        .toPromise()
        .then((r) => ({ error: r.error, cart: r.data?.validatePromocode }));
    case "bonuses":
      return client
        .mutation(SetCartBonuses, { amount: operation.amount })
        .toPromise()
        .then((r) => ({ error: r.error, cart: r.data?.setCartBonuses }));
  }
}

type ServerAnswer = { ok: true; totals: Totals } | { ok: false; message: string } | null;

/**
 * One operation on a signed-in shopper's server cart: the cart it answers, the shop API's
 * refusal (its message is for the shopper), or null when there is no session or it did not
 * hold (the shopper is a guest now). Any other error is thrown to the error boundary.
 */
export async function onServer(context: Context, operation: CartOperation): Promise<ServerAnswer> {
  if (!hasSession(context)) return null;
  const { error, cart } = await send(context, operation);
  if (error) {
    if (isAuthError(error)) return null;
    const refusal = apiRefusal(error);
    if (refusal) return { ok: false, message: refusal.message };
    throw error;
  }
  if (!cart) throw new Error("The shop API answered without a cart");
  return { ok: true, totals: readFragment(CartTotalsFragment, cart) };
}

/** Removing is best effort (docs/cart.md#server-cart): the local cart has already let go. */
export async function removeOnServer(context: Context, id: string): Promise<void> {
  try {
    await onServer(context, { kind: "remove", id });
  } catch (error) {
    console.warn("[cart] removeFromProductCart failed, ignored:", error);
  }
}
