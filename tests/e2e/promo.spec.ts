import { expect } from "./support/test.ts";
import { test, withJavaScript } from "./support/cart.ts";
import { addSessionCookies, signUpByApi } from "./support/shopper.ts";

/**
 * /account/promo (docs/cart.md#personal-promo-codes): a new shopper finds the personal code the
 * shop gave them for registering, with its terms, the same the API answers; with JavaScript it
 * copies to the clipboard, without it the code is text to select.
 */

test(
  "a new shopper sees the registration code with its terms, and copies it",
  { tag: "@no-js" },
  async ({ page, request, context, baseURL }) => {
    const shopper = await signUpByApi(request);
    await addSessionCookies(context, baseURL ?? "", shopper);
    const response = await request.post("/graphql", {
      data: { query: "{ userPromoCodes { code occasion state } }" },
      headers: { authorization: `Bearer ${shopper.accessToken}` },
    });
    const { data } = (await response.json()) as {
      data: { userPromoCodes: { code: string; occasion: string; state: string }[] };
    };
    expect(data.userPromoCodes).toHaveLength(1);
    const [issued] = data.userPromoCodes;
    expect(issued).toMatchObject({ occasion: "REGISTRATION", state: "ACTIVE" });
    const code = issued?.code ?? "";

    await page.goto("/account/promo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Промокоды");
    const card = page.getByTestId("promo-code");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: "Скидка 7 %" })).toBeVisible();
    await expect(card.getByText("За регистрацию", { exact: true })).toBeVisible();
    await expect(card.getByText("Действует", { exact: true })).toBeVisible();
    await expect(card.locator("code")).toHaveText(code);
    await expect(card.getByText("На заказ от 3 000 ₽")).toBeVisible();
    await expect(card.getByText("Можно использовать один раз")).toBeVisible();
    await expect(card.getByText(/^Действует до \d{1,2} [а-я]+ \d{4}/)).toBeVisible();

    const copy = card.getByRole("button", { name: `Скопировать промокод ${code}` });
    if (!withJavaScript()) {
      await expect(copy).toHaveCount(0);
      return;
    }
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(copy).toHaveText("Скопировано");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  },
);
