import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

const HISTORY_KEY = "meet-market-search-history";
const RECENT_KEY = "meet-market-recent-products";

const PRODUCTS = /* GraphQL */ `
  {
    filteredProducts(dto: { pagination: { limit: 2 } }) {
      items {
        id
        slug
      }
    }
  }
`;

async function twoProducts(request: APIRequestContext) {
  const response = await request.post("/graphql", { data: { query: PRODUCTS } });
  const { data } = (await response.json()) as {
    data: { filteredProducts: { items: { id: string; slug: string }[] } };
  };
  const [first, second] = data.filteredProducts.items;
  if (!first || !second) throw new Error("the demo catalogue has products");
  return [first, second] as const;
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice, answered: it would sit over the bottom of the page.
  await context.addCookies([
    {
      name: "meet-market-cookie-consent",
      value: encodeURIComponent(btoa('"necessary"')),
      url: baseURL ?? "",
    },
  ]);
});

/** The header search field: in the header from 768 px, in the mobile menu below. */
async function searchField(page: Page) {
  if ((page.viewportSize()?.width ?? 1440) < 768) {
    const menu = page.getByRole("banner").locator("details");
    if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
      await menu.locator("summary").click();
    }
  }
  return page.getByRole("combobox", { name: "Поиск по каталогу" });
}

const popupListbox = (page: Page) => page.getByRole("listbox", { name: "Поиск по каталогу" });

// The popup is JavaScript; without it the header search is a plain form (tested below). Below
// 768 px the field is in the mobile menu: the first two tests open it there too.
test.describe("search popup", () => {
  test(
    "an empty query shows the search history (newest 8 first) and 'Недавно смотрели'",
    { tag: "@mobile" },
    async ({ page, request }) => {
      const [first, second] = await twoProducts(request);
      // Nine searches as storage keeps them, newest first: one more than the popup shows.
      await page.goto("/");
      await page.evaluate(([key, entries]) => localStorage.setItem(key, JSON.stringify(entries)), [
        HISTORY_KEY,
        Array.from({ length: 9 }, (_, index) => ({ id: 9 - index, value: `запрос ${9 - index}` })),
      ] as const);
      const listbox = popupListbox(page);
      const history = listbox.getByRole("group", { name: "История поиска" }).getByRole("option");
      await (await searchField(page)).focus();
      await expect(history).toHaveText([
        "запрос 9",
        "запрос 8",
        "запрос 7",
        "запрос 6",
        "запрос 5",
        "запрос 4",
        "запрос 3",
        "запрос 2",
      ]);

      // A search through the header goes to the search page and first in the history.
      const field = await searchField(page);
      await field.fill("кроссовки");
      await field.press("Enter");
      await expect(page).toHaveURL(
        /\/search\?query=%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%BE%D0%B2%D0%BA%D0%B8$/,
      );

      const recent = () => page.evaluate((key) => localStorage.getItem(key), RECENT_KEY);
      for (const product of [first, second]) {
        await page.goto(`/product/${product.slug}`);
        await expect.poll(async () => JSON.parse((await recent()) ?? "[]")[0]).toBe(product.id);
      }

      await (await searchField(page)).focus();
      await expect(listbox).toBeVisible();
      await expect(history).toHaveText([
        "кроссовки",
        "запрос 9",
        "запрос 8",
        "запрос 7",
        "запрос 6",
        "запрос 5",
        "запрос 4",
        "запрос 3",
      ]);
      const viewed = listbox.getByRole("group", { name: "Недавно смотрели" }).getByRole("option");
      await expect(viewed).toHaveCount(2);
      await expect(viewed.first()).toHaveAttribute("href", `/product/${second.slug}`);
      await expect(viewed.nth(1)).toHaveAttribute("href", `/product/${first.slug}`);
      await page.screenshot({ path: test.info().outputPath("search-popup-empty-query.png") });

      // A history entry searches again and moves to the front.
      await history.nth(2).click();
      await expect(page).toHaveURL(/\/search\?query=%D0%B7%D0%B0%D0%BF%D1%80%D0%BE%D1%81%208$/);
      const stored = await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY);
      expect((JSON.parse(stored ?? "[]") as { value: string }[])[0]?.value).toBe("запрос 8");

      // The whole history can be cleared.
      await page.goto("/");
      await (await searchField(page)).focus();
      await page.getByRole("button", { name: "Очистить историю" }).click();
      await expect(listbox.getByRole("group", { name: "История поиска" })).toHaveCount(0);
      await expect(listbox.getByRole("group", { name: "Недавно смотрели" })).toBeVisible();
    },
  );

  test(
    "typing fast sends one request: a skeleton, then 'Найдено' and at most 8 results",
    { tag: "@mobile" },
    async ({ page }) => {
      const requests: URL[] = [];
      page.on("request", (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith("/resources/search")) requests.push(url);
      });
      await page.goto("/");
      const field = await searchField(page);
      await field.focus();
      // Well under the 1000 ms debounce between keystrokes.
      await field.pressSequentially("nike", { delay: 200 });

      const skeleton = page.getByTestId("search-popup-skeleton");
      await expect(skeleton).toBeVisible();
      await expect(skeleton.getByRole("listitem", { includeHidden: true })).toHaveCount(5);

      const listbox = popupListbox(page);
      const found = listbox.getByRole("group", { name: "Найдено" });
      await expect(found).toBeVisible();
      await expect(skeleton).toBeHidden();
      const results = found.getByRole("option");
      expect(await results.count()).toBeGreaterThan(0);
      expect(await results.count()).toBeLessThanOrEqual(8);
      await expect(results.first()).toHaveAttribute("href", /^\/product\//);
      expect(requests.map((url) => url.searchParams.get("query"))).toEqual(["nike"]);
      await page.screenshot({ path: test.info().outputPath("search-popup-results.png") });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.screenshot({ path: test.info().outputPath("search-popup-results-dark.png") });

      await listbox.getByRole("option", { name: "Результаты поиска" }).click();
      await expect(page).toHaveURL(/\/search\?query=nike$/);
      const stored = await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY);
      expect((JSON.parse(stored ?? "[]") as { value: string }[])[0]?.value).toBe("nike");
      expect(requests).toHaveLength(1);
    },
  );

  test("a suggestion fills the field and searches for it at once", async ({ page }) => {
    const queries: (string | null)[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith("/resources/search")) queries.push(url.searchParams.get("query"));
    });
    await page.goto("/");
    const field = await searchField(page);
    await field.fill("nike");
    const listbox = popupListbox(page);
    const suggestion = listbox
      .getByRole("group", { name: "Подсказки" })
      .getByRole("option")
      .first();
    await expect(suggestion).toBeVisible();
    const text = (await suggestion.textContent()) ?? "";
    await suggestion.click();
    await expect(field).toHaveValue(text);
    await expect(field).toBeFocused();
    await expect(listbox.getByRole("group", { name: "Найдено" })).toBeVisible();
    expect(queries).toEqual(["nike", text]);
  });

  test("a query that finds nothing shows 'Ничего не найдено'", async ({ page }) => {
    await page.goto("/");
    const field = await searchField(page);
    await field.fill("zzxqwzzxqw");
    await expect(page.getByRole("status").filter({ hasText: "Ничего не найдено" })).toBeVisible();
    await expect(popupListbox(page).getByRole("group", { name: "Найдено" })).toHaveCount(0);
  });

  test("the keyboard: Esc closes, a second Esc leaves the field, arrows and Enter open a result", async ({
    page,
  }) => {
    await page.goto("/");
    const field = await searchField(page);
    await field.fill("nike");
    const listbox = popupListbox(page);
    const found = listbox.getByRole("group", { name: "Найдено" });
    await expect(found).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");

    await field.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("nike");
    await field.press("Escape");
    await expect(field).not.toBeFocused();

    // Focus opens it again, with the answer it already has.
    await field.focus();
    await expect(found).toBeVisible();
    const suggestions = await listbox
      .getByRole("group", { name: "Подсказки" })
      .getByRole("option")
      .count();
    for (let step = 0; step <= suggestions; step += 1) await field.press("ArrowDown");
    const first = found.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute(
      "aria-activedescendant",
      (await first.getAttribute("id")) ?? "",
    );
    const href = await first.getAttribute("href");
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(listbox).toBeHidden();
  });
});

// With JavaScript the same form is tested through the popup above.
test(
  "without JavaScript the header search is a plain form to /search?query=…",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/");
    const field = page.getByRole("banner").getByRole("searchbox", { name: "Поиск по каталогу" });
    await field.fill("nike");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?query=nike$/);
    await expect(page.getByRole("listbox")).toHaveCount(0);
  },
);
