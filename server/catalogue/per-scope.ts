import type { CatalogueSnapshot } from "./catalogue-layout.ts";

/**
 * A store of what is made once per catalogue snapshot and scope (a section's id, or undefined
 * for every product), kept as long as the snapshot is (docs/caching.md#the-catalogue-index).
 */
export function perScope<Made>() {
  const made = new WeakMap<CatalogueSnapshot, Map<number | undefined, Made>>();
  return (c: CatalogueSnapshot, directoryId: number | undefined, make: () => Made): Made => {
    let bySnapshot = made.get(c);
    if (!bySnapshot) {
      bySnapshot = new Map();
      made.set(c, bySnapshot);
    }
    const known = bySnapshot.get(directoryId);
    if (known !== undefined) return known;
    const fresh = make();
    bySnapshot.set(directoryId, fresh);
    return fresh;
  };
}
