import { type APIRequestContext, expect, test } from "./support/test.ts";
import { formatPrice } from "../../app/lib/money.ts";
import { plural } from "../../app/lib/plural.ts";

interface ApiOffer {
  id: string;
  isSold: boolean;
  isReserved: boolean;
  size: { name: string } | null;
  priceDetails: { price: number; cashback: number };
}

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  items: ApiOffer[];
}

async function graphql<Data>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = await request.post("/graphql", { data: { query, variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Data };
  return body.data;
}

/** A product of the demo catalogue with published reviews and a size on sale, and its reviews. */
async function reviewedProduct(request: APIRequestContext) {
  const { filteredProducts } = await graphql<{ filteredProducts: { items: ApiProduct[] } }>(
    request,
    `
      {
        filteredProducts(dto: { sort: POPULAR_FIRST, pagination: { page: 1, limit: 30 } }) {
          items {
            id
            slug
            name
            items {
              id
              isSold
              isReserved
              size {
                name
              }
              priceDetails {
                price
                cashback
              }
            }
          }
        }
      }
    `,
  );
  for (const product of filteredProducts.items) {
    const { reviewList } = await graphql<{
      reviewList: { averageRating: number | null; totalReviews: number };
    }>(
      request,
      "query ($id: ID!) { reviewList(dto: { productId: $id }) { averageRating totalReviews } }",
      { id: product.id },
    );
    const sized = product.items.some((item) => item.size && !item.isSold && !item.isReserved);
    if (reviewList.totalReviews > 0 && reviewList.averageRating !== null && sized) {
      return { product, averageRating: reviewList.averageRating };
    }
  }
  throw new Error("The demo catalogue has no reviewed product with a size on sale");
}

/** The cheapest offer of a size that can be bought, as the API has it. */
function cheapestOfSize(product: ApiProduct, size: string): number {
  const prices = product.items
    .filter((item) => item.size?.name === size && !item.isSold && !item.isReserved)
    .map((item) => item.priceDetails.price);
  return Math.min(...prices);
}

test(
  "the product page: gallery, size, price, cart, size grid, JSON-LD, reviews",
  { tag: "@no-js" },
  async ({ page, request, javaScriptEnabled }) => {
    const { product, averageRating } = await reviewedProduct(request);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await page.goto(`/product/${product.slug}`);
    await expect(page.locator("h1")).toHaveText(product.name);

    const main = page.getByTestId("gallery-main");
    await expect(main).toBeVisible();
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const cart = page.getByRole("button", { name: "Выберите размер" });
    await expect(cart).toBeDisabled();

    // The first size on sale, chosen by its link.
    const size = product.items.find((item) => item.size && !item.isSold && !item.isReserved)?.size
      ?.name as string;
    const sizes = page.getByRole("list", { name: "Размеры" });
    await sizes.getByRole("link", { name: size, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size)}`));
    await expect(sizes.getByRole("link", { name: size, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByTestId("price-amount")).toHaveText(
      formatPrice(cheapestOfSize(product, size)),
    );
    // The bonuses it earns, as the API counts them for a guest, and the level that is
    // (docs/loyalty.md#cashback).
    const offer = product.items.find(
      (item) =>
        item.size?.name === size && item.priceDetails.price === cheapestOfSize(product, size),
    );
    const { cashbackTerms } = await graphql<{
      cashbackTerms: { level: { name: string; chargePercentage: number }; topPercentage: number };
    }>(request, "{ cashbackTerms { level { name chargePercentage } topPercentage } }");
    const cashback = offer?.priceDetails.cashback ?? 0;
    expect(cashback).toBe(
      Math.floor((cheapestOfSize(product, size) * cashbackTerms.level.chargePercentage) / 10_000),
    );
    await expect(page.getByTestId("price-cashback")).toHaveText(
      cashback > 0
        ? `+${plural(cashback, ["бонус", "бонуса", "бонусов"])} после получения: кешбэк ` +
            `${cashbackTerms.level.chargePercentage}\u00a0% на уровне «${cashbackTerms.level.name}», ` +
            `до ${cashbackTerms.topPercentage}\u00a0% на старших`
        : "Бонусы за этот товар не начисляются, и оплатить его бонусами нельзя.",
    );

    // Sold-out sizes are not links.
    for (const disabled of await sizes.locator('[aria-disabled="true"]').all()) {
      await expect(disabled.locator("a")).toHaveCount(0);
    }

    const add = page.getByRole("button", { name: "В корзину" });
    await expect(add).toBeEnabled();
    await add.click();
    if (javaScriptEnabled) {
      await expect(page.getByText("Товар добавлен в корзину")).toBeVisible();
    } else {
      await page.waitForURL(new RegExp(`/product/${product.slug}\\?size=`));
      await expect(page.locator("h1")).toHaveText(product.name);
    }
    await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size)}`));

    // The size grid: a dialog with JavaScript, the table on the page without it.
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Таблица размеров" }).click();
      const dialog = page.getByRole("dialog", { name: "Таблица размеров" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("table")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    } else {
      await page.getByRole("link", { name: "Таблица размеров" }).click();
      await expect(page).toHaveURL(/#size-grid$/);
      await expect(page.locator("#size-grid table")).toBeInViewport();
    }

    // The Product block, first; its BreadcrumbList follows (tests/e2e/seo.spec.ts).
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "",
    ) as {
      "@type": string;
      name: string;
      offers: { "@type": string; lowPrice: number; priceCurrency: string };
      aggregateRating?: { ratingValue: number };
    };
    expect(jsonLd["@type"]).toBe("Product");
    expect(jsonLd.name).toBe(product.name);
    expect(jsonLd.offers["@type"]).toBe("AggregateOffer");
    expect(jsonLd.offers.priceCurrency).toBe("RUB");
    expect(jsonLd.offers.lowPrice).toBeGreaterThan(0);
    expect(jsonLd.aggregateRating?.ratingValue).toBe(averageRating);

    const rating = page.getByTestId("average-rating");
    await expect(rating).toBeVisible();
    await expect(rating).toContainText(
      new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 }).format(averageRating),
    );

    expect(errors).toEqual([]);
  },
);

// A swipe is a touch screen's, and the thumbnails are smaller on a phone: at 375 px too.
test(
  "the gallery shows every picture, by link and (with JavaScript) by arrow keys",
  {
    tag: ["@mobile", "@no-js"],
  },
  async ({ page, request, javaScriptEnabled }) => {
    const { product } = await reviewedProduct(request);
    await page.goto(`/product/${product.slug}`);
    const main = page.getByTestId("gallery-main");
    const first = await main.getAttribute("src");
    const second = page.getByRole("link", { name: /^Фото 2 из \d+$/ });
    test.skip((await second.count()) === 0, "This product has one picture");

    await second.click();
    await expect(main).not.toHaveAttribute("src", first ?? "");
    await expect(second).toHaveAttribute("aria-current", "true");
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(/[?&]image=2/);
      return;
    }
    await page.getByRole("region", { name: /^Фотографии/ }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(main).toHaveAttribute("src", first ?? "");
    await page.keyboard.press("ArrowRight");
    await expect(second).toHaveAttribute("aria-current", "true");

    // A swipe to the right goes back to the first picture.
    const box = await main.boundingBox();
    if (!box) throw new Error("The main picture has no box");
    const y = box.y + box.height / 2;
    const touch = { pointerType: "touch", pointerId: 1, isPrimary: true, clientY: y };
    await main.dispatchEvent("pointerdown", { ...touch, clientX: box.x + 40 });
    await main.dispatchEvent("pointerup", { ...touch, clientX: box.x + 240 });
    await expect(main).toHaveAttribute("src", first ?? "");
  },
);

/** A product of the demo catalogue whose old link named its brand twice, and that old slug. */
async function renamedProduct(request: APIRequestContext) {
  const { filteredProducts } = await graphql<{
    filteredProducts: {
      items: {
        slug: string;
        name: string;
        brands: { slug: string }[];
        model: { slug: string } | null;
      }[];
    };
  }>(
    request,
    "{ filteredProducts(dto: { pagination: { page: 1, limit: 30 } }) { items { slug name brands { slug } model { slug } } } }",
  );
  for (const product of filteredProducts.items) {
    const brand = product.brands[0]?.slug;
    if (brand && product.model?.slug.startsWith(`${brand}-`)) {
      return { product, oldSlug: `${brand}-${product.slug}` };
    }
  }
  throw new Error("The demo catalogue has no product whose model's slug names its brand");
}

test("an old link naming the brand twice moves for good to the product's current URL", async ({
  page,
  request,
}) => {
  const { product, oldSlug } = await renamedProduct(request);
  expect(oldSlug).not.toBe(product.slug);

  const response = await request.get(`/product/${oldSlug}?size=42`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(new RegExp(`/product/${product.slug}\\?size=42$`));

  await page.goto(`/product/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.locator("h1")).toHaveText(product.name);
});
