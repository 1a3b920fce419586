/**
 * The page's modules start after its first paint (docs/storefront.md#scripts-after-the-first-paint).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for each module the page
 * hydrates with and an inline `<script type="module">` that imports them, and the browser fetches
 * them all, at a high priority, as soon as it reads them: on a slow phone network the stylesheet,
 * the first picture and some 100 KB of JavaScript share the line before anything is painted. The
 * server writes them held instead (app/platform/nul-byte-filter.server.ts: the same bytes but for
 * an unknown `rel` and a `type` no browser runs, so the HTML keeps its length and its elements),
 * and START_HELD_SCRIPTS, written right after them, turns them back once the browser has painted
 * the page: the links preload and the module script runs, as written. Without JavaScript nothing
 * changes: the page's links and forms work as they always do.
 */

/** A held `<link rel="modulepreload">`: the same length, a relation no browser acts on. */
export const HELD_PRELOAD = { from: 'rel="modulepreload"', to: 'rel="x-module-held"' } as const;
/** A held `<script type="module">`: the same length, a data block no browser runs. */
export const HELD_MODULE = {
  from: 'type="module" async=""',
  to: 'type="x-held" async=""',
} as const;

/**
 * Runs once the page is painted (the browser's first paint entry; two frames on where the browser
 * reports no paints; at once in a hidden tab, which paints nothing): each held link preloads, and
 * each held module script is run as a new one, with its nonce, at the end of the body (where
 * React's hydration leaves nodes it did not render).
 */
export const START_HELD_SCRIPTS = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="x-module-held"]').forEach(function (link) {
      link.rel = "modulepreload";
    });
    document.querySelectorAll('script[type="x-held"]').forEach(function (held) {
      var script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === "hidden") return start();
  document.addEventListener("visibilitychange", start, { once: true });
  var observer = typeof PerformanceObserver === "function" ? PerformanceObserver : undefined;
  if (observer && (observer.supportedEntryTypes || []).indexOf("paint") !== -1) {
    new observer(start).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
})();`;
