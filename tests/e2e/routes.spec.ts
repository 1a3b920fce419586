import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { collectErrors, untilHydrated } from "./support/journey.ts";

/** Every screen of docs/storefront.md#screens-and-routes with a fixed address, and its heading. */
const SCREENS: readonly { path: string; heading: string }[] = [
  { path: "/auth", heading: "Вход" },
  { path: "/enter-code", heading: "Введите код" },
  { path: "/blog", heading: "Блог" },
  { path: "/cart", heading: "Корзина" },
  { path: "/catalog", heading: "Каталог" },
  { path: "/catalog/obuv", heading: "Обувь" },
  { path: "/catalog/any/odezhda", heading: "Одежда" },
  { path: "/catalog/krossovki", heading: "Кроссовки" },
  { path: "/catalog/obuv/krossovki", heading: "Кроссовки" },
  { path: "/delivery", heading: "Доставка и оплата" },
  { path: "/delivery/how-it-works", heading: "Как работает доставка" },
  { path: "/favorites", heading: "Избранное" },
  { path: "/info/appspromo", heading: "Мобильное приложение" },
  { path: "/info/contacts", heading: "Контакты" },
  { path: "/info/faq", heading: "Вопросы и ответы" },
  { path: "/info/offer", heading: "Оферта и условия продажи" },
  { path: "/info/offer/personal-data", heading: "Политика обработки персональных данных" },
  { path: "/info/offer/public-offer", heading: "Публичная оферта" },
  { path: "/info/offer/retail-sale", heading: "Условия розничной продажи" },
  { path: "/info/partners", heading: "Партнёрам" },
  { path: "/licence", heading: "Лицензионное соглашение" },
  { path: "/loyalty", heading: "Программа лояльности" },
  { path: "/privacy", heading: "Политика конфиденциальности" },
  { path: "/search", heading: "Поиск" },
  { path: "/search?query=nike", heading: "Поиск" },
  { path: "/sitemap", heading: "Карта сайта" },
  { path: "/tovar-pod-zakaz", heading: "Товар под заказ" },
  { path: "/index.html", heading: "Meet Market" },
  { path: "/index.php", heading: "Meet Market" },
];

const DESKTOP_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

/** The text of every <h1> in a server's HTML, tags and React's comments left out. */
function headingsOf(html: string): string[] {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]*>/g, "")
      .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name] ?? "")
      .trim(),
  );
}

/** Opens a screen and checks what every screen owes: 200, one visible <h1>, a title, no errors. */
async function expectScreen(page: Page, path: string, heading: string) {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  const body = (await response?.body()) ?? Buffer.alloc(0);
  // React 18's stream can leak zero bytes into Russian text; the server filters them out.
  expect(body.includes(0), `NUL bytes in ${path}`).toBe(false);
  // The screen is whole as the server sends it, before any script runs: its one heading and its
  // title are in the HTML (what a browser without JavaScript shows; docs/testing.md).
  const html = body.toString("utf8");
  expect(headingsOf(html), `the server's <h1> of ${path}`).toEqual([heading]);
  expect(
    /<title>[^<]*Meet Market[^<]*<\/title>/.test(html),
    `the server's <title> of ${path}`,
  ).toBe(true);
  const h1 = page.locator("h1");
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(heading);
  // Every title names the shop once: « — Meet Market», or a product's «… купить в Meet Market».
  await expect(page).toHaveTitle(/Meet Market/);
  await expect(page).not.toHaveTitle(/Meet Market.*Meet Market/);
  // Hydration runs after load; its mismatches and failures show up as console errors.
  await untilHydrated(page);
  expect(errors, `errors on ${path}`).toEqual([]);
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(404);
  await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
}

async function graphql<Data>(request: APIRequestContext, query: string): Promise<Data> {
  const response = await request.post("/graphql", { data: { query } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Data };
  return body.data;
}

async function firstProduct(request: APIRequestContext) {
  const data = await graphql<{ filteredProducts: { items: { slug: string; name: string }[] } }>(
    request,
    "{ filteredProducts(dto: { pagination: { page: 1, limit: 1 } }) { items { slug name } } }",
  );
  const product = data.filteredProducts.items[0];
  if (!product) throw new Error("The demo catalogue has no products");
  return product;
}

async function firstBlogPost(request: APIRequestContext) {
  const data = await graphql<{ blogList: { items: { slug: string; title: string }[] } }>(
    request,
    "{ blogList(dto: { pagination: { page: 1, limit: 1 } }) { items { slug title } } }",
  );
  const post = data.blogList.items[0];
  if (!post) throw new Error("The demo blog has no posts");
  return post;
}

// Desktop only: that each screen is whole without JavaScript is read from the HTML the server
// sent (expectScreen); the no-js project proves the shared frame and every form without it.
test.describe("every route of the screens table answers with its screen", () => {
  for (const { path, heading } of SCREENS) {
    test(`${path} → «${heading}»`, async ({ page }) => {
      await expectScreen(page, path, heading);
    });
  }

  test("/product/{slug} of a real product", async ({ page, request }) => {
    const product = await firstProduct(request);
    await expectScreen(page, `/product/${product.slug}`, product.name);
    await expect(page.getByText(/^\d[\d\s]*\s₽$/).first()).toBeVisible();
    await expect(page.locator('img[src^="/_ipx/"]').first()).toBeVisible();
  });

  test("/blog/{slug} of a real article", async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await expectScreen(page, `/blog/${post.slug}`, post.title);
    await expect(page.locator("article h2").first()).toBeVisible();
  });
});

/**
 * At 375 px (docs/storefront.md#breakpoints) every screen shows its heading, hydrates without an
 * error and fits the phone's width: nothing sticks out to the right.
 */
test("every screen fits a phone's width", { tag: "@mobile-only" }, async ({ page, request }) => {
  // Thirty-one screens in one test: the time of thirty-one.
  test.setTimeout(120_000);
  const [product, post] = await Promise.all([firstProduct(request), firstBlogPost(request)]);
  const screens = [
    ...SCREENS,
    { path: `/product/${product.slug}`, heading: product.name },
    { path: `/blog/${post.slug}`, heading: post.title },
  ];
  for (const { path, heading } of screens) {
    await expectScreen(page, path, heading);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the width of ${path} at 375 px`).toBeLessThanOrEqual(375);
  }
});

test(
  "the account's screens send a guest to sign in, and back after",
  { tag: "@no-js" },
  async ({ page }) => {
    for (const path of ["/account", "/account/bonus", "/account/orders", "/account/promo"]) {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(path)}`);
      await expect(page.locator("h1")).toBeVisible();
    }
  },
);

test(
  "checkout sends a guest to sign in on the phone tab, the default, and back after",
  { tag: "@no-js" },
  async ({ page }) => {
    const response = await page.goto("/checkout");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent("/checkout")}`);
    // The phone way is the one shown, as everywhere else.
    await expect(page.getByLabel("Номер телефона")).toBeVisible();
    await expect(page.getByRole("link", { name: "Телефон" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
);

test.describe("unknown addresses answer 404", () => {
  for (const path of [
    "/no-such-page",
    "/catalog/no-such-thing",
    "/catalog/obuv/no-such-thing",
    "/catalog/obuv/krossovki/extra",
    "/catalog/meet-price/krossovki",
    "/product/no-such-product",
    "/blog/no-such-post",
    "/blog?page=999",
    "/blog?page=0",
  ]) {
    test(path, async ({ page }) => {
      await expectNotFound(page, path);
    });
  }
});

test.describe("screens", () => {
  test("the catalogue lists its sections, a section lists its goods", async ({ page }) => {
    await page.goto("/catalog");
    const sections = page.getByRole("navigation", { name: "Разделы каталога" });
    await expect(sections.getByRole("link", { name: "Обувь" })).toHaveAttribute(
      "href",
      "/catalog/obuv",
    );
    // «Нашли дешевле?» is a menu entry, not a section of goods.
    await expect(sections.getByRole("link", { name: "Нашли дешевле?" })).toHaveCount(0);

    await page.goto("/catalog/obuv");
    await expect(
      page.getByRole("navigation", { name: "Категории" }).getByRole("link").first(),
    ).toBeVisible();
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
  });

  test(
    "the search keeps the query and its form works without JavaScript",
    { tag: "@no-js" },
    async ({ page }) => {
      await page.goto("/search?query=nike");
      const input = page.getByRole("searchbox", { name: "Что ищем" });
      await expect(input).toHaveValue("nike");
      await input.fill("adidas");
      await page
        .getByRole("search")
        .filter({ has: input })
        .getByRole("button", { name: "Найти" })
        .click();
      await expect(page).toHaveURL(/\/search\?query=adidas$/);
      await expect(page.getByRole("searchbox", { name: "Что ищем" })).toHaveValue("adidas");
    },
  );

  test("the empty cart leads back to the shop", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Корзина пуста" })).toBeVisible();
    await expect(page.getByRole("link", { name: "За покупками" })).toHaveAttribute(
      "href",
      "/catalog",
    );
  });

  test("the loyalty page shows every level of the programme", async ({ page, request }) => {
    const { loyaltyLevels } = await graphql<{ loyaltyLevels: { name: string }[] }>(
      request,
      "{ loyaltyLevels { name } }",
    );
    expect(loyaltyLevels.length).toBeGreaterThan(0);
    await page.goto("/loyalty");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(loyaltyLevels.length + 1);
    for (const level of loyaltyLevels) {
      await expect(page.getByRole("rowheader", { name: level.name })).toBeVisible();
    }
  });

  test("the FAQ answers open without JavaScript", { tag: "@no-js" }, async ({ page }) => {
    await page.goto("/info/faq");
    const questions = page.locator("details[id] > summary");
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    const first = page.locator("details[id]").first();
    await expect(first).not.toHaveAttribute("open", "");
    // The keyboard opens a native <details>: no script, no pointer needed.
    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
  });

  test("the blog lists articles with dates in Russian", async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: post.title })).toHaveAttribute(
      "href",
      `/blog/${post.slug}`,
    );
    await expect(page.locator("time").first()).toHaveText(/^\d{1,2} [а-я]+ \d{4} г\.$/);
  });

  test("the sitemap links the pages, the catalogue and the blog", async ({ page, request }) => {
    const post = await firstBlogPost(request);
    await page.goto("/sitemap");
    const map = page.getByRole("navigation", { name: "Разделы сайта" });
    for (const href of [
      "/delivery",
      "/info/offer/public-offer",
      "/catalog/obuv",
      "/catalog/obuv/krossovki",
      `/blog/${post.slug}`,
    ]) {
      await expect(map.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });
});

test.describe("/api/mobileapp, the app's QR code", () => {
  // A phone's browser would be sent to its store (off this machine): open the page as a desktop.
  test.use({ userAgent: DESKTOP_USER_AGENT });

  const cases = [
    {
      device: "an iPhone",
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      location: /^https:\/\/apps\.apple\.com\//,
    },
    {
      device: "an Android phone",
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
      location: /^https:\/\/play\.google\.com\//,
    },
  ];
  for (const { device, userAgent, location } of cases) {
    test(`sends ${device} to its store`, async ({ request }) => {
      const response = await request.get("/api/mobileapp", {
        headers: { "user-agent": userAgent },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toMatch(location);
    });
  }

  test("shows a desktop every store", async ({ page }) => {
    await expectScreen(page, "/api/mobileapp", "Скачайте приложение Meet Market");
    for (const store of ["App Store", "Google Play", "RuStore"]) {
      await expect(page.getByRole("link", { name: new RegExp(store) }).first()).toBeVisible();
    }
  });
});
