import { useEffect } from "react";
import { addToRecentlyViewed, recentlyViewedSchema } from "./recent.ts";
import { storageKeys, writeLocal } from "./storage.ts";

/** Puts a visited product first in 'Недавно смотрели' (localStorage; spec §9 rules in recent.ts). */
export function useRecordRecentlyViewed(productId: string) {
  useEffect(() => {
    let stored: unknown = [];
    try {
      stored = JSON.parse(window.localStorage.getItem(storageKeys.recentProducts) ?? "[]");
    } catch {
      // Unreadable or foreign data: start the list afresh rather than fail the page.
    }
    const next = addToRecentlyViewed(recentlyViewedSchema.parse(stored), productId);
    writeLocal(storageKeys.recentProducts, JSON.stringify(next));
  }, [productId]);
}
