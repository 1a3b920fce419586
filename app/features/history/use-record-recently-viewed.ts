import { useEffect } from "react";
import { whenIdle } from "~/ui/below-the-fold.tsx";

/**
 * Records the visit once the browser is idle: the storage's schema (valibot) and rules are a
 * chunk the product page does not wait for (docs/storefront.md#javascript-below-the-fold).
 */
export function useRecordRecentlyViewed(productId: string) {
  useEffect(
    () =>
      whenIdle(() => {
        import("./record-recently-viewed.ts")
          .then((module) => module.recordRecentlyViewed(productId))
          .catch(() => {
            // Offline, or a deployment removed the chunk: the visit is not recorded, nothing else.
          });
      }),
    [productId],
  );
}
