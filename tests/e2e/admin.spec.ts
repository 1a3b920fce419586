import { expect, type Page, test } from "@playwright/test";
import { readCode } from "./support/shopper.ts";

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
    const owner = test.info().project.name !== "mobile";
    await signIn(page, owner ? DEMO.OWNER : DEMO.MODERATOR);
    await expect(page).toHaveURL(/\/admin$/);
    const name = owner ? "Анна Владелец" : "Глеб Модератор";
    await expect(page.getByRole("heading", { name: `Здравствуйте, ${name}` })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Разделы кабинета" });
    await expect(nav.getByRole("link", { name: "Журнал" })).toHaveCount(owner ? 1 : 0);
    await page.screenshot({ path: test.info().outputPath("admin-js.png"), fullPage: true });
    const cookies = await context.cookies();
    const staff = cookies.find((cookie) => cookie.name === "meet-market-staff");
    expect(staff).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    // Not a shopper: the storefront still reads as signed out.
    expect(cookies.find((cookie) => cookie.name === "meet-market-access")).toBeUndefined();
    if (owner) {
      await nav.getByRole("link", { name: "Журнал" }).click();
      await expect(page.getByText(`${name}: staff.sign-in staff`).first()).toBeVisible();
    }
  },
);

test("a wrong code is refused in Russian", async ({ page }) => {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Телефон или e-mail").fill(DEMO.WAREHOUSE);
  await page.getByRole("button", { name: "Получить код" }).click();
  const right = await readCode(page.request, DEMO.WAREHOUSE);
  await page.getByLabel("Код из 4 цифр").fill(right === "0000" ? "1111" : "0000");
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
