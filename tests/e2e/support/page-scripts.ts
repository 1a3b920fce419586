import { gzipSync } from "node:zlib";

/**
 * The product page's JavaScript budget (issue 35, docs/storefront.md#javascript-below-the-fold):
 * what the page loads before a shopper can interact, as gzip sends it.
 */
export const PRODUCT_PAGE_JS_BUDGET_BYTES = 100 * 1024;

/**
 * The scripts a page's HTML has the browser load before it is interactive: every
 * `<link rel="modulepreload">` (React Router's entry, the root's and the route's chunks and their
 * imports; held until the first paint, docs/storefront.md#scripts-after-the-first-paint) and the
 * module the inline script imports. What the page fetches later (a part below the fold, a popup)
 * is not among them.
 */
export function scriptsBeforeInteraction(html: string): string[] {
  const preloaded = [
    ...html.matchAll(/<link rel="(?:modulepreload|x-module-held)" href="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
  const imported = [...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1] ?? "");
  return [...new Set([...preloaded, ...imported])].filter(Boolean);
}

/** A script's size as gzip at zlib's default level sends it (the `compression` middleware's). */
export function gzippedBytes(body: Buffer): number {
  return gzipSync(body).length;
}
