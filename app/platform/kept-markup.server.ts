import { renderToString } from "react-dom/server";
import type { KeptMarkupStore } from "~/shell/kept-markup.tsx";

/** Kept parts at most: a part per key (the catalogue's sections, the page a menu marks). */
const MAX_KEPT = 200;

/**
 * The server's store of the frame's kept HTML (docs/storefront.md#the-frames-kept-html). A key
 * not yet kept is rendered by React in the page as usual, and once more with renderToString after
 * that render (never inside it), for the next pages: what the page's own render and
 * renderToString write for the same elements is the same HTML.
 */
export function createKeptMarkupStore(max = MAX_KEPT): KeptMarkupStore {
  const kept = new Map<string, string>();
  const making = new Set<string>();
  return {
    get(key, children) {
      const html = kept.get(key);
      if (html !== undefined || making.has(key)) return html;
      making.add(key);
      setImmediate(() => {
        making.delete(key);
        // Keys name what the parts show, so there are few; a flood of new ones starts afresh.
        if (kept.size >= max) kept.clear();
        try {
          kept.set(key, renderToString(children));
        } catch (error) {
          // Not kept: the pages go on rendering the part themselves, as the first one did.
          console.error(error);
        }
      });
      return undefined;
    },
  };
}

export const keptMarkup = createKeptMarkupStore();
