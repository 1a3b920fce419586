import { useEffect } from "react";
import { updateLocal, useLocalValue } from "./local-store.ts";
import { addToRecentlyViewed, recentlyViewedSchema } from "./recent.ts";
import { storageKeys } from "~/shell/storage.ts";

/** Puts a visited product first in 'Недавно смотрели' (localStorage; the rules in recent.ts). */
export function useRecordRecentlyViewed(productId: string) {
  useEffect(() => {
    updateLocal(storageKeys.recentProducts, recentlyViewedSchema, (recent) =>
      addToRecentlyViewed(recent, productId),
    );
  }, [productId]);
}

/** The ids of 'Недавно смотрели', most recent first; empty on the server and before hydration. */
export function useRecentlyViewedIds(): string[] {
  return useLocalValue(storageKeys.recentProducts, recentlyViewedSchema);
}
