/**
 * The browser storage keys (docs/storefront.md#browser-storage), owned here and nowhere else. Local
 * storage: search history, recently viewed, local cart, valid promo code, role, banner-closed flag,
 * colour mode. Session storage: the code-send cooldown, the return-to marker and the times of the
 * page's own reloads.
 */
export const storageKeys = {
  searchHistory: "meet-market-search-history",
  recentProducts: "meet-market-recent-products",
  cartItems: "meet-market-cart-items",
  promoCode: "meet-market-promo-code",
  role: "meet-market-role",
  appBannerClosed: "meet-market-app-banner-closed",
  colorMode: "meet-market-color-mode",
} as const;

export const sessionKeys = {
  cooldown: "meet-market-cooldown",
  returnTo: "meet-market-return-to",
  reloads: "meet-market-reloads",
} as const;

/** Removes a value from localStorage; nothing is stored where storage is refused. */
export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): there is nothing to remove.
  }
}

/** Reads a sessionStorage value; null where storage is refused. */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a sessionStorage value, ignoring browsers that refuse it. */
export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the server's cookies and the API still hold.
  }
}

/** Writes a value to localStorage, ignoring browsers that refuse storage (private mode, quota). */
export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is a convenience here: the cookie the server set already carries the choice.
  }
}

const STORAGE_CHANGE = "meet-market-storage-change";

/** Tells every reader in this tab that a stored value changed (other tabs hear `storage`). */
export function announceStorageChange(): void {
  window.dispatchEvent(new Event(STORAGE_CHANGE));
}

/**
 * useSyncExternalStore's subscribe for stored values: a change in this tab (announced above) or in
 * another tab (the `storage` event).
 */
export function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(STORAGE_CHANGE, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(STORAGE_CHANGE, onChange);
  };
}
