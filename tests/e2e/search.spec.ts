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

/**
 * The search results as a listing (issue «Browse and find»): the catalogue's filters, order and
 * pages, with the query kept in every address. The demo seed finds 76 products for «nike», all
 * of the brand Nike: four pages of 24.
 */

const sortSelect = (page: Page) => page.getByRole("combobox", { name: "Сортировка" });

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** «Найдено 76 товаров по запросу «nike»» → 76. */
async function foundCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("search-count").textContent()) ?? "";
  return Number(/Найдено\s+([\d\s\u00a0]+)/.exec(text)?.[1]?.replace(/\D/g, ""));
}

// Without JavaScript the filter form posts and «Показать» applies it.
test(
  "search «nike»: filter by size and brand, sort by price, page 2, all in the address",
  { tag: "@no-js" },
  async ({ page }) => {
    const js = withJavaScript();
    await page.goto("/search?query=nike");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const everything = await foundCount(page);
    expect(everything).toBeGreaterThan(24);
    await expect(cards(page)).toHaveCount(24);
    // Most relevant first unless the shopper chooses another order.
    await expect(sortSelect(page)).toHaveValue("RELEVANCE");
    await expect(sortSelect(page).locator("option")).toHaveText([
      "По релевантности",
      "Сначала популярные",
      "Сначала дешёвые",
      "Сначала дорогие",
      "Сначала новинки",
      "Сначала со скидкой",
    ]);
    // The query rides along in the filter form.
    await expect(page.locator('#catalog-filters input[type="hidden"][name="query"]')).toHaveValue(
      "nike",
    );

    const brand = filters(page).getByRole("group", { name: "Бренд" });
    const size = filters(page).getByRole("group", { name: "Размер" });
    const nike = brand.getByRole("checkbox", { name: /^Nike\s/ });
    const size42 = size.getByRole("checkbox", { name: /^42\s/ });
    await toggle(page, size42, /size=42/);
    await toggle(page, nike, /brand=nike/);
    expect(params(page).get("query")).toBe("nike");
    expect(params(page).getAll("size")).toEqual(["42"]);
    expect(params(page).getAll("brand")).toEqual(["nike"]);
    await expect(size42).toBeChecked();
    await expect(nike).toBeChecked();

    // Every card is a Nike, and the count shown is the number of cards and the option's count.
    const total = await foundCount(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(everything);
    expect(total).toBeLessThanOrEqual(24);
    await expect(cards(page)).toHaveCount(total);
    expect((await brandLines(page)).every((line) => /nike/i.test(line))).toBe(true);
    await expect(nike).toHaveAccessibleName(new RegExp(`Nike\\s*${total}$`));

    // The cheapest first.
    await sortBy(page, "Сначала дешёвые", /sort=CHEAP_FIRST/);
    expect(params(page).get("query")).toBe("nike");
    const sorted = await prices(page);
    expect(sorted.length).toBe(total);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    // Without the size there are several pages of Nike.
    await toggle(page, size42, /^(?!.*size=).*brand=nike/);
    expect(await foundCount(page)).toBe(everything);
    const firstPage = await cardHrefs(page);
    const firstPrices = await prices(page);
    expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));

    await page
      .getByRole("navigation", { name: "Страницы" })
      .getByRole("link", { name: "Страница 2" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    expect(params(page).get("query")).toBe("nike");
    expect(params(page).getAll("brand")).toEqual(["nike"]);
    expect(params(page).get("sort")).toBe("CHEAP_FIRST");
    const secondPage = await cardHrefs(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    const secondPrices = await prices(page);
    expect(Math.min(...secondPrices)).toBeGreaterThanOrEqual(Math.max(...firstPrices));

    // A new filter starts again from page 1, the query and the order kept.
    const sale = filters(page)
      .getByRole("group", { name: "Скидка" })
      .getByRole("checkbox", { name: /^Скидка до 50/ });
    await toggle(page, sale, /sale=LESS_THAN_50/);
    expect(params(page).get("page")).toBeNull();
    expect(params(page).get("query")).toBe("nike");
    expect(params(page).get("sort")).toBe("CHEAP_FIRST");
    await expect(sortSelect(page)).toHaveValue("CHEAP_FIRST");

    if (js) {
      await page.goBack();
      await expect(page).toHaveURL(/page=2/);
      // The address changes before the client navigation has begun to load (nothing is busy
      // yet): wait for the cards of page 2 themselves.
      await expect.poll(() => cardHrefs(page)).toEqual(secondPage);
    }
  },
);

// At 375 px the filter panel is folded away (a <details>) and opened first.
test(
  "an empty selection offers a reset; unknown values and the default order are dropped",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/search?query=nike&size=99");
    await expect(
      page.getByRole("heading", { name: "Ничего не найдено — попробуйте убрать часть фильтров" }),
    ).toBeVisible();
    await openFilters(page);
    await expect(
      filters(page).getByRole("group", { name: "Размер" }).getByRole("checkbox", { name: /^99/ }),
    ).toBeChecked();
    await page.getByRole("main").getByRole("link", { name: "Сбросить фильтры" }).last().click();
    await expect(page).toHaveURL(/\/search\?query=nike$/);

    const response = await page.goto(
      "/search?query=nike&brand=no-such-brand&season=BOGUS&size=42&sort=RELEVANCE",
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/search\?query=nike&size=42$/);
    expect((await page.goto("/search?query=nike&page=99"))?.status()).toBe(404);
  },
);

test("/search/{text} filters into /search?query={text}", async ({ page }) => {
  await page.goto("/search/nike");
  await expect(page.getByRole("searchbox", { name: "Что ищем" })).toHaveValue("nike");
  const sale = filters(page)
    .getByRole("group", { name: "Скидка" })
    .getByRole("checkbox", { name: /^Скидка до 50/ });
  await toggle(page, sale, /\/search\?query=nike&sale=LESS_THAN_50$/);
  await expect(sale).toBeChecked();
  expect(await foundCount(page)).toBeGreaterThan(0);
});

test("nothing found, or a query refused: no filters, the message as before", async ({ page }) => {
  await page.goto("/search?query=zzzzqqqq");
  await expect(page.getByRole("heading", { name: "Ничего не найдено", exact: true })).toBeVisible();
  await expect(filters(page)).toHaveCount(0);

  await page.goto(`/search?query=${"a".repeat(101)}&brand=nike`);
  await expect(page.getByRole("alert").filter({ hasText: "не длиннее" })).toBeVisible();
  await expect(filters(page)).toHaveCount(0);
});
