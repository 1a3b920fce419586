import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "./support/test.ts";
import {
  addSize,
  api,
  type ApiProduct,
  expectMessage,
  fillCartByApi,
  formatPrice,
  signInByEmail,
  test,
  withJavaScript,
} from "./support/cart.ts";
import { signInShopper } from "./support/shopper.ts";
import { forThisWorker } from "./support/worker-share.ts";

const execFileAsync = promisify(execFile);

/**
 * Checkout (docs/checkout.md): a guest's cart, signing in by e-mail on the way to /checkout, a
 * promo code and bonuses, delivery to a pickup point or by courier, the sandbox payment page and
 * the paid order's page. The whole journey runs in every project (the checkout's layout at
 * 375 px included); the other tests start signed in with the cart made over the API, and run
 * without JavaScript too where the form posts (docs/testing.md#the-three-browsers).
 */

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice, answered: it would sit over the form's last button on a phone.
  await context.addCookies([
    {
      name: "meet-market-cookie-consent",
      value: encodeURIComponent(btoa('"necessary"')),
      url: baseURL ?? "",
    },
  ]);
});

/**
 * One size on sale of at least 5 000 ₽ (WELCOME10's minimum order), of a product picked by the
 * test's id so that parallel tests (and the cart's, which take the first products) do not buy the
 * same item; with `origin`, an item that starts its way there.
 */
async function checkoutMaterial(request: APIRequestContext, origin?: string) {
  // The first 100 products, in two pages: one page of 100 with every offer is over the API's
  // cost limit (docs/security.md#the-shop-apis-limits).
  const products: ApiProduct[] = [];
  for (const page of [1, 2]) {
    const { filteredProducts } = await api<{ filteredProducts: { items: ApiProduct[] } }>(
      request,
      `{ filteredProducts(dto: { pagination: { page: ${page}, limit: 50 } }) {
          items { slug name items {
            id isSold isReserved deliveryOrigin size { name } priceDetails { price bonusCalcState }
          } }
        } }`,
    );
    products.push(...filteredProducts.items);
  }
  const candidates = products.slice(5).flatMap((product) => {
    const item = product.items.find(
      (candidate) =>
        candidate.size &&
        !candidate.isSold &&
        !candidate.isReserved &&
        forThisWorker(candidate.id) &&
        candidate.priceDetails.price >= 500_000 &&
        (origin === undefined || candidate.deliveryOrigin === origin) &&
        // Bonuses can pay for it (docs/loyalty.md).
        candidate.priceDetails.bonusCalcState === "ENABLED",
    );
    return item?.size
      ? [{ product, offer: { id: item.id, size: item.size.name, price: item.priceDetails.price } }]
      : [];
  });
  const seed = [...test.info().testId].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const pick = candidates[seed % candidates.length];
  if (!pick) throw new Error("The demo catalogue has no product for the checkout tests");
  return pick;
}

/** WELCOME10 and 100 bonuses on /cart, as the cart's own tests do it. */
async function applyPromoAndBonuses(page: Page) {
  await page.goto("/cart");
  const promoForm = page.getByRole("form", { name: "Промокод" });
  await promoForm.getByLabel("Промокод").fill("WELCOME10");
  await promoForm.getByRole("button", { name: "Применить" }).click();
  await expect(page.getByTestId("promo-success")).toBeVisible();
  if (withJavaScript()) {
    await page.getByRole("button", { name: /^(Изменить|Списать)$/ }).click();
    const drawer = page.getByRole("dialog", { name: "Списание бонусов" });
    await drawer.getByRole("slider", { name: "Сколько бонусов списать" }).fill("100");
    await drawer.getByRole("button", { name: "Применить" }).click();
    await expect(drawer).toBeHidden();
  } else {
    const bonusForm = page.getByRole("form", { name: "Списание бонусов" });
    await bonusForm.getByRole("spinbutton", { name: "Сколько бонусов списать" }).fill("100");
    await bonusForm.getByRole("button", { name: "Применить" }).click();
  }
  await expect(page.getByTestId("cart-bonuses")).toHaveText(`−${formatPrice(10_000)}`);
}

/** From a guest's cart to a signed-in checkout with a promo code and bonuses. */
async function reachCheckout(page: Page, request: APIRequestContext) {
  const { product, offer } = await checkoutMaterial(request);
  await addSize(page, product.slug, offer);
  // The product page's window to Moscow, where the checkout opens (docs/checkout.md#delivery-window).
  await expect(page.getByTestId("product-delivery")).toContainText("Доставка в Москву:");
  const promised = (await page.getByTestId("product-delivery-dates").textContent()) ?? "";
  // «3–8 декабря», «28 ноября – 3 декабря»: dates, not a count of days.
  expect(promised).toMatch(/\d [а-я]+$/);

  // A guest is sent to sign in (on the phone tab: routes.spec.ts), does so by e-mail and comes
  // back to checkout.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/auth\?/);
  await signInByEmail(page, request);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Оформление заказа");

  await applyPromoAndBonuses(page);
  await expect(page.getByRole("main").getByTestId("cart-line-delivery")).toHaveText(
    `Доставка в Москву: ${promised}`,
  );
  await page.getByRole("link", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = await fillRecipient(page, product.name);
  // Signed in by e-mail: the address is the account's.
  await expect(form.getByLabel("E-mail")).toHaveValue(/@example\.ru$/);
  const email = await form.getByLabel("E-mail").inputValue();
  const discount = Math.floor(offer.price / 10);
  return { product, offer, form, toPay: offer.price - discount - 10_000, promised, email };
}

/** The checkout holding the one product, with the recipient's name and phone typed in. */
async function fillRecipient(page: Page, productName: string) {
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(page.getByTestId("checkout-line")).toContainText(productName);
  const form = page.getByRole("form", { name: "Оформление заказа" });
  await form.getByLabel("Фамилия").fill("Иванова");
  await form.getByLabel("Имя", { exact: true }).fill("Анна");
  await form.getByLabel("Телефон").fill("+7 999 123-45-67");
  return form;
}

/**
 * The checkout reached without the screens: a shopper signed up over the API, the item in the
 * cart, the recipient typed in; no promo code, and no bonuses spent (the journey above applies
 * both), so the whole price is paid in money.
 */
async function startCheckout(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  origin?: string,
) {
  const { product, offer } = await checkoutMaterial(request, origin);
  const shopper = await signInShopper(request, context, baseURL);
  await fillCartByApi(request, context, baseURL, shopper, [offer.id], { bonuses: 0 });
  await page.goto("/checkout");
  const form = await fillRecipient(page, product.name);
  await form.getByLabel("E-mail").fill(`checkout-${shopper.phone.slice(1)}@example.ru`);
  return { product, offer, form, toPay: offer.price };
}

/** Without JavaScript the price comes from «Рассчитать доставку»; with it, from the choice itself. */
async function priceDelivery(page: Page) {
  if (!withJavaScript()) await page.getByRole("button", { name: "Рассчитать доставку" }).click();
  await expect(page.getByTestId("checkout-delivery")).toHaveText(/\d\s?₽$/);
  const text = (await page.getByTestId("checkout-delivery").textContent()) ?? "";
  return Number(text.replace(/\D/g, "")) * 100;
}

async function payInSandbox(page: Page, toPay: number) {
  await page.getByRole("checkbox", { name: /публичной оферты/ }).check();
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId("sandbox-amount")).toHaveText(formatPrice(toPay));
  await page.screenshot({ path: test.info().outputPath("sandbox.png") });
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expectMessage(page, "Заказ оплачен");
  await expect(page.getByTestId("order-status")).toHaveText("Оплачен, готов к отправке");
  await expect(page.getByTestId("order-total")).toHaveText(formatPrice(toPay));
  // Its one item is at the first of the stages (docs/orders.md#public-order-status).
  const current = page.getByTestId("order-item").locator('[aria-current="step"]');
  await expect(current).toContainText("Заказ оформлен и оплачен");
  await expect(current).toContainText("Оплачен, готов к отправке");
  await page.screenshot({ path: test.info().outputPath("order.png"), fullPage: true });
  // The bought item has left the cart.
  await expect(page.getByTestId("cart-count-badge")).toHaveCount(0);
}

/**
 * The buying journey with a promo code and bonuses, by pickup point or by courier: one amount and
 * one delivery window on the product page (the window to Moscow), the cart, the checkout, the
 * sandbox payment, the order page, the paid order's letter, the account's history and the order's
 * public status (docs/orders.md#amounts, docs/orders.md#an-items-way).
 */
async function buyWithPromoAndBonuses(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  way: "pickup" | "courier",
) {
  const { product, offer, form, toPay, promised, email } = await reachCheckout(page, request);
  await expect(form.getByRole("radio", { name: /Пункт выдачи/ })).toBeChecked();
  if (way === "pickup") {
    const points = form.getByTestId("pickup-point");
    await expect(points.first()).toBeVisible();
    await points.first().click();
  } else {
    await form.getByText("Курьер", { exact: true }).click();
    await form.getByLabel("Найти адрес").fill("Тверская");
    await page.getByRole("option").first().click();
    await expect(form.getByLabel("Улица", { exact: true })).toHaveValue(/Тверская/);
    await form.getByLabel("Квартира").fill("12");
  }
  const delivery = await priceDelivery(page);
  expect(delivery).toBeGreaterThan(0);
  await expect(page.getByTestId("checkout-total")).toHaveText(formatPrice(toPay + delivery));
  // The window of the chosen delivery, for the item and the order; a Moscow pickup point's is the
  // one the product page promised.
  const chosen = (await page.getByTestId("checkout-window").textContent()) ?? "";
  expect(chosen).toMatch(/\d [а-я]+$/);
  if (way === "pickup") expect(chosen).toBe(promised);
  await expect(page.getByTestId("checkout-line-window")).toHaveText(`Доставка: ${chosen}`);
  await page.screenshot({ path: test.info().outputPath(`checkout-${way}.png`), fullPage: true });
  await payInSandbox(page, toPay + delivery);
  await expect(page.getByTestId("order-delivery-type")).toHaveText(
    way === "pickup" ? "Пункт выдачи СДЭК" : "Курьер",
  );
  await expect(page.getByTestId("order-delivery-to")).not.toBeEmpty();
  // The order keeps that window.
  await expect(page.getByTestId("order-item-window")).toHaveText(chosen);
  // What the order was made of: the goods, the promo code, the bonuses and the delivery.
  await expect(page.getByTestId("order-goods")).toHaveText(formatPrice(offer.price));
  await expect(page.getByTestId("order-discount")).toHaveText(
    `−${formatPrice(Math.floor(offer.price / 10))}`,
  );
  await expect(page.getByTestId("order-bonuses")).toHaveText(`−${formatPrice(10_000)}`);
  await expect(page.getByTestId("order-delivery-price")).toHaveText(formatPrice(delivery));
  const paid = page.getByTestId("order-total");
  await expect(paid.locator("xpath=preceding-sibling::dt")).toHaveText("Оплачено");
  const paidOnPage = (await paid.textContent()) ?? "";
  expect(paidOnPage).toBe(formatPrice(toPay + delivery));

  // The paid order's letter (docs/orders.md#notifications), read from the outbox: the same sum
  // and the same window.
  const outbox = await (
    await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
  ).text();
  expect(outbox).toContain(`Ожидаемая доставка: ${chosen}.`);
  const inLetter = /Оплачено: ([\d\s\u00a0]+)/.exec(outbox)?.[1] ?? "";
  expect(digitsOf(inLetter)).toBe(digitsOf(paidOnPage));

  // The account's history lists the order with its item, and opens it again.
  const orderPath = new URL(page.url()).pathname;
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.goto("/account/orders");
  const listed = page.getByTestId("account-order").first();
  await expect(listed.getByRole("link")).toHaveText(heading);
  await expect(listed.getByRole("link")).toHaveAttribute("href", orderPath);
  // The history sums the order up by what was paid, as its page does: the promo code and the
  // bonuses taken off, the delivery added (docs/orders.md#amounts).
  await expect(listed.getByTestId("account-order-total")).toHaveText(paidOnPage);
  await expect(listed).toContainText("Оплачено");
  await expect(listed.getByRole("listitem")).toHaveCount(1);
  await expect(listed.getByRole("listitem")).toContainText(product.name);
  await expect(listed.getByRole("listitem")).toContainText(`размер ${offer.size}`);
  await expect(listed.getByRole("listitem")).toContainText(
    "Заказ оформлен и оплачен: Оплачен, готов к отправке",
  );
  await expect(listed.getByTestId("account-order-window")).toHaveText(
    `Ожидаемая доставка: ${chosen}`,
  );
  await page.screenshot({ path: test.info().outputPath("account-orders.png"), fullPage: true });

  // Its public status, as anyone with the link sees it: the same window, no amounts.
  await context.clearCookies();
  await page.goto(orderPath);
  await expect(page.getByTestId("order-item-window")).toHaveText(chosen);
  await expect(page.getByTestId("order-total")).toHaveCount(0);
}

test(
  "a guest signs in, pays with a promo code and bonuses, and collects at a pickup point",
  {
    tag: ["@mobile", "@no-js"],
  },
  async ({ page, context, request }) => {
    await buyWithPromoAndBonuses(page, context, request, "pickup");
  },
);

// On a phone only: the desktop and no-JavaScript courier checkout is the next test's.
test(
  "a guest signs in, pays with a promo code and bonuses, and has it brought by courier",
  {
    tag: "@mobile-only",
  },
  async ({ page, context, request }) => {
    await buyWithPromoAndBonuses(page, context, request, "courier");
  },
);

test(
  "a courier address: the order is placed, paid and shown with its address",
  {
    tag: "@no-js",
  },
  async ({ page, context, request, baseURL }) => {
    const { form, toPay } = await startCheckout(page, context, request, baseURL ?? "");
    await form.getByText("Курьер", { exact: true }).click();
    if (withJavaScript()) {
      // A suggestion fills the address fields.
      await form.getByLabel("Найти адрес").fill("Тверская");
      await page.getByRole("option").first().click();
      await expect(form.getByLabel("Улица", { exact: true })).toHaveValue(/Тверская/);
      await expect(form.getByLabel("Дом")).not.toHaveValue("");
    } else {
      await form.getByLabel("Город").last().fill("Москва");
      await form.getByLabel("Улица", { exact: true }).fill("ул Тверская");
      await form.getByLabel("Дом").fill("7");
    }
    await form.getByLabel("Квартира").fill("12");
    const delivery = await priceDelivery(page);
    await payInSandbox(page, toPay + delivery);
    await expect(page.getByTestId("order-delivery-type")).toHaveText("Курьер");
    await expect(page.getByTestId("order-delivery-to")).toHaveText(/Тверская.*кв\. 12/);
  },
);

test(
  "a cancelled payment comes back to checkout with the cart intact",
  {
    tag: "@no-js",
  },
  async ({ page, context, request, baseURL }) => {
    const { form } = await startCheckout(page, context, request, baseURL ?? "");
    await form.getByTestId("pickup-point").first().click();
    await priceDelivery(page);
    await page.getByRole("checkbox", { name: /публичной оферты/ }).check();
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectMessage(page, "Оплата отменена. Товары остались в корзине — можно оплатить снова");
    // The item is free again and still in the order.
    await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  },
);

test(
  "checkout refuses an order without consent or a pickup point, keeping what was typed",
  {
    tag: "@no-js",
  },
  async ({ page, context, request, baseURL }) => {
    const { form } = await startCheckout(page, context, request, baseURL ?? "");
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(form.getByText("Выберите пункт выдачи")).toBeVisible();
    await expect(form.getByText("Нужно согласие с публичной офертой")).toBeVisible();
    await expect(form.getByLabel("Фамилия")).toHaveValue("Иванова");
    await expect(page).toHaveURL(/\/checkout$/);
  },
);

/** The number a text shows, its thousands separated by spaces or not. */
const digitsOf = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

/** Runs `npm run order:status` (the operator CLI) against the test's shop; answers its output. */
async function orderStatus(baseURL: string, ...args: string[]) {
  const { stdout } = await execFileAsync(
    process.execPath,
    ["--import", "tsx", "scripts/order-status.ts", ...args, "--url", baseURL],
    { env: { ...process.env, NODE_ENV: "test" } },
  );
  return stdout;
}

test("after paying, the operator CLI moves the order to the shopper: each stage, then cashback", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Seven page loads and three CLI runs in one go.
  test.slow();
  // From a supplier in Turkey: its way passes every stage (docs/orders.md#the-way-of-an-order).
  const { form, toPay } = await startCheckout(page, context, request, baseURL ?? "", "ABROAD");
  await form.getByTestId("pickup-point").first().click();
  const delivery = await priceDelivery(page);
  await payInSandbox(page, toPay + delivery);
  const orderId = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(
    /\D/g,
    "",
  );
  const ownPage = new URL(page.url()).pathname;
  await page.goto("/account/bonus");
  const before = digitsOf(await page.getByTestId("bonus-balance").textContent());

  // Bought and on its way to Russia (steps may be skipped forward, never back).
  expect(
    await orderStatus(baseURL ?? "", orderId, "all", "SHIPPED_TO_RUSSIA_STOCK_MEET"),
  ).toContain("PAID_READY_TO_SEND → SHIPPED_TO_RUSSIA_STOCK_MEET");
  // Its owner, signed in, may also use the number: it takes them to the order's own link.
  await page.goto(`/orders/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`${ownPage}$`));
  const stage = page.getByTestId("order-item").first().locator('[aria-current="step"]');
  await expect(stage).toContainText("В пути в Россию");
  await expect(stage).toContainText("Отправлен на склад Meet Market в России");

  // Handed to CDEK with a track number, which links to CDEK's tracking.
  await orderStatus(
    baseURL ?? "",
    orderId,
    "all",
    "HANDED_OVER_FOR_DELIVERY",
    "--track",
    "1106207236",
  );
  await page.goto(ownPage);
  await expect(stage).toContainText("Передан в доставку");
  await expect(page.getByRole("link", { name: /1106207236/ })).toHaveAttribute(
    "href",
    "https://www.cdek.ru/ru/tracking?order_id=1106207236",
  );
  await page.screenshot({ path: test.info().outputPath("order-handed-over.png"), fullPage: true });
  // Cashback at the entry level's 3 % of what was paid in money: promised on the way, the same
  // figure credited on delivery (docs/loyalty.md#cashback).
  const cashback = Math.floor((toPay * 3) / 100 / 100);
  await expect(page.getByTestId("order-cashback-to-come")).toHaveText(
    new RegExp(`^\\+${cashback} бонус`),
  );

  // Delivered: the last stage.
  const delivered = await orderStatus(baseURL ?? "", orderId, "all", "DELIVERED");
  expect(delivered).toContain("HANDED_OVER_FOR_DELIVERY → DELIVERED");
  expect(delivered).toContain(`Бонусы: +${cashback}`);
  await page.goto(ownPage);
  await expect(stage).toContainText("Доставлен");
  await expect(page.getByTestId("order-cashback")).toHaveText(new RegExp(`^\\+${cashback} бонус`));
  await expect(page.getByTestId("order-cashback-to-come")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Написать отзыв" })).toBeVisible();

  await page.goto("/account/bonus");
  await expect
    .poll(async () => digitsOf(await page.getByTestId("bonus-balance").textContent()))
    .toBe(before + cashback);
  await expect(page.getByText(`Кешбэк за заказ №${orderId}`)).toBeVisible();
  await page.goto("/account/orders");
  await expect(page.getByTestId("account-order").first().getByRole("listitem")).toContainText(
    "Доставлен",
  );
});
