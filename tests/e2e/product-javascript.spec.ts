import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "./support/test.ts";
import { e2eBuildDir } from "../e2e-build.ts";
import {
  gzippedBytes,
  PRODUCT_PAGE_JS_BUDGET_BYTES,
  scriptsBeforeInteraction,
} from "./support/page-scripts.ts";

/**
 * The product page's JavaScript (docs/storefront.md#javascript-below-the-fold): what it loads
 * before interaction stays within the budget, read from the build the suite serves (no clock:
 * bytes, gzipped as the server sends them); what is below the fold comes later and hydrates
 * without a mismatch.
 */

async function productPath(page: Page): Promise<string> {
  const response = await page.request.post("/graphql", {
    data: { query: "{ filteredProducts(dto: { pagination: { limit: 1 } }) { items { slug } } }" },
  });
  const body = (await response.json()) as {
    data: { filteredProducts: { items: { slug: string }[] } };
  };
  const slug = body.data.filteredProducts.items[0]?.slug;
  if (!slug) throw new Error("the demo catalogue has products");
  return `/product/${slug}`;
}

test("the product page loads at most 100 KB of JavaScript (gzip) before interaction", async ({
  page,
}) => {
  const html = await (await page.request.get(await productPath(page))).text();
  const scripts = scriptsBeforeInteraction(html);
  const client = path.join(e2eBuildDir(), "client");
  const sizes = scripts.map((script) => ({
    script,
    bytes: gzippedBytes(fs.readFileSync(path.join(client, script))),
  }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const listing = sizes.map(({ script, bytes }) => `${(bytes / 1024).toFixed(2)} KB ${script}`);
  // React, React Router, the shell and the route at least: a page that names none is no measure.
  expect(scripts.length, listing.join("\n")).toBeGreaterThanOrEqual(4);
  expect(total, `${(total / 1024).toFixed(1)} KB gzip:\n${listing.join("\n")}`).toBeLessThanOrEqual(
    PRODUCT_PAGE_JS_BUDGET_BYTES,
  );
  // What is below the fold is a chunk of its own, not preloaded with the route.
  expect(scripts.filter((script) => /\/(lower-page|footer|review-form)-/.test(script))).toEqual([]);
});

test("the lower part hydrates without a mismatch once near, and its size table opens", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) {
      errors.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  const lowerChunk = page.waitForResponse((response) =>
    /\/lower-page-[^/]*\.js$/.test(response.url()),
  );
  await page.goto(await productPath(page));
  await expect(
    page.getByRole("banner").locator('input[name="query"][role="combobox"]').first(),
  ).toBeAttached();
  await lowerChunk;
  await page.locator("#reviews").scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Отзывы" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The size table's link has become the dialog's button (the demo's shoes have a size grid).
  const sizeTable = page.getByRole("button", { name: "Таблица размеров" });
  if ((await page.locator("#size-grid").count()) > 0) {
    await sizeTable.click();
    await expect(page.getByRole("dialog", { name: "Таблица размеров" })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("a page's modules start after its first paint, and it hydrates", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(await productPath(page));
  // Hydrated: the header's search field has become the suggestions' combobox.
  await expect(
    page.getByRole("banner").locator('input[name="query"][role="combobox"]').first(),
  ).toBeAttached();
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0]?.startTime;
    const modules = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { paint, firstModule: Math.min(...modules), modules: modules.length };
  });
  // React, React Router, the entry, the root's and the route's chunks at least.
  expect(timing.modules).toBeGreaterThanOrEqual(4);
  expect(timing.paint).toBeDefined();
  expect(timing.firstModule).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  expect(errors).toEqual([]);
});
