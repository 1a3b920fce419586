/**
 * The page's address as the analytics services are told it: an order's link is the key to the
 * order (docs/orders.md#public-order-status), a payment's path the key to the payment, so the
 * key is replaced, and a query that names such a path (the sign-in's `returnTo`) is left out.
 * Every other address is kept as it is. Pure.
 */
const KEYED_PATHS = /^(\/orders|\/payment\/sandbox)\/[^/]+/;
const NAMES_KEYED_PATH = /\/(orders|payment\/sandbox)\//;

export function analyticsAddress(address: string): string {
  const url = new URL(address, "http://localhost");
  let search = url.search;
  try {
    if (NAMES_KEYED_PATH.test(decodeURIComponent(search))) search = "";
  } catch {
    // A broken escape: nothing of it is worth telling.
    search = "";
  }
  const keyed = KEYED_PATHS.test(url.pathname);
  if (!keyed && search === url.search) return address;
  // A keyed page's query and fragment go with its key.
  const path = keyed
    ? url.pathname.replace(KEYED_PATHS, "$1/{id}")
    : `${url.pathname}${search}${url.hash}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(address) ? `${url.origin}${path}` : path;
}
