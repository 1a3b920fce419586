import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { journeyItems } from "./support/journey.ts";
import { readCode, type SignedInShopper, signUpByApi } from "./support/shopper.ts";
import { inviteStaff } from "./support/staff.ts";

/**
 * Promo codes in the back office (docs/back-office.md#промокоды): a manager creates a code, a
 * shopper's cart (over the shop API) takes it with its discount; the manager switches it off and
 * the cart refuses it; edits its limits; finds a shopper's personal code, read-only. With
 * JavaScript and without (plain form posts).
 */

async function signInToAdmin(page: Page, phone: string) {
  await page.goto("/admin/sign-in?next=%2Fadmin%2Fpromo");
  await page.getByLabel("Телефон или e-mail").fill(phone);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код отправлен: ${phone}`)).toBeVisible();
  await page.getByLabel("Код из 4 цифр").fill(await readCode(page.request, phone));
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/admin\/promo$/);
}

/** The shopper's cart after typing the code: its discount, or null when it is refused. */
async function applyCode(request: APIRequestContext, shopper: SignedInShopper, code: string) {
  const response = await request.post("/graphql", {
    data: {
      query:
        "mutation ($code: String!) { validatePromocode(dto: { code: $code }) { discountValue } }",
      variables: { code },
    },
    headers: { authorization: `Bearer ${shopper.accessToken}` },
  });
  const body = (await response.json()) as {
    data?: { validatePromocode: { discountValue: number | null } };
  };
  return body.data?.validatePromocode.discountValue;
}

test(
  "a manager creates a promo code, the cart takes it, the manager switches it off and the cart refuses it",
  { tag: "@no-js" },
  async ({ page, request }, testInfo) => {
    const manager = await inviteStaff(request, "MANAGER", "Менеджер промокодов");
    const code = `PW${Date.now().toString(36).toUpperCase()}${testInfo.project.name === "no-js" ? "N" : "J"}`;
    await signInToAdmin(page, manager.phone);
    await expect(
      page.getByRole("navigation", { name: "Разделы кабинета" }).getByRole("link", {
        name: "Промокоды",
      }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Новый промокод" }).click();
    await expect(page.getByRole("heading", { name: "Новый промокод" })).toBeVisible();
    if (testInfo.project.use.javaScriptEnabled !== false) {
      // React has taken the form over (its element carries React's own keys).
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("form#promo-code") ?? {}).some((key) =>
          key.startsWith("__react"),
        ),
      );
    }
    await page.getByLabel("Код", { exact: true }).fill("плохой код");
    await page.getByLabel("Размер скидки").fill("10");
    await page.getByRole("button", { name: "Создать промокод" }).click();
    await expect(page.getByText("Код — от 3 до 32 заглавных латинских букв и цифр")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("admin-promo-new.png"), fullPage: true });
    await page.getByLabel("Код", { exact: true }).fill(code.toLowerCase());
    await page.getByLabel("Вид скидки").selectOption("PERCENT");
    await page.getByLabel("Размер скидки").fill("10");
    await page.getByLabel("Сколько заказов всего").fill("100");
    await page.getByRole("button", { name: "Создать промокод" }).click();
    await expect(page.getByRole("heading", { name: code })).toBeVisible();
    await expect(page.getByText("Промокод создан и включён")).toBeVisible();
    await expect(page.getByTestId("promo-uses")).toContainText("0 из 100");
    await page.screenshot({ path: testInfo.outputPath("admin-promo-code.png"), fullPage: true });

    // Its limits edited on its page; its code and kind are said to stay as they are.
    await expect(page.getByText("не меняются после создания")).toBeVisible();
    if (testInfo.project.use.javaScriptEnabled !== false) {
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("form#promo-edit") ?? {}).some((key) =>
          key.startsWith("__react"),
        ),
      );
    }
    await page.getByLabel("Сколько заказов всего").fill("0");
    await page.getByRole("button", { name: "Сохранить условия" }).click();
    await expect(page.getByText("Число использований — целое от 1 до 1 000 000")).toBeVisible();
    await page.getByLabel("Сколько заказов всего").fill("200");
    await page.getByRole("button", { name: "Сохранить условия" }).click();
    await expect(page.getByText("Условия промокода сохранены")).toBeVisible();
    await expect(page.getByTestId("promo-uses")).toContainText("0 из 200");

    // The shopper's cart takes it, with 10 % off.
    const [item] = await journeyItems(request, 1);
    if (!item) throw new Error("no item on sale");
    const shopper = await signUpByApi(request);
    const added = await request.post("/graphql", {
      data: {
        query: "mutation ($id: ID!) { addToProductCart(dto: { id: $id }) { totalPrice } }",
        variables: { id: item.id },
      },
      headers: { authorization: `Bearer ${shopper.accessToken}` },
    });
    expect(added.ok()).toBe(true);
    expect(await applyCode(request, shopper, code)).toBe(Math.floor(item.price / 10));

    // Switched off: the cart refuses it at once.
    await page.getByRole("button", { name: "Выключить" }).click();
    await expect(page.getByTestId("promo-state")).toHaveText("Выключен");
    expect(await applyCode(request, shopper, code)).toBeNull();

    // The list finds it among the switched-off codes, at 375 px too.
    await page.goto(`/admin/promo?state=DISABLED&q=${code}`);
    await expect(page.getByTestId("promo-codes").getByRole("link", { name: code })).toBeVisible();

    // The shopper's registration code among the personal ones, read-only.
    await page.goto("/admin/promo?owner=PERSONAL&q=HELLO");
    const row = page.getByTestId("promo-codes").getByRole("row").filter({ hasText: shopper.phone });
    await row.getByRole("link").click();
    await expect(page.getByText("здесь он только для просмотра")).toBeVisible();
    await expect(page.getByRole("button", { name: "Выключить" })).toHaveCount(0);
    await page.goto(`/admin/promo?state=DISABLED&q=${code}`);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({
      path: testInfo.outputPath("admin-promo-list-375.png"),
      fullPage: true,
    });
  },
);
