import { updateLocal } from "./local-store.ts";
import { addToRecentlyViewed, recentlyViewedSchema } from "./recent.ts";
import { storageKeys } from "~/shell/storage.ts";

/** Puts a visited product first in 'Недавно смотрели' (localStorage; the rules in recent.ts). */
export function recordRecentlyViewed(productId: string) {
  updateLocal(storageKeys.recentProducts, recentlyViewedSchema, (recent) =>
    addToRecentlyViewed(recent, productId),
  );
}
