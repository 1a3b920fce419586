import { expect, type Page, test } from "./support/test.ts";
import { withJavaScript } from "./support/cart.ts";
import { readCode, signInShopper } from "./support/shopper.ts";

/**
 * The account: guests are sent to sign in and back; a signed-in shopper edits the profile,
 * adds an address, sees the registration bonus, an empty order history, and signs out. Every
 * form is a plain POST, so the tests that post run without JavaScript too; the account's menu
 * (a row of chips) and «Выйти» (at the page's end) differ on a phone, so theirs run at 375 px
 * (docs/testing.md#the-three-browsers).
 */

/** The flash message after a post: a toast with JavaScript, a <noscript> notice without. */
async function expectFlash(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test("a guest opening an account page is sent to sign in, and told where to come back", async ({
  request,
}) => {
  // The server's redirect, read without following it to draw the sign-in page each time.
  for (const path of ["/account", "/account/bonus?page=1", "/account/orders", "/account/promo"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/auth?returnTo=${encodeURIComponent(path)}`);
  }
});

test.describe("a signed-in shopper", () => {
  test.beforeEach(async ({ request, context, baseURL }) => {
    await signInShopper(request, context, baseURL ?? "");
  });

  test(
    "sees the level, edits the profile and finds it saved after a reload",
    {
      tag: "@no-js",
    },
    async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/account");
      // Hydration mismatches and failures show up as console errors, by the time the header's
      // search has become the combobox that only a hydrated page renders.
      if (withJavaScript()) {
        await expect(
          page.getByRole("banner").getByRole("combobox", { name: "Поиск по каталогу" }),
        ).toBeVisible();
      }
      expect(errors).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Личный кабинет");
      await expect(page.getByTestId("loyalty-level")).toHaveText("Базовый");
      const progress = page.getByRole("progressbar", { name: "До уровня «Серебряный»" });
      await expect(progress).toHaveAttribute("aria-valuenow", "0");
      await expect(page.getByText("осталось 30 000 ₽")).toBeVisible();
      // What counts towards the level is said beside the sum (docs/loyalty.md).
      await expect(page.getByTestId("money-spent")).toHaveText(
        "Покупки на 0 ₽ — считаются полученные заказы.",
      );
      await expect(page.getByRole("link", { name: "5 000 бонусов" })).toBeVisible();

      const profile = page.getByRole("form", { name: "Личные данные" });
      await profile.getByLabel("Имя").fill("Анна");
      await profile.getByLabel("Фамилия").fill("Иванова");
      await profile.getByLabel("Отчество").fill("Сергеевна");
      await profile.getByLabel("Пол").selectOption({ label: "Женский" });
      await profile.getByRole("button", { name: "Сохранить" }).click();

      await expectFlash(page, "Данные сохранены");
      await expect(page.getByTestId("shopper-name")).toHaveText("Анна Сергеевна Иванова");

      await page.reload();
      await expect(page.getByLabel("Имя")).toHaveValue("Анна");
      await expect(page.getByLabel("Фамилия")).toHaveValue("Иванова");
      await expect(page.getByLabel("Пол")).toHaveValue("FEMALE");
    },
  );

  test(
    "adds an address, after fixing what the form points out",
    {
      tag: "@no-js",
    },
    async ({ page }) => {
      await page.goto("/account");
      const addresses = page.getByRole("region", { name: "Адреса доставки" });
      await expect(addresses.getByText("Сохранённых адресов пока нет.")).toBeVisible();

      const form = page.getByRole("form", { name: "Новый адрес" });
      await form.getByLabel("Город").fill("Москва");
      await form.getByLabel("Дом").fill("1");
      await form.getByLabel("Индекс").fill("12");
      await form.getByRole("button", { name: "Добавить адрес" }).click();

      // Checked in the browser with JavaScript, by the action without: the same Russian messages.
      const street = form.getByLabel("Улица");
      await expect(street).toHaveAttribute("aria-invalid", "true");
      await expect(street).toHaveAccessibleDescription("Укажите улицу");
      await expect(form.getByLabel("Индекс")).toHaveAccessibleDescription(/Индекс — шесть цифр/);

      await street.fill("Тверская");
      await form.getByLabel("Квартира").fill("12");
      await form.getByLabel("Индекс").fill("125009");
      await form.getByRole("button", { name: "Добавить адрес" }).click();

      await expectFlash(page, "Адрес добавлен");
      await expect(addresses.getByRole("listitem")).toHaveText([
        "125009, Россия, Москва, Тверская, д. 1, кв. 12",
      ]);
    },
  );

  test(
    "adds an e-mail, proven by the code sent to it",
    {
      tag: "@no-js",
    },
    async ({ page, request }) => {
      const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
      await page.goto("/account");
      const contacts = page.getByRole("region", { name: "Контакты" });
      await expect(contacts.getByTestId("contact-email")).toHaveText("Не указан");
      await contacts.getByRole("link", { name: "Добавить: E-mail" }).click();

      const sendForm = page.getByRole("form", { name: "Добавить: E-mail" });
      await sendForm.getByLabel("E-mail").fill("not-an-email");
      await sendForm.getByRole("button", { name: "Получить код" }).click();
      await expect(sendForm.getByLabel("E-mail")).toHaveAccessibleDescription(
        /Введите корректный e-mail/,
      );
      await sendForm.getByLabel("E-mail").fill(email);
      await sendForm.getByRole("button", { name: "Получить код" }).click();

      await expectFlash(page, "Код отправлен на ваш email");
      await expect(contacts.getByText(`Мы отправили код на ${email}`)).toBeVisible();
      const code = await readCode(request, email);
      const codeForm = page.getByRole("form", { name: "Код подтверждения" });
      await codeForm.getByLabel("Код из сообщения").fill(code === "0000" ? "1111" : "0000");
      await codeForm.getByRole("button", { name: "Подтвердить" }).click();
      await expect(codeForm.getByLabel("Код из сообщения")).toHaveAccessibleDescription(
        "Введенный код неверен",
      );

      await codeForm.getByLabel("Код из сообщения").fill(code);
      await codeForm.getByRole("button", { name: "Подтвердить" }).click();
      await expectFlash(page, "E-mail подтверждён");
      await expect(contacts.getByTestId("contact-email")).toHaveText(email);
    },
  );

  test("sees the 5 000 registration bonuses and their entry in the history", async ({ page }) => {
    await page.goto("/account/bonus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Бонусы");
    await expect(page.getByTestId("bonus-balance")).toHaveText("5 000 бонусов");
    const history = page.getByRole("region", { name: "История начислений и списаний" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem")).toContainText("Бонус за регистрацию");
    await expect(history.getByRole("listitem")).toContainText("+5 000");
  });

  test(
    "finds no orders yet, and the promo code given for signing up",
    {
      tag: "@mobile",
    },
    async ({ page }) => {
      await page.goto("/account/orders");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Мои заказы");
      await expect(page.getByRole("heading", { name: "Заказов пока нет" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Перейти в каталог" })).toHaveAttribute(
        "href",
        "/catalog",
      );

      await page
        .getByRole("navigation", { name: "Личный кабинет" })
        .getByRole("link", { name: "Промокоды" })
        .click();
      await expect(page).toHaveURL(/\/account\/promo$/);
      // The registration code is the only one (tests/e2e/promo.spec.ts reads it whole).
      const card = page.getByTestId("promo-code");
      await expect(card).toHaveCount(1);
      await expect(card.getByText("За регистрацию", { exact: true })).toBeVisible();
    },
  );

  test(
    "signs out and is a guest again",
    {
      tag: ["@mobile", "@no-js"],
    },
    async ({ page }) => {
      await page.goto("/account");
      await page.getByRole("button", { name: "Выйти" }).click();
      await expect(page).toHaveURL(/\/$/);
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain("meet-market-access");

      await page.goto("/account");
      await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
    },
  );
});
