import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, expect, type Page, test } from "./support/test.ts";

/**
 * The service worker, offline pages and forms, new deployments and failed chunks
 * (docs/pwa.md). The worker is blocked in every other spec (playwright.config.ts); here it runs,
 * in the desktop project only (the tests are untagged): the mobile one would repeat the same
 * worker, and the no-js one has none (its pages work as they always did).
 */
test.use({ serviceWorkers: "allow" });

/** Waits until a worker controls the page (the first one takes the open page at once). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Two product pages of the demo catalogue. */
async function productPaths(page: Page): Promise<[string, string]> {
  await page.goto("/catalog/obuv");
  const hrefs = await page
    .locator("main a[href^='/product/']")
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  return [hrefs[0] as string, hrefs[1] as string];
}

/** The answers to the page's requests for the build's version, as they come. */
function versionRequests(page: Page): { statuses: number[] } {
  const asked = { statuses: [] as number[] };
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/version.json")
      asked.statuses.push(response.status());
  });
  return asked;
}

/**
 * Tells the page it is shown again until it has asked for the version: the listener is set up
 * once the page's notices have loaded, which may be well after the load event on a busy machine.
 */
async function showAgainUntilAsked(page: Page, asked: { statuses: number[] }) {
  const before = asked.statuses.length;
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      return asked.statuses.length;
    })
    .toBeGreaterThan(before);
}

/** Hydrated: the header's search field has become the popup's combobox. */
async function hydrated(page: Page) {
  await expect(page.getByRole("banner").locator('input[name="query"]').first()).toHaveAttribute(
    "role",
    "combobox",
  );
}

/** Waits until the worker has kept a page in its cache (it writes after answering). */
async function kept(page: Page, pathname: string) {
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const cache = await caches.open("meet-market-pages");
        return (await cache.keys()).some((request) => {
          const url = new URL(request.url);
          return url.pathname + url.search === wanted;
        });
      }, pathname),
    )
    .toBe(true);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test("the service worker registers with scope / and controls the page", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await controlled(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script ?? "").pathname).toBe("/sw.js");
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  // The worker, the manifest and the worker's own requests run under the policy.
  expect(violations).toEqual([]);
});

test("the worker and the build's version are never kept by a cache", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  const version = await request.get("/version.json");
  expect(version.headers()["cache-control"]).toBe("no-store");
  expect(await version.json()).toEqual({ version: expect.stringMatching(/^\w+$/) });
});

test("offline, a visited product page opens with «Нет сети»; another shows the offline page", async ({
  page,
  context,
}) => {
  const [visited, unvisited] = await productPaths(page);
  await controlled(page);
  await page.goto(visited);
  const title = await page.locator("h1").textContent();

  await goOffline(context);
  await page.goto(visited);
  await expect(page.locator("h1")).toHaveText(title ?? "");
  // «Нет сети — показана сохранённая копия страницы» when the worker's copy answered; within
  // five minutes the browser's own cache may answer first (stale-while-revalidate): «Нет сети».
  await expect(page.getByRole("status")).toContainText("Нет сети");

  const response = await page.goto(unvisited);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "Нет сети", level: 1 })).toBeVisible();
  await expect(page.getByText("эту страницу вы ещё не открывали")).toBeVisible();
  await expect(page.getByRole("link", { name: "Повторить" })).toBeVisible();

  // Back online, the same address opens the page itself.
  await context.setOffline(false);
  await page.getByRole("link", { name: "Повторить" }).click();
  await expect(page.locator("h1")).not.toHaveText("Нет сети");
});

test("offline, a link to a visited page opens its kept copy; to another, the offline page", async ({
  page,
  context,
}) => {
  const [visited, unvisited] = await productPaths(page);
  await controlled(page);
  await page.goto(visited);
  const title = await page.locator("h1").textContent();
  await page.goto("/catalog/obuv");
  await kept(page, visited);
  await kept(page, "/catalog/obuv");
  await hydrated(page);

  await goOffline(context);
  // The page's data request fails; the page loads the address as a document, which the worker
  // answers from its cache.
  await page.locator(`main a[href='${visited}']`).first().click();
  await expect(page).toHaveURL(visited);
  await expect(page.locator("h1")).toHaveText(title ?? "");
  // The catalogue again, as the worker kept it. (Going back instead raced: the product page
  // shows links to other colours, the unvisited one among them, while the way back was loading.)
  await page.goto("/catalog/obuv");
  await expect(page.locator("h1")).toHaveText("Обувь");
  await hydrated(page);
  await page.locator(`main a[href='${unvisited}']`).first().click();
  await expect(page.getByRole("heading", { name: "Нет сети", level: 1 })).toBeVisible();
});

test("a shopper's own pages are never kept: the cart offline is the offline page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await controlled(page);
  await page.goto("/cart");
  await page.goto("/");
  await goOffline(context);
  const response = await page.goto("/cart");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "Нет сети", level: 1 })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("meet-market-pages");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(kept).toContain("/");
  expect(kept).not.toContain("/cart");
});

test.describe("without the worker", () => {
  // page.route does not see what a worker fetches: these run as a first visit does.
  test.use({ serviceWorkers: "block" });

  test("a form sent offline says it was not sent and keeps what was typed", async ({
    page,
    context,
  }) => {
    await page.goto("/tovar-pod-zakaz");
    const form = page.getByRole("form", { name: "Заявка на товар под заказ" });
    await form.getByLabel("Бренд").fill("New Balance");
    await form.getByLabel("Модель").fill("550 White Green");
    await goOffline(context);
    await expect(page.getByRole("status").filter({ hasText: "Нет сети" })).toBeVisible();
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "форма не отправлена" })).toBeVisible();
    await expect(form.getByLabel("Бренд")).toHaveValue("New Balance");
    await expect(form.getByLabel("Модель")).toHaveValue("550 White Green");
    await context.setOffline(false);
    await expect(page.getByRole("alert").filter({ hasText: "форма не отправлена" })).toBeHidden();
  });

  test("a new build's version offers the shopper a refresh", async ({ page }) => {
    await page.route("**/version.json", (route) =>
      route.fulfill({
        json: { version: "a-newer-build" },
        headers: { "cache-control": "no-store" },
      }),
    );
    const asked = versionRequests(page);
    await page.goto("/");
    // The page asks again whenever it is shown (and every minute while it is).
    await showAgainUntilAsked(page, asked);
    const banner = page.getByRole("region", { name: "Новая версия сайта" });
    await expect(banner).toContainText("Вышла новая версия сайта");
    await Promise.all([
      page.waitForEvent("load"),
      banner.getByRole("button", { name: "Обновить" }).click(),
    ]);
  });

  test("the same version offers nothing", async ({ page }) => {
    const asked = versionRequests(page);
    await page.goto("/");
    await showAgainUntilAsked(page, asked);
    expect(asked.statuses).toContain(200);
    await expect(page.getByRole("region", { name: "Новая версия сайта" })).toHaveCount(0);
  });

  test("a screen's missing chunk reloads the page once, not in a loop", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // The product route joins the page's manifest once React Router has discovered it (lazy
    // route discovery, after hydration renders the links).
    const productModule = () =>
      page.evaluate(() => {
        const manifest = (
          window as unknown as {
            __reactRouterManifest: { routes: Record<string, { module: string } | undefined> };
          }
        ).__reactRouterManifest;
        return manifest.routes["routes/product.$slug"]?.module;
      });
    await expect.poll(productModule).toBeTruthy();
    const chunk = await productModule();
    await page.route(`**${chunk}`, (route) => route.abort());
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    // React Router loads again the page the link was followed on. Once that page has hydrated,
    // every effect of its first render has run: nothing has loaded it, or the product, again.
    const reloaded = page.waitForEvent("load");
    await page.locator("main a[href^='/product/']").first().click();
    await reloaded;
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toBe(1);
  });

  test("a lazily loaded panel that is missing reloads once, then the error screen stays", async ({
    page,
  }) => {
    await page.route(/\/assets\/cart-panel-[\w-]+\.js$/, (route) => route.abort());
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await page.goto("/");
    await hydrated(page);
    const cart = page.getByRole("banner").getByRole("link", { name: "Корзина" });
    // The reloaded page's own load event: the old page is hydrated already, so waiting for that
    // alone could click the old page, or the new one before it hydrated.
    const reloaded = page.waitForEvent("load");
    await cart.click();
    await reloaded;
    expect(documents).toBe(2);
    await hydrated(page);
    await cart.click();
    await expect(page.getByText("NO SIGNAL")).toBeVisible();
    // The error screen's effect decides at once whether to reload (app/root.tsx): once the page
    // has drawn a frame and run a task since, a reload would have begun; the screen stays.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    await expect(page.getByText("NO SIGNAL")).toBeVisible();
    expect(documents).toBe(2);
  });
});

test("home is installable by Chromium's rules", async ({ baseURL }) => {
  // An incognito context (every Playwright context) is never installable: a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "meet-market-pwa-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await controlled(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get("/site.webmanifest")).json();
    expect(manifest).toMatchObject({
      short_name: "Meet Market",
      lang: "ru",
      start_url: "/",
      display: "standalone",
      theme_color: "#111111",
      background_color: "#ffffff",
    });
    const purposes = (manifest.icons as { sizes: string; purpose: string }[]).map(
      (icon) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
