/**
 * The first segment of the paths whose screens are a shopper's own whoever asks: the account,
 * sign-in, the cart, checkout, favourites, an order (its link is the key to it), a payment,
 * the developers' outbox, the alerts' screens (docs/alerts.md), and the whole back office (docs/back-office.md#caching). No shared cache keeps them (docs/caching.md) and the service worker
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
  "admin",
  "alerts",
]);

/** decodeURIComponent, or the text as it is when its percent-encoding is broken. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The section a path names as React Router matches it (docs/caching.md#page-responses): its
 * first non-empty segment, percent-decoded, in lower case (a route matches whatever the case),
 * without a data request's `.data`. `/CART`, `/%63art`, `//cart/`, `/Favorites.data` all name
 * `cart` or `favorites`.
 */
export function sectionOf(pathname: string): string {
  const first = decoded(pathname)
    .split("/")
    .find((segment) => segment !== "");
  return (first ?? "").toLowerCase().replace(/\.data$/, "");
}

/**
 * Whether a page's path (`/cart`, `/account/bonus`) is one of a shopper's own screens, however
 * it is spelt: a route answers `/CART` and `/%63art` as it answers `/cart`, so a cache must
 * treat them alike.
 */
export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_SECTIONS.has(sectionOf(pathname));
}
