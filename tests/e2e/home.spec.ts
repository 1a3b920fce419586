import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

/** The home page of issue «Browse and find»: every section, its cards, «Недавно смотрели». */

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
}

async function demoProducts(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const response = await request.post("/graphql", {
    data: {
      query: `query ($limit: Int!) {
        filteredProducts(dto: { pagination: { limit: $limit } }) { items { id slug name } }
      }`,
      variables: { limit: count },
    },
  });
  const body = (await response.json()) as {
    data: { filteredProducts: { items: ApiProduct[] } };
  };
  const products = body.data.filteredProducts.items;
  if (products.length < count) throw new Error("the demo catalogue has products");
  return products;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

// Every section is the server's HTML: the page must be whole without JavaScript.
test(
  "the home page shows every section with the demo seed's content",
  { tag: "@no-js" },
  async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    await expect(region(page, "Каталог").getByRole("link")).toHaveText([
      "Обувь",
      "Одежда",
      "Аксессуары",
    ]);
    for (const name of ["Бестселлеры", "Новинки"]) {
      await expect(region(page, name).getByRole("article")).toHaveCount(8);
    }
    for (const name of ["Скидки до 50%", "Готовимся к зиме", "Быстрая доставка из Москвы"]) {
      const promo = region(page, name);
      await expect(promo.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(promo.getByRole("article").first()).toBeVisible();
    }
    await expect(region(page, "Недавно купили").getByRole("article").first()).toBeVisible();

    const cards = page.getByRole("article").filter({ has: page.locator("a[href^='/product/']") });
    const first = region(page, "Бестселлеры").getByRole("article").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/product\//);
    await expect(first).toContainText("₽");
    await expect(first.getByRole("button", { name: "Добавить в избранное" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await cards.count()).toBeGreaterThan(20);

    const brands = region(page, "Бренды").getByRole("link", { name: "Nike", exact: true });
    await expect(brands).toHaveAttribute("href", "/catalog?brand=nike");

    const blog = region(page, "Блог");
    const articles = blog.getByRole("article");
    await expect(articles).toHaveCount(3);
    await expect(articles.first().getByRole("link")).toHaveAttribute("href", /^\/blog\/[\w-]+$/);
    await expect(articles.first().locator("time")).toHaveText(/\d{4}/);
    await expect(articles.first().locator("img")).toHaveAttribute("src", /^\/_ipx\//);

    await expect(
      region(page, "Приложение Meet Market").getByRole("link", { name: "Скачать приложение" }),
    ).toHaveAttribute("href", "/info/appspromo");

    // A new shopper has seen nothing yet, so the section is not there at all.
    await expect(region(page, "Недавно смотрели")).toHaveCount(0);
  },
);

test("product pictures go through /_ipx with a reserved size and a srcset", async ({ page }) => {
  await page.goto("/");
  const pictures = page
    .getByRole("article")
    .filter({ has: page.locator("a[href^='/product/']") })
    .locator("img[src^='/_ipx/']");
  // Read in one go: the server's HTML has them all, and one auto-waiting check per picture took
  // seconds.
  const attributes = await pictures.evaluateAll((images) =>
    images.map((image) => ({
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      srcset: image.getAttribute("srcset"),
      sizes: image.getAttribute("sizes"),
    })),
  );
  expect(attributes.length).toBeGreaterThan(20);
  for (const picture of attributes) {
    expect(picture.width).toBe("320");
    expect(picture.height).toBe("320");
    expect(picture.srcset).toMatch(/\/_ipx\/w_320\/\S+ 320w, .*w_640\/\S+ 640w/);
    expect(picture.sizes).toMatch(/\d/);
  }
  // The first row of bestsellers loads at once; everything further down waits for the scroll.
  const bestsellers = region(page, "Бестселлеры").locator("img");
  await expect(bestsellers.first()).toHaveAttribute("loading", "eager");
  await expect(bestsellers.nth(4)).toHaveAttribute("loading", "lazy");

  const first = bestsellers.first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The picture is square and the box keeps its size while it loads.
  const box = await first.boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThan(1);
});

test("«Недавно смотрели» lists the products viewed, the latest first (JavaScript)", async ({
  page,
  request,
}) => {
  const [first, second] = await demoProducts(request, 2);
  if (!first || !second) throw new Error("two products");

  // The browser's record of the two visits, the latest first, as the product page leaves it
  // (recently-viewed.spec.ts visits the pages and reads it back).
  await page.addInitScript(
    (ids) => {
      localStorage.setItem("meet-market-recent-products", JSON.stringify(ids));
    },
    [second.id, first.id],
  );
  await page.goto("/");
  const recent = region(page, "Недавно смотрели");
  await expect(recent.getByRole("article")).toHaveCount(2);
  await expect(recent.getByRole("article").getByRole("link")).toHaveText([second.name, first.name]);
});
