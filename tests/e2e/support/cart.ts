import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test as base,
} from "@playwright/test";
import { cookieValue, readCode, type SignedInShopper } from "./shopper.ts";

/**
 * What the cart and checkout journeys share (docs/cart.md, docs/checkout.md): a product with two
 * sizes on sale, adding a size on its page, the message after a post with and without JavaScript,
 * and signing in by e-mail on the sign-in screen.
 */

/** Each test is its own device: the API limits codes per device fingerprint (the user agent). */
export const test = base.extend({
  userAgent: async ({ userAgent }, use, testInfo) => {
    await use(`${userAgent ?? "Mozilla/5.0"} e2e/${testInfo.testId}-${testInfo.retry}`);
  },
});

export const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

const roubles = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
export const formatPrice = (kopecks: number) => roubles.format(Math.round(kopecks / 100));

export interface ApiItem {
  id: string;
  isSold: boolean;
  isReserved: boolean;
  size: { name: string } | null;
  priceDetails: { price: number; bonusCalcState?: string };
  /** Where it starts its way: MEET_STOCK, RUSSIA or ABROAD (docs/orders.md#the-way-of-an-order). */
  deliveryOrigin?: string | null;
}
export interface ApiProduct {
  slug: string;
  name: string;
  items: ApiItem[];
}
export interface Offer {
  id: string;
  size: string;
  price: number;
}

export async function api<Data>(request: APIRequestContext, query: string, variables = {}) {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: Data };
  return body.data;
}

/**
 * A product with two sizes on sale whose cheapest offers cost at least 5 000 ₽ each (WELCOME10's
 * minimum order), and one item of another product that is sold: the cart's material.
 */
export async function cartMaterial(request: APIRequestContext) {
  const { filteredProducts } = await api<{ filteredProducts: { items: ApiProduct[] } }>(
    request,
    `{ filteredProducts(dto: { pagination: { limit: 60 } }) {
        items { slug name items { id isSold isReserved size { name } priceDetails { price } } }
      } }`,
  );
  const offersOf = (product: ApiProduct): Offer[] => {
    const bySize = new Map<string, Offer>();
    for (const item of product.items) {
      if (!item.size || item.isSold || item.isReserved) continue;
      const known = bySize.get(item.size.name);
      if (!known || item.priceDetails.price < known.price) {
        bySize.set(item.size.name, {
          id: item.id,
          size: item.size.name,
          price: item.priceDetails.price,
        });
      }
    }
    return [...bySize.values()];
  };
  const product = filteredProducts.items.find((candidate) => {
    const offers = offersOf(candidate);
    return offers.length >= 2 && offers.every((offer) => offer.price >= 500_000);
  });
  const sold = filteredProducts.items
    .filter((candidate) => candidate !== product)
    .flatMap((candidate) => candidate.items.map((item) => ({ item, product: candidate })))
    .find(({ item }) => item.isSold);
  if (!product || !sold) throw new Error("The demo catalogue has no product for the cart tests");
  const [first, second] = offersOf(product) as [Offer, Offer];
  return { product, first, second, sold };
}

/**
 * The message after a post: a toast with JavaScript; without it, a notice in <noscript> (shown
 * by the browser, though Playwright's text and role selectors look past <noscript>).
 */
export async function expectMessage(page: Page, text: string) {
  if (withJavaScript()) await expect(page.getByText(text).first()).toBeVisible();
  else await expect(page.locator('main [role="status"]').first()).toHaveText(text);
}

export async function addSize(page: Page, slug: string, offer: Offer) {
  await page.goto(`/product/${slug}?size=${encodeURIComponent(offer.size)}`);
  await page.getByRole("button", { name: "В корзину" }).click();
  await expectMessage(page, "Товар добавлен в корзину");
}

export const cartLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Корзина/ });
export const lines = (page: Page) => page.getByRole("main").getByTestId("cart-line");

export async function signInByEmail(page: Page, request: APIRequestContext) {
  const email = `cart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
  // The sign-in opens on the phone tab (docs/identity.md#sign-in-flow).
  await page.getByRole("link", { name: "Email" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Получить код" }).click();
  // The code is in the outbox once the page asks for it.
  const field = page.getByLabel(/^Код из/);
  await expect(field).toBeVisible();
  const code = await readCode(request, email);
  await field.pressSequentially(code);
  if (!withJavaScript()) await page.getByRole("button", { name: "Войти" }).click();
  await page.getByRole("checkbox", { name: /согласие на обработку/ }).check();
  await page.getByRole("button", { name: "Зарегистрироваться" }).click();
}

export async function cartCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "meet-market-cart");
}

/**
 * A guest's cart as the storefront keeps it: the `meet-market-cart` cookie of `[id, 1]` pairs
 * (app/features/cart/cart-entries.ts), every item checked.
 */
export async function putInCartCookie(context: BrowserContext, baseURL: string, ids: string[]) {
  await context.addCookies([
    {
      name: "meet-market-cart",
      value: cookieValue(ids.map((id) => [id, 1])),
      domain: new URL(baseURL).hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/**
 * A signed-in shopper's cart made without the screens: the items go into the account's server
 * cart over the shop API (with a promo code and bonuses when asked: a new account's cart spends a
 * quarter of what it may by default) and into the browser's cart cookie, as adding them on the
 * product page would leave them (docs/cart.md#server-cart).
 */
export async function fillCartByApi(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  shopper: SignedInShopper,
  ids: string[],
  { promoCode, bonuses }: { promoCode?: string; bonuses?: number } = {},
) {
  const headers = { authorization: `Bearer ${shopper.accessToken}` };
  const send = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post("/graphql", { data: { query, variables }, headers });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  };
  for (const id of ids) {
    await send("mutation ($id: ID!) { addToProductCart(dto: { id: $id }) { totalPrice } }", { id });
  }
  if (promoCode) {
    await send(
      "mutation ($code: String!) { validatePromocode(dto: { code: $code }) { totalPrice } }",
      { code: promoCode },
    );
  }
  if (bonuses !== undefined) {
    await send(
      "mutation ($amount: Int!) { setCartBonuses(dto: { amount: $amount }) { totalPrice } }",
      { amount: bonuses },
    );
  }
  await putInCartCookie(context, baseURL, ids);
}
