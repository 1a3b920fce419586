import { LRUCache } from "lru-cache";
import { renderToString } from "react-dom/server";
import type { KeptMarkupStore } from "~/ui/kept-markup.tsx";

/**
 * Characters of kept HTML at most (some 16 MB in memory): the frame's parts and a few thousand
 * product cards, of about a thousand characters each with its key. The least recently shown go
 * first.
 */
const MAX_KEPT_CHARACTERS = 8_000_000;

/**
 * The server's store of kept HTML (docs/storefront.md#the-frames-kept-html): the frame's parts and
 * the product cards. A key not yet kept is rendered by React in the page as usual, and once more
 * with renderToString after that render (never inside it), for the next pages: what the page's
 * own render and renderToString write for the same elements is the same HTML.
 */
export function createKeptMarkupStore(maxCharacters = MAX_KEPT_CHARACTERS): KeptMarkupStore {
  // Keys name everything their parts show, so a catalogue change makes new keys and the old
  // ones, no longer asked for, are the first to go.
  const kept = new LRUCache<string, string>({
    maxSize: maxCharacters,
    sizeCalculation: (html, key) => html.length + key.length,
  });
  const making = new Set<string>();
  return {
    get(key, children) {
      const html = kept.get(key);
      if (html !== undefined || making.has(key)) return html;
      making.add(key);
      setImmediate(() => {
        making.delete(key);
        try {
          kept.set(key, renderToString(children()));
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
