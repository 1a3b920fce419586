/**
 * The first segment of the paths whose screens are a shopper's own whoever asks: the account,
 * sign-in, the cart, checkout, favourites, an order (its number is the key to it), a payment,
 * the developers' outbox. No shared cache keeps them (docs/caching.md) and the service worker
 * keeps no copy of them (docs/pwa.md).
 */
export const PERSONAL_SECTIONS: ReadonlySet<string> = new Set([
  "account",
  "auth",
  "enter-code",
  "cart",
  "checkout",
  "favorites",
  "orders",
  "payment",
  "dev",
]);

/** Whether a page's path (`/cart`, `/account/bonus`) is one of a shopper's own screens. */
export function isPersonalPath(pathname: string): boolean {
  const section = pathname.split("/")[1] ?? "";
  return PERSONAL_SECTIONS.has(section);
}
