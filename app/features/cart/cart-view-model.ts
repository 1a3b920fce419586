/**
 * What the cart's screens (the drawer and /cart) draw: built on the server from the local cart
 * and the shop API's answers (cart.server.ts), read by cart-view.tsx.
 */

import type { DeliveryWindowView } from "~/lib/delivery-window.ts";

/** A product item's state (the shop API's ProductItemState). */
export type CartLineState = "ON_SALE" | "RESERVED" | "SOLD" | "WITHDRAWN";

export interface CartLine {
  id: string;
  state: CartLineState;
  checked: boolean;
  productId: string | null;
  name: string;
  /** The product page, for the line's link. */
  slug: string;
  sizeName: string | null;
  /** The product's picture of lowest position. */
  image: { url: string; alt: string | null } | null;
  /** Kopecks. */
  price: number;
  oldPrice: number | null;
  /** When it can arrive in the default city (the shop API's), before a place is chosen. */
  delivery: DeliveryWindowView | null;
  /** A shoe in a size that is not the shopper's, and which is (docs/fit.md#the-cart). */
  fitWarning?: string | null;
}

export interface CartView {
  lines: CartLine[];
  signedIn: boolean;
  /** Kopecks: the checked items on sale, at their prices and at their old prices. */
  totalPrice: number;
  oldTotalPrice: number;
  /** The promo code kept on the server cart while it applies, and its discount in kopecks. */
  promoCode: string | null;
  discountValue: number | null;
  /** Bonuses (1 bonus = 1 ₽): the balance, how many this cart may take, how many it takes. */
  bonusesAvailable: number;
  bonusesAvailableToSpent: number;
  bonusesToSpend: number;
  /** Kopecks: what is left to pay in money. */
  totalToPay: number;
  /** Bonuses the order earns once received, at the shopper's level (0 for a guest). */
  cashback: number;
}

/** Only an item on sale can be ordered; the others stay in the cart, shown as unavailable. */
export const isOnSale = (line: Pick<CartLine, "state">) => line.state === "ON_SALE";

/** Why an item cannot be ordered, in the shopper's words. */
export const unavailableLabel: Record<Exclude<CartLineState, "ON_SALE">, string> = {
  RESERVED: "Уже оформлен в другом заказе",
  SOLD: "Этот размер уже купили",
  WITHDRAWN: "Больше не продаётся",
};

/** The lines counted in the order: checked and on sale. */
export const orderedLines = (lines: readonly CartLine[]) =>
  lines.filter((line) => line.checked && isOnSale(line));
