import { expect, type Page, test } from "./support/test.ts";
import { journeyItems, placePaidOrder } from "./support/journey.ts";
import { inviteStaff, ownerToken } from "./support/staff.ts";
import {
  addSessionCookies,
  cookieValue,
  freshContext,
  readCode,
  signUpByApi,
  uniquePhone,
} from "./support/shopper.ts";

/**
 * The back office's orders (docs/back-office.md#заказы), the done-criterion: a manager,
 * signed in from a fresh browser, finds a paid order by the shopper's phone, moves it through its
 * stages to delivered while the shopper's order page (another browser) shows each stage, and the
 * owner reads those changes under the manager's name in /admin/audit. With JavaScript and without.
 */

async function signInToAdmin(page: Page, phone: string) {
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Forders$/);
  await page.getByLabel("Телефон или e-mail").fill(phone);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код отправлен: ${phone}`)).toBeVisible();
  await page.getByLabel("Код из 4 цифр").fill(await readCode(page.request, phone));
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

/** The stages the shopper's page marks as current, in the order the manager moves the order. */
const MOVES = [
  { status: "Ожидает ответа от поставщика", stage: "Заказ у поставщика" },
  { status: "Выкуплен у продавца", stage: "Товар выкуплен" },
  { status: "Отправлен на склад Meet Market в России", stage: "В пути в Россию" },
  { status: "Принят на складе в России", stage: "Склад Meet Market в России" },
  { status: "Передан в доставку", stage: "Передан в доставку" },
  { status: "Доставлен", stage: "Доставлен" },
] as const;

test(
  "a manager finds a paid order by the shopper's phone and moves it to delivered; the owner reads it in the log",
  { tag: "@no-js" },
  async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? "";
    const owner = ownerToken();
    const { name: managerName, phone: managerPhone } = await inviteStaff(
      request,
      "MANAGER",
      "Менеджер",
    );

    // The shopper's order, paid, with a phone of its own; their page open in their own browser.
    const shopper = await signUpByApi(request);
    const orderPhone = uniquePhone();
    const order = await placePaidOrder(request, shopper, await journeyItems(request, 1), {
      phone: orderPhone,
    });
    const shopperContext = await freshContext(browser, base);
    await addSessionCookies(shopperContext, base, shopper);
    const shopperPage = await shopperContext.newPage();
    await shopperPage.goto(`/orders/${order.uuid}`);
    await expect(shopperPage.getByTestId("order-status")).toHaveText("Оплачен, готов к отправке");

    // The manager, from a fresh browser: signed in, the order found by part of the phone.
    const managerContext = await freshContext(browser, base);
    const page = await managerContext.newPage();
    await signInToAdmin(page, managerPhone);
    const nav = page.getByRole("navigation", { name: "Разделы кабинета" });
    await expect(nav.getByRole("link", { name: "Заказы" })).toBeVisible();
    const search = page.getByLabel("Номер заказа или телефон");
    await search.fill("Иванова");
    await page.getByRole("button", { name: "Найти" }).click();
    await expect(
      page.getByText("Ищите по номеру заказа или телефону покупателя: только цифры"),
    ).toBeVisible();
    await search.fill("+7 912 000-00-09");
    await page.getByRole("button", { name: "Найти" }).click();
    await expect(page.getByRole("heading", { name: "Заказов не найдено" })).toBeVisible();
    await page
      .getByLabel("Номер заказа или телефон")
      .fill(`8 ${orderPhone.slice(2, 5)} ${orderPhone.slice(5)}`);
    await page.getByRole("button", { name: "Найти" }).click();
    await expect(page.getByTestId("admin-order-row")).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath("admin-orders.png"), fullPage: true });

    // The first stage as a batch from the list (the boxes and one status), then one by one.
    const [first, ...rest] = MOVES;
    await page.getByLabel(`Выбрать заказ №${order.id}`).check();
    await page
      .getByLabel("Перевести отмеченные заказы в статус")
      .selectOption({ label: first.status });
    await page.getByRole("button", { name: "Перевести" }).click();
    await expect(page.getByTestId("bulk-report")).toContainText(
      `«${first.status}»: переведено заказов — 1`,
    );
    await shopperPage.reload();
    await expect(shopperPage.locator('[aria-current="step"]').first()).toContainText(first.stage);

    await page.getByRole("link", { name: `№${order.id}` }).click();
    await expect(page.getByRole("heading", { name: `Заказ №${order.id}` })).toBeVisible();
    await expect(page.getByTestId("admin-order-status")).toHaveText(first.status);
    for (const move of rest) {
      await page
        .getByLabel("Перевести все товары в пути в статус")
        .selectOption({ label: move.status });
      await page
        .getByRole("form", { name: "Перевод заказа" })
        .getByRole("button", { name: "Перевести" })
        .click();
      await expect(page.getByTestId("admin-order-status")).toHaveText(move.status);
      await shopperPage.reload();
      await expect(shopperPage.getByTestId("order-status")).toHaveText(move.status);
      await expect(shopperPage.locator('[aria-current="step"]').first()).toContainText(move.stage);
    }
    await page.screenshot({ path: test.info().outputPath("admin-order.png"), fullPage: true });
    // Delivered: nothing further but an exchange or a refund.
    await expect(
      page.getByLabel("Перевести все товары в пути в статус").locator("option:not([disabled])"),
    ).toHaveText(["Оформлен обмен", "Деньги возвращены"]);

    // A comment for the shopper, shown on their page as the text it is.
    await page.getByLabel("Комментарий для покупателя").fill("Курьер позвонит <b>за час</b>");
    await page.getByRole("button", { name: "Сохранить комментарий" }).click();
    await expect(page.getByText("Комментарий сохранён")).toBeVisible();
    await shopperPage.reload();
    await expect(shopperPage.getByTestId("order-shop-comment")).toContainText(
      "Курьер позвонит <b>за час</b>",
    );

    // At a phone's width nothing sticks out, the order's page nor the list.
    await page.setViewportSize({ width: 375, height: 740 });
    const fits = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await fits()).toBe(true);
    await page.screenshot({ path: test.info().outputPath("admin-order-375.png"), fullPage: true });
    await page.getByRole("link", { name: "← Все заказы" }).click();
    await expect(page.getByTestId("admin-order-row").first()).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: test.info().outputPath("admin-orders-375.png"), fullPage: true });

    // The owner reads each move under the manager's name.
    const ownerContext = await freshContext(browser, base);
    const url = new URL(base);
    await ownerContext.addCookies([
      {
        name: "meet-market-staff",
        value: cookieValue(owner),
        domain: url.hostname,
        path: "/",
        httpOnly: true,
        sameSite: "Strict",
      },
    ]);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto("/admin/audit");
    const lines = (action: string) =>
      ownerPage
        .getByRole("row")
        .filter({ has: ownerPage.getByRole("cell", { name: managerName, exact: true }) })
        .filter({ hasText: action })
        .filter({ has: ownerPage.getByRole("cell", { name: `Заказ №${order.id}`, exact: true }) });
    await expect(lines("orders.bulk-status")).toHaveCount(1);
    // Its details in words, never raw JSON.
    await expect(lines("orders.bulk-status").getByTestId("audit-details")).toContainText(" → ");
    await expect(lines("orders.bulk-status").getByTestId("audit-details")).not.toContainText("{");
    await expect(lines("order.status")).toHaveCount(rest.length);
    await expect(lines("order.comment")).toHaveCount(1);
    await Promise.all([shopperContext, managerContext, ownerContext].map((each) => each.close()));
  },
);
