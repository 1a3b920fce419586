import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "./support/test.ts";
import sharp from "sharp";
import { photoOfSize } from "../photos.ts";
import { test, withJavaScript } from "./support/cart.ts";
import { addSessionCookies, type SignedInShopper, signUpByApi } from "./support/shopper.ts";
import { waitOutDwell } from "./support/dwell.ts";
import { forThisWorker } from "./support/worker-share.ts";

/**
 * Reviews (docs/content.md#writing-a-review): a buyer writes one with a photo, with JavaScript and
 * without; it waits for the operator, who publishes it through the operator API; a guest is asked
 * to sign in and a shopper who did not buy the product is told why they cannot write.
 */

/** The development operator token: the e2e server runs outside production. */
const OPERATOR_TOKEN = "insecure-development-operator-token";
/** The API refuses a review sent sooner than this after the form was shown. */
const FORM_DWELL_MS = 3_000;

/**
 * Waits what is left of the dwell since the form was shown, with a margin (support/dwell.ts; the
 * bot check's timing itself is proven by server/content/review-create.test.ts).
 */
const dwell = (shownAt: number) => waitOutDwell(shownAt, FORM_DWELL_MS + 300);

interface CatalogueProduct {
  id: string;
  slug: string;
  name: string;
  items: { id: string; isSold: boolean; isReserved: boolean }[];
}

async function graphql<Data>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data?: Data; errors?: { message: string }[] }> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as { data?: Data; errors?: { message: string }[] };
}

/** Products on sale, in a random order, away from the first page the cart journeys use. */
async function productsOnSale(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const { data } = await graphql<{ filteredProducts: { items: CatalogueProduct[] } }>(
    request,
    `
      query ($page: Int!) {
        filteredProducts(dto: { pagination: { page: $page, limit: 60 } }) {
          items {
            id
            slug
            name
            items {
              id
              isSold
              isReserved
            }
          }
        }
      }
    `,
    { page: 2 + Math.floor(Math.random() * 3) },
  );
  const products = (data?.filteredProducts.items ?? []).filter((product) =>
    product.items.some((item) => !item.isSold && !item.isReserved),
  );
  return products.sort(() => Math.random() - 0.5);
}

/** A product the shopper paid for in the sandbox (its item then counts as bought). */
async function buyProduct(
  request: APIRequestContext,
  shopper: SignedInShopper,
): Promise<CatalogueProduct> {
  for (const product of await productsOnSale(request)) {
    const item = product.items.find(
      (candidate) => !candidate.isSold && !candidate.isReserved && forThisWorker(candidate.id),
    );
    if (!item) continue;
    const placed = await graphql<{ createOrderWithPaymentLink: { paymentLink: string } }>(
      request,
      `
        mutation ($dto: CreateOrderDto!) {
          createOrderWithPaymentLink(dto: $dto) {
            paymentLink
          }
        }
      `,
      {
        dto: {
          idempotencyKey: crypto.randomUUID(),
          name: "Анна",
          surname: "Отзывова",
          phone: shopper.phone,
          email: `review-${Date.now()}@example.ru`,
          delivery: {
            type: "ADDRESS",
            address: { country: "Россия", city: "Москва", street: "Тверская", house: "1" },
          },
          productItemIds: [item.id],
          publicOfferAccepted: true,
        },
      },
      shopper.accessToken,
    );
    // Another test may have taken the item a moment ago: try the next product.
    const link = placed.data?.createOrderWithPaymentLink.paymentLink;
    if (!link) continue;
    const paid = await graphql<{ completeSandboxPayment: { status: string } }>(
      request,
      `
        mutation ($id: ID!) {
          completeSandboxPayment(dto: { id: $id, outcome: PAID }) {
            status
          }
        }
      `,
      { id: link.split("/").at(-1) },
      // The sandbox pays only for the order's own shopper (docs/checkout.md#sandbox-payments).
      shopper.accessToken,
    );
    expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
    return product;
  }
  throw new Error("No product left on sale to buy");
}

/** A JPEG from a phone: EXIF with the camera and the place it was taken. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#2e86de" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 2100/100" },
    })
    .toBuffer();
}

interface PendingReview {
  id: number;
  productSlug: string;
  text: string | null;
  rating: number;
  photos: string[];
}

async function pendingReviews(request: APIRequestContext): Promise<PendingReview[]> {
  const response = await request.get("/api/operator/reviews?limit=100", {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reviews: PendingReview[] }).reviews;
}

/** The toast after the post; without JavaScript, its <noscript> notice. */
async function expectThanks(page: Page) {
  if (withJavaScript()) await expect(page.getByText("Спасибо за отзыв!").first()).toBeVisible();
  else
    await expect(page.locator('main [role="status"]').first()).toContainText("Спасибо за отзыв!");
}

const reviewForm = (page: Page) => page.getByRole("form", { name: "Новый отзыв" });

// The one review journey that waits out the form's dwell for real (a form posted without
// JavaScript as well).
test(
  "a buyer writes a review with a photo; it waits for moderation, then is published",
  { tag: "@no-js" },
  async ({ page, request, context, baseURL }) => {
    const shopper = await signUpByApi(request);
    const product = await buyProduct(request, shopper);
    await addSessionCookies(context, baseURL ?? "", shopper);

    await page.goto(`/product/${product.slug}`);
    const shownAt = Date.now();
    const form = reviewForm(page);
    await expect(form).toBeVisible();
    await form.locator('label[for="review-rating-4"]').click();
    await form.getByLabel("Достоинства").fill("Удобная колодка, лёгкие");
    const text = `Сели точно по размеру, ношу каждый день (${test.info().project.name}, ${Date.now()}).`;
    await form.getByLabel("Комментарий").fill(text);
    await form.getByLabel(/^Фото/).setInputFiles({
      name: "IMG_2041.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto(),
    });
    // A person takes a few seconds over a review; the API refuses one sent sooner.
    await dwell(shownAt);
    await form.getByRole("button", { name: "Отправить отзыв" }).click();

    await expectThanks(page);
    await expect(page.getByTestId("review-writing")).toHaveText(
      "Ваш отзыв отправлен и появится на странице после проверки модератором.",
    );
    await expect(page.getByRole("region", { name: "Отзывы" }).getByText(text)).toHaveCount(0);

    // The record, read back through the operator API: the rating, the text and one photo.
    const review = (await pendingReviews(request)).find((entry) => entry.text === text);
    expect(review).toMatchObject({ productSlug: product.slug, rating: 4 });
    expect(review?.photos).toHaveLength(1);
    const photoUrl = review?.photos[0] ?? "";
    expect(photoUrl).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.jpg$/);
    // Stored without its EXIF (camera, GPS), and served resized through /_ipx.
    const stored = await readFile(path.join("data", photoUrl));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const resized = await request.get(`/_ipx/w_96&f_webp${photoUrl}`);
    expect(resized.status()).toBe(200);
    expect(resized.headers()["content-type"]).toBe("image/webp");

    const published = await request.post("/api/operator/reviews", {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      data: { reviewId: review?.id, state: "PUBLISHED" },
    });
    expect(published.status()).toBe(200);

    await page.reload();
    const reviews = page.getByRole("region", { name: "Отзывы" });
    const mine = reviews.getByRole("listitem").filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole("img", { name: "Оценка 4 из 5" })).toBeVisible();
    await expect(mine.getByRole("img", { name: /^Фото 1 к отзыву/ })).toBeVisible();
    await expect(page.getByTestId("review-writing")).toHaveText("Ваш отзыв опубликован. Спасибо!");
    await expect(
      reviews.getByRole("list", { name: "Оценки покупателей" }).getByRole("listitem"),
    ).toHaveCount(5);
  },
);

test("the form's mistakes come back beside their fields, in Russian", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const shopper = await signUpByApi(request);
  const product = await buyProduct(request, shopper);
  await addSessionCookies(context, baseURL ?? "", shopper);
  await page.goto(`/product/${product.slug}`);
  const shownAt = Date.now();
  const form = reviewForm(page);
  await form.locator('label[for="review-rating-5"]').click();
  const text = `Отличные, рекомендую всем! (${test.info().project.name}, ${Date.now()})`;
  await form.getByLabel("Комментарий").fill(text);
  // A renamed program is not a photo, whatever its name says.
  await form.getByLabel(/^Фото/).setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(2048)]),
  });
  // Only the API knows a photo by its bytes, and it checks the dwell first.
  await dwell(shownAt);
  await form.getByRole("button", { name: "Отправить отзыв" }).click();
  await expect(form.getByText("Это не фото: подойдут JPEG, PNG, WebP или HEIC")).toBeVisible();
  // What was typed is still there.
  await expect(form.getByLabel("Комментарий")).toHaveValue(text);
  const pending = await pendingReviews(request);
  expect(pending.some((entry) => entry.text === text)).toBe(false);
});

// docs/security.md#bounded-bodies: each photo is streamed against its 10 MB.
test(
  "five photos of 10 MB are taken; one byte over comes back beside the photos, text kept",
  { tag: "@no-js" },
  async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const MB10 = 10 * 1024 * 1024;
    const shopper = await signUpByApi(request);
    const product = await buyProduct(request, shopper);
    await addSessionCookies(context, baseURL ?? "", shopper);
    await page.goto(`/product/${product.slug}`);
    const shownAt = Date.now();
    const form = reviewForm(page);
    await form.locator('label[for="review-rating-5"]').click();
    const text = `Пять фото в полный размер (${test.info().project.name}, ${Date.now()})`;
    await form.getByLabel("Комментарий").fill(text);
    await form.getByLabel(/^Фото/).setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.from(await photoOfSize(MB10 + 1)),
    });
    // The storefront refuses the photo as it arrives, before the API and its dwell.
    await form.getByRole("button", { name: "Отправить отзыв" }).click();
    await expect(form.getByText("Фото больше 10 МБ")).toBeVisible();
    await expect(form.getByLabel("Комментарий")).toHaveValue(text);

    // Playwright takes no more than 50 MB of buffers at once: the five photos go as files.
    const folder = await mkdtemp(path.join(os.tmpdir(), "meet-market-photos-"));
    const full = await photoOfSize(MB10);
    const files = await Promise.all(
      Array.from({ length: 5 }, async (_, n) => {
        const file = path.join(folder, `${n}.png`);
        await writeFile(file, full);
        return file;
      }),
    );
    await form.getByLabel(/^Фото/).setInputFiles(files);
    // The form sent back keeps the time it was first shown: making the photos has usually taken
    // longer than the dwell already.
    await dwell(shownAt);
    await form.getByRole("button", { name: "Отправить отзыв" }).click();
    await expectThanks(page);
    const review = (await pendingReviews(request)).find((entry) => entry.text === text);
    expect(review?.photos).toHaveLength(5);
    await rm(folder, { recursive: true, force: true });
  },
);

test("a guest's upload to the review form is refused from its headers", async ({ request }) => {
  const [product] = await productsOnSale(request);
  if (!product) throw new Error("no product");
  const response = await request.post(`/product/${product.slug}`, {
    multipart: {
      intent: "review",
      productId: product.id,
      photos: { name: "a.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024) },
    },
  });
  expect(response.status()).toBe(401);
  expect(response.headers()["connection"]).toBe("close");
  expect(await response.text()).toContain("Требуется вход");
});

test("a guest is asked to sign in, and a shopper who did not buy is told why not", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const [product] = await productsOnSale(request);
  if (!product) throw new Error("no product");
  await page.goto(`/product/${product.slug}`);
  const writing = page.getByTestId("review-writing");
  await expect(writing).toContainText("Отзыв может оставить покупатель этого товара.");
  await expect(writing.getByRole("link", { name: "Войдите" })).toHaveAttribute(
    "href",
    `/auth?returnTo=${encodeURIComponent(`/product/${product.slug}`)}`,
  );

  await addSessionCookies(context, baseURL ?? "", await signUpByApi(request));
  await page.reload();
  await expect(writing).toHaveText(
    "Оставить отзыв можно только о товаре, который вы купили и оплатили",
  );
  await expect(reviewForm(page)).toHaveCount(0);
});
