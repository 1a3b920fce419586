import { expect, type Page, test } from "./support/test.ts";

/** Whether the project runs the page's JavaScript (the no-js project does not). */
const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** Clicks a preference button and waits until the server has stored the choice. */
async function clickAndSave(page: Page, button: ReturnType<Page["getByRole"]>) {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes("/resources/preferences")),
    button.click(),
  ]);
}

/** Answers the cookie notice, which otherwise sits over the bottom of the page. */
async function dismissCookieNotice(page: Page) {
  await clickAndSave(
    page,
    page
      .getByRole("region", { name: "Файлы cookie" })
      .getByRole("button", { name: "Только необходимые" }),
  );
  await expect(page.getByRole("region", { name: "Файлы cookie" })).toBeHidden();
}

/**
 * Holds back the page's JavaScript (the entry and the route modules) until the returned function
 * is called: what the shopper does meanwhile happens on the server's HTML, before hydration, as
 * on a slow phone.
 */
async function holdBackScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("header", () => {
  // At 375 px the header keeps only its icons; without JavaScript its search is a plain form.
  test(
    "has the logo, the catalogue menu, the six top-menu links and a search that works",
    { tag: ["@mobile", "@no-js"] },
    async ({ page, isMobile }) => {
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Meet Market — на главную" })).toBeVisible();
      for (const name of ["Избранное", "Корзина", "Войти"]) {
        await expect(header.getByRole("link", { name })).toBeVisible();
      }
      if (!isMobile) {
        const catalogue = header.getByRole("navigation", { name: "Каталог" });
        await expect(catalogue.getByRole("link", { name: "Обувь" })).toHaveAttribute(
          "href",
          "/catalog/any/obuv",
        );
        await expect(catalogue.getByRole("link", { name: "Нашли дешевле?" })).toHaveClass(
          /text-accent/,
        );
        const info = header.getByRole("navigation", { name: "Информация" });
        await expect(info.getByRole("link")).toHaveText([
          "Мобильное приложение",
          "Доставка",
          "Программа лояльности",
          "FAQ",
          "Наш блог",
          "Контакты",
        ]);
        // With JavaScript the field becomes the search popup's combobox.
        const search = header.getByRole(jsEnabled() ? "combobox" : "searchbox", {
          name: "Поиск по каталогу",
        });
        await search.fill("найк");
        await search.press("Enter");
        await expect(page).toHaveURL(/\/search\?query=%D0%BD%D0%B0%D0%B9%D0%BA$/);
      }
    },
  );

  // A <details>: it opens without JavaScript too. The test is at 375 px wherever it runs.
  test(
    "the mobile menu opens, hides the empty and 'search' slugs and shows 'meet-price' in red",
    { tag: ["@mobile-only", "@no-js"] },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/");
      await page.locator("summary").filter({ hasText: "Меню" }).click();
      const menu = page.getByRole("navigation", { name: "Меню" });
      await expect(menu.getByRole("link", { name: "Обувь" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Нашли дешевле?" })).toHaveClass(/text-accent/);
      await expect(menu.getByRole("link", { name: "Контакты" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("mobile-menu.png") });
    },
  );

  // Without JavaScript nothing hydrates.
  test(
    "the mobile menu opened before hydration stays open through it, and a navigation closes it",
    { tag: "@mobile-only" },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      // A failed hydration renders the page anew on the client, which would close the menu too.
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      const release = await holdBackScripts(page);
      await page.goto("/", { waitUntil: "commit" });
      const summary = page.locator("summary").filter({ hasText: "Меню" });
      const details = page.locator("details").filter({ has: summary });
      const menu = page.getByRole("navigation", { name: "Меню" });
      await summary.click();
      await expect(details).toHaveAttribute("open", "");
      // Not hydrated yet: the menu's search is still the plain field.
      const field = details.locator('input[name="query"]');
      await expect(field).not.toHaveAttribute("role", "combobox");
      release();
      // Hydrated: the field has become the combobox, and every effect of the first render has run.
      await expect(field).toHaveAttribute("role", "combobox");
      await expect(details).toHaveAttribute("open", "");
      await expect(menu.getByRole("link", { name: "Обувь" })).toBeVisible();
      await menu.getByRole("link", { name: "Обувь" }).click();
      await expect(page).toHaveURL(/\/catalog\/any\/obuv$/);
      await expect(details).not.toHaveAttribute("open");
      expect(errors).toEqual([]);
    },
  );

  // The drawer fills the screen at 375 px.
  test(
    "the cart opens as a drawer with JavaScript, and is the cart page without",
    { tag: ["@mobile", "@no-js"] },
    async ({ page }) => {
      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "Корзина" }).click();
      if (jsEnabled()) {
        const drawer = page.getByRole("dialog", { name: "Корзина" });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByText("Корзина пуста")).toBeVisible();
        await expect(drawer.getByRole("link", { name: "За покупками" })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(page).toHaveURL(/\/$/);
      } else {
        await expect(page).toHaveURL(/\/cart$/);
      }
    },
  );
});

// The panel is a drawer, which fills the screen at 375 px.
test(
  "the user icon opens the sign-in panel with JavaScript, and is the sign-in page without",
  { tag: ["@mobile", "@no-js"] },
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Войти" }).click();
    if (jsEnabled()) {
      // The panel holds the sign-in form itself (tests/e2e/sign-in.spec.ts goes through it).
      const panel = page.getByRole("dialog", { name: "Вход" });
      await expect(panel).toBeVisible();
      await expect(panel.getByLabel("Номер телефона")).toBeFocused();
      await panel.getByRole("button", { name: "Закрыть" }).click();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
    } else {
      await expect(page).toHaveURL(/\/auth$/);
    }
  },
);

test.describe("footer", () => {
  test("has the three columns, social links, the app QR code and the payment logos", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Каталог", "Помощь", "О нас"]) {
      await expect(footer.getByRole("navigation", { name })).toBeVisible();
    }
    await expect(
      footer.getByRole("navigation", { name: "Каталог" }).getByRole("link", { name: "Обувь" }),
    ).toHaveAttribute("href", "/catalog/obuv");
    await expect(footer.getByRole("link", { name: "Telegram" })).toBeVisible();
    const qr = footer.getByRole("img", { name: "QR-код для установки приложения Meet Market" });
    await expect(qr).toHaveAttribute("width", "134");
    const svg = await page.request.get((await qr.getAttribute("src")) ?? "");
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg[^>]* height="134" width="134"/);
    const payments = footer.getByRole("list", { name: "Способы оплаты" });
    await expect(payments).toContainText("VISA");
    await expect(payments.getByRole("img", { name: "MasterCard" })).toBeVisible();
    await expect(payments.getByRole("img", { name: "Maestro" })).toBeVisible();
    await expect(payments).toContainText("ndex Pay");
    await expect(payments).toContainText("СберБанк");
  });
});

test.describe("colour mode", () => {
  test(
    "switches, is remembered, and works without JavaScript",
    { tag: "@no-js" },
    async ({ page }) => {
      await page.goto("/");
      await dismissCookieNotice(page);
      const html = page.locator("html");
      await expect(html).toHaveClass("system");
      await clickAndSave(page, page.getByRole("button", { name: "Тёмная" }));
      await expect(html).toHaveClass("dark");
      await expect(page.getByRole("button", { name: "Тёмная" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.reload();
      await expect(html).toHaveClass("dark");
      if (jsEnabled()) {
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem("meet-market-color-mode")))
          .toBe("dark");
      }
      await clickAndSave(page, page.getByRole("button", { name: "Светлая" }));
      await expect(html).toHaveClass("light");
    },
  );

  test("the server renders the chosen theme before the first paint (no flash)", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      {
        name: "meet-market-color-mode",
        value: encodeURIComponent(btoa('"dark"')),
        url: baseURL ?? "",
      },
    ]);
    // What the browser paints first is the server's HTML: check it before any script runs.
    const response = await page.request.get("/");
    expect(await response.text()).toMatch(/<html lang="ru" class="dark">/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });
});

test.describe("banners", () => {
  test("the app banner closes and stays closed", { tag: "@no-js" }, async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("complementary", { name: "Мобильное приложение" });
    await expect(banner).toContainText("5 000 бонусов за регистрацию");
    await clickAndSave(page, banner.getByRole("button", { name: "Закрыть баннер" }));
    await expect(banner).toBeHidden();
    if (jsEnabled()) {
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("meet-market-app-banner-closed")))
        .toBe("true");
    }
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Мобильное приложение" })).toBeHidden();
  });

  test(
    "the cookie notice asks once; analytics stay off without consent",
    { tag: "@no-js" },
    async ({ page }) => {
      await page.goto("/");
      const notice = page.getByRole("region", { name: "Файлы cookie" });
      await expect(notice).toBeVisible();
      await clickAndSave(page, notice.getByRole("button", { name: "Только необходимые" }));
      await expect(notice).toBeHidden();
      await page.reload();
      await expect(page.getByRole("region", { name: "Файлы cookie" })).toBeHidden();
      expect(
        await page.locator('script[src*="googletagmanager"], script:has-text("metrika")').count(),
      ).toBe(0);
    },
  );
});

test("the 404 screen keeps the header and footer", async ({ page }) => {
  const response = await page.goto("/definitely-not-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText("Page not found: /definitely-not-here")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle("Страница не найдена — Meet Market");
});
