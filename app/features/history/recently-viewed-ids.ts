import { useLocalValue } from "./local-store.ts";
import { recentlyViewedSchema } from "./recent.ts";
import { storageKeys } from "~/shell/storage.ts";

/** The ids of 'Недавно смотрели', most recent first; empty on the server and before hydration. */
export function useRecentlyViewedIds(): string[] {
  return useLocalValue(storageKeys.recentProducts, recentlyViewedSchema);
}
