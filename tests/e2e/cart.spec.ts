import { expect } from "./support/test.ts";
import {
  addSize,
  cartCookie,
  cartLink,
  cartMaterial,
  expectMessage,
  formatPrice,
  lines,
  putInCartCookie,
  test,
  withJavaScript,
} from "./support/cart.ts";
import { signInShopper } from "./support/shopper.ts";

/**
 * The cart (docs/cart.md): a guest's cart kept in a cookie the server renders; the drawer;
 * removing; signing in merges the guest cart into the account's; promo codes; bonuses; an item
 * sold meanwhile. The guest's journey runs in every project (the drawer at 375 px); the forms
 * of the signed-in cart without JavaScript too (docs/testing.md#the-three-browsers).
 */

test(
  "a guest adds two sizes, sees them in the drawer and on /cart, and removes one",
  {
    tag: ["@mobile", "@no-js"],
  },
  async ({ page, request }) => {
    const { product, first, second } = await cartMaterial(request);
    await page.goto("/");
    await expect(cartLink(page)).toHaveAccessibleName("Корзина");

    await addSize(page, product.slug, first);
    await addSize(page, product.slug, second);
    await expect(page.getByTestId("cart-count-badge")).toHaveText("2");
    await expect(cartLink(page)).toHaveAccessibleName("Корзина: 2 товара");

    if (withJavaScript()) {
      // The icon opens the drawer over the page.
      await cartLink(page).click();
      const drawer = page.getByRole("dialog", { name: "Корзина" });
      await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
      await expect(drawer.getByTestId("cart-total")).toHaveText(
        formatPrice(first.price + second.price),
      );
      await expect(drawer.getByRole("link", { name: "Оформить заказ" })).toHaveAttribute(
        "href",
        "/checkout",
      );
      await page.screenshot({ path: test.info().outputPath("drawer.png") });
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await page.goto("/cart");
    } else {
      await cartLink(page).click();
      await expect(page).toHaveURL(/\/cart$/);
    }

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Корзина");
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).first()).toContainText(product.name);
    await expect(lines(page).first()).toContainText(`Размер: ${first.size}`);
    await expect(lines(page).nth(1)).toContainText(`Размер: ${second.size}`);
    await expect(page.getByTestId("cart-total")).toHaveText(
      formatPrice(first.price + second.price),
    );
    // A guest sees the registration prompt instead of the promo field and bonuses.
    await expect(page.getByRole("main").getByText("5 000 бонусов за регистрацию")).toBeVisible();
    await expect(page.getByLabel("Промокод")).toHaveCount(0);
    if (withJavaScript()) {
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("meet-market-cart-items")))
        .toContain(`"id":"${first.id}"`);
    }
    await page.screenshot({ path: test.info().outputPath("cart.png"), fullPage: true });

    await lines(page)
      .first()
      .getByRole("button", { name: /^Удалить из корзины/ })
      .click();
    await expectMessage(page, "Товар удалён из корзины");
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText(`Размер: ${second.size}`);
    await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(second.price));
    await expect(page.getByTestId("cart-count-badge")).toHaveText("1");

    // Unticked, an item stays in the cart but not in the order.
    await lines(page)
      .first()
      .getByRole("button", { name: /^В заказ/ })
      .click();
    await expect(
      lines(page)
        .first()
        .getByRole("button", { name: /^В заказ/ }),
    ).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(0));
    await expect(page.getByRole("button", { name: "Оформить заказ" })).toBeDisabled();

    await lines(page)
      .first()
      .getByRole("button", { name: /^Удалить из корзины/ })
      .click();
    await expect(page.getByText("Корзина пуста")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "За покупками" })).toBeVisible();
    await expect(page.getByTestId("cart-count-badge")).toHaveCount(0);
  },
);

test(
  "signing in merges the guest cart; promo codes and bonuses apply to the total",
  {
    tag: "@no-js",
  },
  async ({ page, context, request, baseURL }) => {
    const { first } = await cartMaterial(request);
    // A guest's cart (adding on the product page is the test above's), then a sign-in over the API
    // (the screens are checkout.spec.ts's journey).
    await putInCartCookie(context, baseURL ?? "", [first.id]);
    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Войти или зарегистрироваться" })).toHaveAttribute(
      "href",
      "/auth?returnTo=%2Fcart",
    );
    await signInShopper(request, context, baseURL ?? "");
    await page.reload();
    await expect(lines(page)).toHaveCount(1);

    // The item is in the account's cart: with the local cart gone, it comes back from the server.
    await context.clearCookies({ name: "meet-market-cart" });
    await page.reload();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText(`Размер: ${first.size}`);
    expect(await cartCookie(context)).toBeDefined();

    // An unknown promo code, then a valid one.
    const promoForm = page.getByRole("form", { name: "Промокод" });
    const promo = promoForm.getByLabel("Промокод");
    await promo.fill("NOSUCHCODE");
    await promoForm.getByRole("button", { name: "Применить" }).click();
    await expect(page.getByText("Промокод не найден")).toBeVisible();
    await expect(page.getByTestId("promo-error")).toBeVisible();
    if (withJavaScript()) {
      // Editing the code after a result resets its state.
      await promo.fill("WELCOME");
      await expect(page.getByTestId("promo-error")).toHaveCount(0);
    }
    await promo.fill("WELCOME10");
    await promoForm.getByRole("button", { name: "Применить" }).click();
    await expect(page.getByTestId("promo-success")).toBeVisible();
    const discount = Math.floor((first.price * 10) / 100);
    await expect(page.getByTestId("cart-discount")).toHaveText(`−${formatPrice(discount)}`);
    if (withJavaScript()) {
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("meet-market-promo-code")))
        .toBe('"WELCOME10"');
    }

    // Bonuses: a new account has 5 000; the default is a quarter of what the cart may take.
    const bonusLine = page.getByTestId("cart-bonus-terms");
    await expect(bonusLine).toHaveText(/^Бонусы: на счёте 5\s000, можно списать до \d/);
    const max = Number(await bonusLine.getAttribute("data-max"));
    expect(max).toBeGreaterThan(0);
    const chosen = Math.min(max, 100);
    if (withJavaScript()) {
      await page.getByRole("button", { name: /^(Изменить|Списать)$/ }).click();
      const drawer = page.getByRole("dialog", { name: "Списание бонусов" });
      const slider = drawer.getByRole("slider", { name: "Сколько бонусов списать" });
      await expect(slider).toHaveAttribute("step", "10");
      // The drawer offers what the summary spends, also now that the promo code has changed it
      // (docs/cart.md#bonus-spending), and goes up to the maximum the terms say.
      await expect(slider).toHaveAttribute("max", String(max));
      const spent = page.getByTestId("cart-bonuses");
      const summary = (await spent.count()) > 0 ? ((await spent.textContent()) ?? "") : "0 ₽";
      await expect(drawer.getByTestId("bonus-amount")).toContainText(
        `= ${summary.replace("−", "")}`,
      );
      await slider.fill(String(chosen));
      await expect(drawer.getByTestId("bonus-amount")).toContainText(String(chosen));
      await page.screenshot({ path: test.info().outputPath("bonuses.png") });
      await drawer.getByRole("button", { name: "Применить" }).click();
      await expect(drawer).toBeHidden();
    } else {
      const bonusForm = page.getByRole("form", { name: "Списание бонусов" });
      await bonusForm.getByRole("spinbutton", { name: "Сколько бонусов списать" }).fill("15");
      await bonusForm.getByRole("button", { name: "Применить" }).click();
      await expect(bonusForm.getByText("Введите число бонусов, кратное 10")).toBeVisible();
      await bonusForm
        .getByRole("spinbutton", { name: "Сколько бонусов списать" })
        .fill(String(chosen));
      await bonusForm.getByRole("button", { name: "Применить" }).click();
    }
    await expect(page.getByTestId("cart-bonuses")).toHaveText(`−${formatPrice(chosen * 100)}`);
    await expect(page.getByTestId("cart-total")).toHaveText(
      formatPrice(first.price - discount - chosen * 100),
    );
    await page.screenshot({ path: test.info().outputPath("signed-in-cart.png"), fullPage: true });

    // «Не списывать» spends none.
    if (withJavaScript()) {
      await page.getByRole("button", { name: "Изменить" }).click();
      await page
        .getByRole("dialog", { name: "Списание бонусов" })
        .getByRole("button", { name: "Не списывать" })
        .click();
    } else {
      await page.getByRole("button", { name: "Не списывать" }).click();
    }
    await expect(page.getByTestId("cart-bonuses")).toHaveCount(0);
    await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(first.price - discount));
  },
);

test("an item sold meanwhile is shown as unavailable and left out of the total", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { first, sold } = await cartMaterial(request);
  // The local cart already held an item that has been sold since.
  await putInCartCookie(context, baseURL ?? "", [first.id, sold.item.id]);
  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(2);
  const soldLine = lines(page).filter({ hasText: sold.product.name });
  await expect(soldLine).toHaveAttribute("data-state", "SOLD");
  await expect(soldLine).toContainText("Этот размер уже купили");
  await expect(soldLine.getByRole("button", { name: /^В заказ/ })).toBeDisabled();
  await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(first.price));
  await expect(page.getByText("Товар не в наличии не входит в заказ.")).toBeVisible();
});
