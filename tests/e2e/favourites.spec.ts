import { expect, type Page, test } from "./support/test.ts";
import { collectErrors, untilHydrated } from "./support/journey.ts";

/** The like button and /favorites, for a guest: with JavaScript (fetcher) and without (form). */

function withJavaScript(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * The like button's message: a toast with JavaScript; without it, the page the post returns to
 * shows it in a <noscript> notice (shown by the browser, though Playwright's text and role
 * selectors look past <noscript>).
 */
async function expectMessage(page: Page, text: string) {
  if (withJavaScript()) await expect(page.getByText(text)).toBeVisible();
  else await expect(page.locator('main [role="status"]')).toHaveText(text);
}

const favouritesLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Избранное/ });

test(
  "a guest likes a product on a card, finds it on /favorites and takes it out",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto("/");
    const card = page
      .getByRole("region", { name: "Бестселлеры", exact: true })
      .getByRole("article")
      .first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
    expect(name).not.toBe("");
    await expect(favouritesLink(page)).toHaveAccessibleName("Избранное");
    await expect(page.getByTestId("favourites-count-badge")).toHaveCount(0);

    await card.getByRole("button", { name: "Добавить в избранное" }).click();
    const liked = card.getByRole("button", { name: "Убрать из избранного" });
    await expect(liked).toHaveAttribute("aria-pressed", "true");
    await expectMessage(page, `${name} Добавлен в избранное`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("favourites-count-badge")).toHaveText("1");
    await expect(favouritesLink(page)).toHaveAccessibleName("Избранное: 1 товар");

    // The server knows it too: a fresh page load renders the star pressed (and the message, shown
    // once, is gone).
    await page.reload();
    await expect(page.locator('main [role="status"]')).toHaveCount(0);
    await expect(
      page
        .getByRole("region", { name: "Бестселлеры", exact: true })
        .getByRole("article")
        .first()
        .getByRole("button", { name: "Убрать из избранного" }),
    ).toHaveAttribute("aria-pressed", "true");

    await favouritesLink(page).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Избранное");
    const favourites = page.getByRole("main").getByRole("article");
    await expect(favourites).toHaveCount(1);
    await expect(favourites.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(page.getByTestId("favourites-count")).toHaveText("1 товар");

    await favourites.getByRole("button", { name: "Убрать из избранного" }).click();
    await expectMessage(page, `${name} Удалён из избранного`);
    await expect(page.getByText("В избранном пока ничего нет")).toBeVisible();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByTestId("favourites-count-badge")).toHaveCount(0);
  },
);

test("the like button on the product page", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/");
  const card = page
    .getByRole("region", { name: "Новинки", exact: true })
    .getByRole("article")
    .first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  // The product's own button comes first; the similar products' cards have theirs further down.
  const like = page.getByRole("main").getByRole("button", { name: "Добавить в избранное" }).first();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(
    page.getByRole("main").getByRole("button", { name: "Убрать из избранного" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expectMessage(page, `${name} Добавлен в избранное`);
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByTestId("favourites-count-badge")).toHaveText("1");
});

test(
  "a listing's cards written from kept HTML hydrate, and their like buttons work",
  { tag: "@no-js" },
  async ({ page }) => {
    const errors = collectErrors(page);
    // Each visit a range of its own (the same products: none costs 90 000 ₽), so the page cache
    // answers none of them: the first visit renders the cards and keeps them, the next is written
    // from the kept HTML (docs/storefront.md#the-frames-kept-html).
    const visit = async (n: number) => {
      const from = 1000 + test.info().workerIndex;
      const response = await page.goto(`/catalog/obuv?priceFrom=${from}&priceTo=${90_000 + n}`);
      expect(response?.headers()["x-page-cache"]).not.toBe("HIT");
      await untilHydrated(page);
    };
    const firstCard = () => page.getByRole("main").getByRole("list").getByRole("article").first();
    await visit(0);
    await visit(1);
    const name = (await firstCard().getByRole("heading", { level: 3 }).textContent())?.trim();
    await firstCard().getByRole("button", { name: "Добавить в избранное" }).click();
    await expectMessage(page, `${name} Добавлен в избранное`);
    // Liked, the card is another kept piece: rendered once, then written from the store.
    for (const n of [2, 3]) {
      await visit(n);
      await expect(
        firstCard().getByRole("button", { name: "Убрать из избранного" }),
      ).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page.getByTestId("favourites-count-badge")).toHaveText("1");
    expect(errors).toEqual([]);
  },
);

test("a forged request changes nothing", async ({ request }) => {
  const bad = await request.post("/favorites", {
    form: { intent: "toggle", productId: "../1", name: "x" },
  });
  expect(bad.status()).toBe(400);
  const unknown = await request.post("/favorites", {
    form: { intent: "toggle", productId: "999999999", name: "x" },
  });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["set-cookie"] ?? "").not.toContain("meet-market-favourites");
});
