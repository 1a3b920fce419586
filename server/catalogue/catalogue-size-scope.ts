/**
 * The products of a scope that have a size name (docs/caching.md#the-catalogue-index): what a
 * size filter narrows a section to before its pass, made once per snapshot and scope.
 */
import type { CatalogueSnapshot } from "./catalogue-layout.ts";
import { perScope } from "./per-scope.ts";

const bySizeName = perScope<Int32Array[]>();

/** Each size name's products in `scope` (every product when undefined), ascending. */
function sizeNameLists(c: CatalogueSnapshot, scope: Int32Array | undefined): Int32Array[] {
  const lists: number[][] = c.sizeNames.map(() => []);
  for (const p of scope ?? c.productIds.keys()) {
    const end = c.productSizeStart[p + 1] ?? 0;
    for (let z = c.productSizeStart[p] ?? 0; z < end; z += 1) {
      lists[c.productSizeName[z] ?? 0]?.push(p);
    }
  }
  return lists.map((list) => Int32Array.from(list).sort());
}

/** The products of the scope with any of the size names `names`, each once, ascending. */
export function productsWithSizes(
  c: CatalogueSnapshot,
  directoryId: number | undefined,
  scope: Int32Array | undefined,
  names: readonly string[],
): Int32Array {
  const lists = bySizeName(c, directoryId, () => sizeNameLists(c, scope));
  const chosen = new Set(names);
  const found = c.sizeNames.flatMap((name, index) =>
    chosen.has(name) ? [lists[index] ?? new Int32Array()] : [],
  );
  if (found.length === 1) return found[0] ?? new Int32Array();
  const all = new Int32Array(found.reduce((total, list) => total + list.length, 0));
  let at = 0;
  for (const list of found) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  // Each once: a product with two of the chosen names is in both lists.
  return all.filter((p, k) => k === 0 || all[k - 1] !== p);
}
