import { expect, type Page, test } from "./support/test.ts";
import { cookieValue, readCode } from "./support/shopper.ts";
import { ownerToken } from "./support/staff.ts";

/**
 * The back office's sign-in (docs/back-office.md#sign-in): a demo staff member signs in to /admin
 * by the code in /dev/outbox, with JavaScript and without; the staff cookie is its own
 * (httpOnly, SameSite=Strict) beside the shopper's; a role sees only its sections and gets a
 * Russian 403 elsewhere; no /admin answer is cached or indexed.
 */

const DEMO = {
  OWNER: "+79990000101",
  MANAGER: "+79990000102",
  WAREHOUSE: "+79990000103",
  MODERATOR: "+79990000104",
} as const;

async function signIn(page: Page, phone: string) {
  await page.getByLabel("Телефон или e-mail").fill(phone);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код отправлен: ${phone}`)).toBeVisible();
  await page.getByLabel("Код из 4 цифр").fill(await readCode(page.request, phone));
  await page.getByRole("button", { name: "Войти" }).click();
}

test(
  "a manager signs in without JavaScript and comes back where they were going",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/admin/audit?page=1");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit%3Fpage%3D1$/);
    await expect(page.getByTestId("admin-demo-notice")).toContainText("+79990000102");
    await page.screenshot({
      path: test.info().outputPath("admin-sign-in-no-js.png"),
      fullPage: true,
    });
    await signIn(page, DEMO.MANAGER);
    // A manager may not read the audit log: a Russian 403, and no such section in the menu.
    await expect(page.getByText("Вашей роли этот раздел не открыт")).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByTestId("admin-staff")).toContainText("Менеджер");
    const nav = page.getByRole("navigation", { name: "Разделы кабинета" });
    await expect(nav.getByRole("link", { name: "Сводка" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Журнал" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("admin-no-js.png"), fullPage: true });
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  },
);

test(
  "staff sign in with JavaScript; the staff cookie is its own, strict and httpOnly",
  { tag: "@mobile" },
  async ({ page, context }) => {
    await page.goto("/admin/sign-in");
    await page.getByLabel("Телефон или e-mail").fill("123");
    await page.getByRole("button", { name: "Получить код" }).click();
    await expect(page.getByText("Введите номер телефона или e-mail")).toBeVisible();
    // Each project its own member: parallel sign-ins to one phone would spend each other's code.
    const mobile = test.info().project.name === "mobile";
    await signIn(page, mobile ? DEMO.MODERATOR : DEMO.WAREHOUSE);
    await expect(page).toHaveURL(/\/admin$/);
    const name = mobile ? "Глеб Модератор" : "Вера Склад";
    await expect(page.getByRole("heading", { name: `Здравствуйте, ${name}` })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Разделы кабинета" });
    await expect(nav.getByRole("link", { name: "Журнал" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("admin-js.png"), fullPage: true });
    const cookies = await context.cookies();
    const staff = cookies.find((cookie) => cookie.name === "meet-market-staff");
    expect(staff).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    // Not a shopper: the storefront still reads as signed out.
    expect(cookies.find((cookie) => cookie.name === "meet-market-access")).toBeUndefined();
  },
);

test("a wrong code is refused in Russian", async ({ page }) => {
  await page.goto("/admin/sign-in");
  // Nobody on the staff: the page answers as for staff, and no code can be right.
  await page.getByLabel("Телефон или e-mail").fill("+79990000999");
  await page.getByRole("button", { name: "Получить код" }).click();
  await page.getByLabel("Код из 4 цифр").fill("0000");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByText("Введенный код неверен")).toBeVisible();
});

test("no /admin answer is cached or indexed, and robots.txt closes it", async ({ request }) => {
  for (const path of ["/admin/sign-in", "/admin", "/admin/anything"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], path).toContain("noindex");
  }
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  const crossSite = await request.post("/admin/sign-in", {
    headers: { origin: "https://evil.example" },
    form: { intent: "send", emailOrPhone: DEMO.OWNER },
  });
  expect(crossSite.status()).toBe(403);
});

test("an owner invites a member, makes a token once, and finds it in the filtered log", async ({
  page,
  baseURL,
}) => {
  // The owner as the run's setup signed them in (tests/e2e/support/staff.ts): the sign-in by
  // code is the other tests'.
  await page.context().addCookies([
    {
      name: "meet-market-staff",
      value: cookieValue(ownerToken()),
      url: baseURL ?? "",
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await page.goto("/admin/staff");
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.getByLabel("Имя").fill("Дина Склад");
  await page.getByLabel("Телефон или e-mail").fill("8 999 000-01-99");
  await page.getByLabel("Роль", { exact: true }).last().selectOption("WAREHOUSE");
  await page.getByRole("button", { name: "Пригласить" }).click();
  await expect(page.getByText("Сотрудник Дина Склад добавлен")).toBeVisible();
  await page.getByLabel("Название").fill("склад-сканер");
  await page.getByRole("button", { name: "Создать токен" }).click();
  await expect(page.getByTestId("new-token")).toHaveText(/^mmst_/);
  const token = (await page.getByTestId("new-token").textContent()) ?? "";
  await page.screenshot({ path: test.info().outputPath("admin-staff.png"), fullPage: true });
  // The named token calls the operator API, under the owner's name and the token's.
  const call = await page.request.get("/api/operator/requests", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(call.status()).toBe(200);
  await page.goto("/admin/audit?action=requests.list");
  await expect(page.getByRole("cell", { name: "requests.list" })).toBeVisible();
  await expect(page.getByText("токен «склад-сканер»")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("admin-audit.png"), fullPage: true });
  await page.goto("/admin/audit?from=вчера");
  await expect(page.getByText("Дата — в виде ГГГГ-ММ-ДД")).toBeVisible();
});
