import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until the shop's page in `page` has hydrated (app/root.tsx marks `<html data-hydrated>`):
 * its modules start after the first paint (docs/storefront.md#scripts-after-the-first-paint), so
 * the load event that `goto` waits for may come first. A document React Router did not render
 * (a feed, a file) has nothing to wait for.
 */
export async function untilPageHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") || !("__reactRouterContext" in window),
  );
}

/** After a navigation that waited for the load event, the page's hydration too. */
async function hydratedAfter(page: Page, waitUntil = "load") {
  if (waitUntil === "load" || waitUntil === "networkidle") await untilPageHydrated(page);
}

/**
 * Playwright's `test` whose pages, with JavaScript, are hydrated once `goto` or `reload`
 * returns: what a test does next is done to the page React runs, not to the server's HTML
 * before it (which works too, without JavaScript: the no-js project tests that).
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      context.on("page", (page) => {
        const goto = page.goto.bind(page);
        page.goto = async (url, options) => {
          const response = await goto(url, options);
          await hydratedAfter(page, options?.waitUntil);
          return response;
        };
        const reload = page.reload.bind(page);
        page.reload = async (options) => {
          const response = await reload(options);
          await hydratedAfter(page, options?.waitUntil);
          return response;
        };
      });
    }
    await use(context);
  },
});
