import { expect, type Page, test } from "./support/test.ts";
import {
  brandLines,
  cardHrefs,
  cards,
  filters,
  openFilters,
  prices,
  settled,
  sortBy,
  toggle,
  withJavaScript,
} from "./support/listing.ts";

/** The journey of issue 5 through the catalogue: filter by brand and size, sort, page 2, back. */

/** The count shown for the listing: «17 товаров» → 17. */
async function shownCount(page: Page): Promise<number> {
  return Number((await page.getByTestId("catalog-count").textContent())?.replace(/\D/g, ""));
}

// Without JavaScript the filters are a GET form that «Показать» sends; the panel folded away on a
// phone is journey.spec.ts's, in the mobile project.
test(
  "filter by brand and size, sort, paginate and go back",
  { tag: "@no-js" },
  async ({ page }) => {
    const js = withJavaScript();
    await page.goto("/catalog/obuv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Обувь");

    const brand = filters(page).getByRole("group", { name: "Бренд" });
    const size = filters(page).getByRole("group", { name: "Размер" });
    await toggle(page, brand.getByRole("checkbox", { name: /^Nike/ }), /brand=nike/);
    await toggle(page, size.getByRole("checkbox", { name: /^42\s/ }), /size=42/);

    const params = new URL(page.url()).searchParams;
    expect(params.getAll("brand")).toEqual(["nike"]);
    expect(params.getAll("size")).toEqual(["42"]);
    await expect(brand.getByRole("checkbox", { name: /^Nike/ })).toBeChecked();
    await expect(size.getByRole("checkbox", { name: /^42\s/ })).toBeChecked();

    // Every card is a Nike, and the count shown is the number of cards (one page of them).
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(24);
    await expect(cards(page)).toHaveCount(total);
    expect((await brandLines(page)).every((line) => /nike/i.test(line))).toBe(true);
    // The Nike option counts the same goods.
    await expect(brand.getByRole("checkbox", { name: /^Nike/ })).toHaveAccessibleName(
      new RegExp(`Nike\\s*${total}$`),
    );

    // The cheapest first.
    await sortBy(page, "Сначала дешёвые", /sort=CHEAP_FIRST/);
    const sorted = await prices(page);
    expect(sorted.length).toBe(total);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    // Without the size there are two pages of Nike.
    await toggle(page, size.getByRole("checkbox", { name: /^42\s/ }), /^(?!.*size=)/);
    expect(await shownCount(page)).toBeGreaterThan(24);
    const firstPage = await cardHrefs(page);
    const firstPrices = await prices(page);

    await page
      .getByRole("navigation", { name: "Страницы" })
      .getByRole("link", { name: "Страница 2" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    expect(new URL(page.url()).searchParams.getAll("brand")).toEqual(["nike"]);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("CHEAP_FIRST");
    await settled(page);
    const secondPage = await cardHrefs(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    const secondPrices = await prices(page);
    expect(Math.min(...secondPrices)).toBeGreaterThanOrEqual(Math.max(...firstPrices));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/catalog\/obuv\?brand=nike&page=2$/,
    );

    if (js) {
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      // The address changes before the client navigation has begun to load (nothing is busy
      // yet): wait for the cards of page 1 themselves.
      await expect.poll(() => cardHrefs(page)).toEqual(firstPage);
    }
  },
);

test("an empty selection says so and offers a reset; unknown values are dropped", async ({
  page,
}) => {
  await page.goto("/catalog/obuv?brand=nike&size=99");
  await expect(
    page.getByRole("heading", { name: "Ничего не найдено — попробуйте убрать часть фильтров" }),
  ).toBeVisible();
  // The chosen size stays offered and ticked, so it can be unticked.
  await openFilters(page);
  await expect(
    filters(page).getByRole("group", { name: "Размер" }).getByRole("checkbox", { name: /^99/ }),
  ).toBeChecked();
  await page.getByRole("main").getByRole("link", { name: "Сбросить фильтры" }).last().click();
  await expect(page).toHaveURL(/\/catalog\/obuv$/);

  const response = await page.goto("/catalog/obuv?brand=no-such-brand&season=BOGUS&size=42");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/catalog\/obuv\?size=42$/);
  expect((await page.goto("/catalog/obuv/no-such-category?brand=nike"))?.status()).toBe(404);
});

test("a section's HTML weighs at most 100 000 bytes before compression", async ({ request }) => {
  // The bytes are the same whatever the browser: measured on desktop alone (untagged).
  // docs/catalogue.md#page-weight: a section's filter options and cards repeat by the hundred,
  // so their markup and the page's hydration data must stay lean. A first visit (no cookies)
  // gets the most: the cookie notice and the like form's return address.
  for (const path of ["/catalog/obuv", "/catalog/odezhda", "/catalog/aksessuary"]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status()).toBe(200);
    expect((await response.body()).byteLength, path).toBeLessThanOrEqual(100_000);
  }
});

test("a filter change asks for the listing's data alone; the frame keeps its own", async ({
  page,
}) => {
  test.skip(!withJavaScript(), "a client-side navigation");
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/catalog/obuv");
  const brand = filters(page).getByRole("group", { name: "Бренд" });
  await toggle(page, brand.getByRole("checkbox", { name: /^Nike/ }), /brand=nike/);
  await settled(page);
  expect(dataRequests.length).toBeGreaterThan(0);
  // docs/storefront.md#the-frames-data: the root's loader is not asked again for a query.
  for (const url of dataRequests)
    expect(new URL(url).searchParams.getAll("_routes")).toEqual(["routes/catalogue"]);
  // The frame shown before the change is still there (its data was kept, not dropped).
  await expect(page.getByRole("banner").getByRole("link", { name: /^Корзина/ })).toBeVisible();
});
