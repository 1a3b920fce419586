import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { cardHrefs, cards, filters, toggle } from "./support/listing.ts";

/**
 * The size that fits (docs/fit.md), with JavaScript and without: a shopper says «Nike Air Force
 * 1, 42» once, and the adidas and New Balance pages mark the size their charts give a 26.5 cm
 * foot, with the reason.
 */

async function shoeSlug(request: APIRequestContext, brand: string, size: string): Promise<string> {
  const response = await request.post("/graphql", {
    data: {
      query: `query Shoe($filters: ProductFilterDto) {
        filteredProducts(dto: { filters: $filters, pagination: { page: 1, limit: 1 } }) {
          items { slug }
        }
      }`,
      variables: {
        filters: { brand: [brand], size: [size], age: ["ADULT"], sex: ["MALE", "UNISEX"] },
      },
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { filteredProducts: { items: { slug: string }[] } };
  };
  const slug = body.data.filteredProducts.items[0]?.slug;
  if (!slug) throw new Error(`no ${brand} shoe in ${size}`);
  return slug;
}

async function expectMarked(page: Page, size: string, message: string) {
  await expect(page.getByTestId("product-fit")).toContainText(message);
  const sizes = page.getByRole("list", { name: "Размеры" });
  await expect(sizes.locator("[data-fit]")).toHaveCount(1);
  await expect(sizes.locator("[data-fit]")).toContainText(size);
  // The tick's alternative text (app/app.css) names it to a screen reader.
  const named = new RegExp(`^${size.replace(".", "\\.")}\\s*— ваш размер$`);
  await expect(sizes.getByRole("link", { name: named })).toHaveCount(1);
}

test("a shopper who owns Nike 42 sees adidas 43 and New Balance 42 marked, and why @no-js", async ({
  page,
  request,
}) => {
  const adidas = await shoeSlug(request, "adidas", "43");
  const newBalance = await shoeSlug(request, "new-balance", "42");

  await page.goto(`/product/${adidas}`);
  await expect(page.getByTestId("product-fit")).toHaveCount(0);
  await page.getByText("Мой размер: подобрать по длине стопы или по своей обуви").click();
  const form = page.locator("form[action='/my-fit']").first();
  await form.getByLabel("Бренд").selectOption({ label: "Nike" });
  await form.getByLabel("Модель").fill("Air Force 1");
  await form.getByLabel("Размер EU").fill("42");
  await form.getByRole("button", { name: "Сохранить размер" }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${adidas}$`));
  await expectMarked(page, "43", "Ваш размер — 43: стелька 26,5 см");
  await expect(page.getByTestId("product-fit")).toContainText("adidas");
  await expect(page.getByTestId("product-fit")).toContainText(
    "Стопа 26,5 см (Nike Air Force 1, 42)",
  );

  await page.goto(`/product/${newBalance}`);
  await expectMarked(page, "42", "Ваш размер — 42: стелька 26,5 см");
  await expect(page.getByTestId("product-fit")).toContainText("New Balance");
});

/** A Nike shoe that has both 42 and 42.5 among its sizes. */
async function nikeWith42And425(request: APIRequestContext): Promise<string> {
  const response = await request.post("/graphql", {
    data: {
      query: `{
        filteredProducts(dto: {
          filters: { brand: ["nike"], size: ["42.5"], age: [ADULT], sex: [MALE, UNISEX] }
          pagination: { page: 1, limit: 24 }
        }) { items { slug items { size { name } } } }
      }`,
    },
  });
  const body = (await response.json()) as {
    data: {
      filteredProducts: { items: { slug: string; items: { size: { name: string } | null }[] }[] };
    };
  };
  const found = body.data.filteredProducts.items.find((product) =>
    product.items.some((item) => item.size?.name === "42"),
  );
  if (!found) throw new Error("no Nike shoe in 42 and 42.5");
  return found.slug;
}

test("a foot length between two sizes marks both, and the cart warns on another size @no-js", async ({
  page,
  request,
}) => {
  const nike = await nikeWith42And425(request);
  await page.goto(`/product/${nike}`);
  await page.getByText("Мой размер: подобрать по длине стопы или по своей обуви").click();
  const form = page.locator("form[action='/my-fit']").first();
  await form.getByLabel("Длина стопы, см").fill("26,8");
  await form.getByRole("button", { name: "Сохранить размер" }).click();
  await expect(page.getByTestId("product-fit")).toContainText(
    "Ваша стопа 26,8 см — между размерами 42 (стелька 26,5 см) и 42.5 (стелька 27 см)",
  );
  const sizes = page.getByRole("list", { name: "Размеры" });
  await expect(sizes.locator("[data-fit]")).toHaveCount(2);

  // Another size in the cart: the cart says it is not theirs.
  const other = sizes.locator("a:not([data-fit])").first();
  const otherSize = (await other.innerText()).trim();
  await other.click();
  await expect(page).toHaveURL(/[?&]size=/);
  // With JavaScript a fetcher posts it: the cart is read once its answer is back.
  const added = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "В корзину" }).click();
  await added;
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line-fit")).toHaveText(
    new RegExp(
      `^Размер ${otherSize.replace(".", "\\.")} — не ваш\\. Ваша стопа 26,8 см — между размерами 42`,
    ),
  );
});

/** The fit of products by their slugs, as the API computes it for a foot (docs/fit.md). */
async function fitsOf(request: APIRequestContext, slugs: readonly string[], footLengthMm: number) {
  const response = await request.post("/graphql", {
    data: {
      query: `query Listed($filters: ProductFilterDto) {
        filteredProducts(dto: { filters: $filters, pagination: { page: 1, limit: 100 } }) {
          items { id slug }
        }
      }`,
      variables: { filters: { directorySlug: "obuv", fit: footLengthMm } },
    },
  });
  expect(response.status()).toBe(200);
  const listed = (await response.json()) as {
    data: { filteredProducts: { items: { id: string; slug: string }[] } };
  };
  const ids = listed.data.filteredProducts.items
    .filter((item) => slugs.includes(item.slug))
    .map((item) => item.id);
  const fits = await request.post("/graphql", {
    data: {
      query: `query Fits($productIds: [ID!]!, $footLengthMm: Int!) {
        productFits(dto: { productIds: $productIds, footLengthMm: $footLengthMm }) { kind sizes }
      }`,
      variables: { productIds: ids, footLengthMm },
    },
  });
  const body = (await fits.json()) as { data: { productFits: { kind: string }[] } };
  return { ids, fits: body.data.productFits };
}

test("«Мой размер» in the catalogue keeps the shoes on sale in the size that fits @no-js", async ({
  page,
  request,
}) => {
  await page.goto("/catalog/obuv");
  await expect(filters(page).getByRole("group", { name: "Мой размер" })).toHaveCount(0);

  const adidas = await shoeSlug(request, "adidas", "43");
  await page.goto(`/product/${adidas}`);
  await page.getByText("Мой размер: подобрать по длине стопы или по своей обуви").click();
  const form = page.locator("form[action='/my-fit']").first();
  await form.getByLabel("Бренд").selectOption({ label: "Nike" });
  await form.getByLabel("Размер EU").fill("42");
  await form.getByRole("button", { name: "Сохранить размер" }).click();
  await expect(page.getByTestId("product-fit")).toContainText("Стопа 26,5 см (Nike, 42)");

  const shown = async () =>
    Number((await page.getByTestId("catalog-count").textContent())?.replace(/\D/g, ""));
  await page.goto("/catalog/obuv");
  const all = await shown();
  const mine = filters(page)
    .getByRole("group", { name: "Мой размер" })
    .getByRole("checkbox", { name: /^Стопа 26,5 см/ });
  const name = /^Стопа 26,5 см\s*(\d+)$/.exec(
    (await mine.evaluate((box) => box.closest("label")?.textContent ?? "")).trim(),
  );
  const count = Number(name?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);

  await toggle(page, mine, /[?&]fit=265\b/);
  await expect(mine).toBeChecked();
  expect(await shown()).toBe(count);
  const hrefs = await cardHrefs(page);
  expect(hrefs.length).toBe(Math.min(count, 24));
  await expect(cards(page)).toHaveCount(hrefs.length);
  // Every shoe listed has the size that fits a 26.5 cm foot by its brand's chart.
  const slugs = hrefs.map((href) => href.replace("/product/", ""));
  const { ids, fits } = await fitsOf(request, slugs, 265);
  expect(ids).toHaveLength(slugs.length);
  expect(fits.map((fit) => fit.kind)).toEqual(slugs.map(() => "FITS"));

  // Unticked, the shelf is whole again.
  await toggle(page, mine, /^(?!.*fit=)/);
  expect(await shown()).toBe(all);
});
