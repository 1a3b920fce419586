import { expect, test } from "./support/test.ts";

test("the home page shows the catalogue sections that came through the shop API", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  // The title comes from the shop API's url metadata for "/" (seeded).
  await expect(page).toHaveTitle(/Meet Market/);
  expect(await page.locator("html").getAttribute("lang")).toBe("ru");

  const catalog = page.getByRole("region", { name: "Каталог" });
  await expect(catalog.getByRole("link")).toHaveText(["Обувь", "Одежда", "Аксессуары"]);
  await expect(catalog.getByRole("link", { name: "Обувь" })).toHaveAttribute(
    "href",
    "/catalog/any/obuv",
  );
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Страница не найдена. Давайте вернёмся в каталог и попробуем снова."),
  ).toBeVisible();
  await expect(page.getByText("Page not found: /no-such-page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Каталог" })).toHaveAttribute("href", "/catalog");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the home page shows bestsellers whose pictures load through /_ipx", async ({ page }) => {
  await page.goto("/");
  const bestsellers = page.getByRole("region", { name: "Бестселлеры" });
  const cards = bestsellers.getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText("₽");

  const picture = cards.first().getByRole("img");
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute("src", /^\/_ipx\/w_320\/demo-images\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
