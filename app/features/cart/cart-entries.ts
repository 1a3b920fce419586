/**
 * The local cart's entries (docs/cart.md#local-cart): product item ids, oldest first, each with
 * its «checked» flag. Pure functions over the cookie's value; the server module reads and writes
 * the cookie with them.
 */

/** A cart holds at most this many items (the shop API's limit too). */
export const MAX_CART_ITEMS = 50;

const ITEM_ID = /^\d{1,10}$/;

export interface CartEntry {
  /** The product item's id: one size of one product from one supplier. */
  id: string;
  /** Counted in the order (and, signed in, kept in the server cart). */
  checked: boolean;
}

export function isProductItemId(value: unknown): value is string {
  return typeof value === "string" && ITEM_ID.test(value);
}

/**
 * The entries of a cookie's value, stored as `[id, 0 | 1]` pairs: well-formed ids only, each
 * once, at most 50. Anything else (a forged or stale cookie) reads as no entry, never an error.
 */
export function parseCartEntries(value: unknown): CartEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: CartEntry[] = [];
  const seen = new Set<string>();
  for (const pair of value) {
    if (!Array.isArray(pair) || !isProductItemId(pair[0]) || seen.has(pair[0])) continue;
    seen.add(pair[0]);
    entries.push({ id: pair[0], checked: pair[1] !== 0 });
    if (entries.length === MAX_CART_ITEMS) break;
  }
  return entries;
}

/** The cookie's value for `entries`. */
export function cartCookieValue(entries: readonly CartEntry[]): [string, 0 | 1][] {
  return entries.map((entry) => [entry.id, entry.checked ? 1 : 0]);
}

export type AddResult =
  { added: true; entries: CartEntry[] } | { added: false; reason: "present" | "full" };

/** Adds an item last, checked; an item already there or a full cart leaves the entries as they are. */
export function addCartEntry(entries: readonly CartEntry[], id: string): AddResult {
  if (entries.some((entry) => entry.id === id)) return { added: false, reason: "present" };
  if (entries.length >= MAX_CART_ITEMS) return { added: false, reason: "full" };
  return { added: true, entries: [...entries, { id, checked: true }] };
}

export function removeCartEntry(entries: readonly CartEntry[], id: string): CartEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

export function setCartEntryChecked(
  entries: readonly CartEntry[],
  id: string,
  checked: boolean,
): CartEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, checked } : entry));
}

/** Whether two entry lists say the same (so an unchanged cookie is not sent again). */
export function sameEntries(a: readonly CartEntry[], b: readonly CartEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => entry.id === b[index]?.id && entry.checked === b[index]?.checked)
  );
}
