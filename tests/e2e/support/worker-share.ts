import { test } from "@playwright/test";

/**
 * Whether an item is this worker's to buy. The suite's workers run side by side against one shop
 * (docs/testing.md#one-run-side-by-side); a test that orders an item reserves it, so two tests
 * running at once must never pick the same one. Each worker buys from its own share of the
 * catalogue, by the item's id: `parallelIndex` tells the workers running at once apart.
 */
export function forThisWorker(itemId: string): boolean {
  const { parallelIndex, config } = test.info();
  let hash = 0;
  for (const char of itemId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % Math.max(1, config.workers) === parallelIndex;
}
