import {
  test as base,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "./support/test.ts";
import {
  addSessionCookies,
  cookieValue,
  readCode,
  signUpByApi,
  uniquePhone,
} from "./support/shopper.ts";
import { waitOutDwell } from "./support/dwell.ts";

/**
 * Sign-in (docs/identity.md): the phone and e-mail journeys to /account reading the code from the
 * developer outbox, with JavaScript (the header panel, the enhanced pages) and without (the pages
 * and their form posts); the wrong code; the cooldown; and the session seam: an expired access
 * token renewed on the next page load, a broken refresh token signing out quietly.
 */

/**
 * Each test is its own device: the API caps the codes a device fingerprint asks for in an hour,
 * which the browser computes from what it tells about itself, the user agent among it.
 */
const test = base.extend({
  userAgent: async ({ userAgent }, use, testInfo) => {
    await use(`${userAgent ?? "Mozilla/5.0"} e2e/${testInfo.testId}-${testInfo.retry}`);
  },
});

const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * The API refuses a phone code asked for less than 2000 ms after the form loaded
 * (docs/identity.md#phone-code-endpoint).
 */
const FORM_DWELL_MS = 2100;

/** Waits what is left of the dwell since the form was shown (support/dwell.ts). */
const dwell = (shownAt: number) => waitOutDwell(shownAt, FORM_DWELL_MS);

const uniqueEmail = () => `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((cookie) => cookie.name === "meet-market-access"),
    refresh: cookies.find((cookie) => cookie.name === "meet-market-refresh"),
  };
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/account$/);
  const { access, refresh } = await sessionCookies(page.context());
  expect(access?.httpOnly).toBe(true);
  expect(refresh?.httpOnly).toBe(true);
  expect(access?.sameSite).toBe("Lax");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
  ).toHaveAttribute("href", "/account");
  if (withJavaScript()) {
    expect(await page.evaluate(() => localStorage.getItem("meet-market-role"))).toBe('"USER"');
  }
}

/**
 * The message after a post: a toast with JavaScript; without it, a notice in <noscript> (shown by
 * the browser, though Playwright's text and role selectors look past <noscript>).
 */
async function expectFlash(page: Page, text: string) {
  if (withJavaScript()) await expect(page.getByText(text)).toBeVisible();
  else await expect(page.locator('main [role="status"]')).toHaveText(text);
}

/** Types the code; with JavaScript the 4th digit sends it, without it the button does. */
async function enterCode(scope: Locator | Page, code: string) {
  const field = scope.getByLabel(/^Код из/);
  await field.fill("");
  await field.pressSequentially(code);
  if (!withJavaScript()) await scope.getByRole("button", { name: "Войти" }).click();
}

/** A new shopper: the API asks for the separate, unticked consent; it is ticked and sent. */
async function giveConsent(scope: Locator | Page, code: string, screenshot?: string) {
  const consent = scope.getByRole("checkbox", { name: /согласие на обработку/ });
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  await expect(scope.getByRole("link", { name: /Политикой обработки/ })).toHaveAttribute(
    "href",
    "/info/offer/personal-data",
  );
  // The typed code is kept for the second try.
  await expect(scope.getByLabel(/^Код из/)).toHaveValue(code);
  if (screenshot) await scope.screenshot({ path: screenshot });
  await consent.check();
  await scope.getByRole("button", { name: "Зарегистрироваться" }).click();
}

// The one phone journey that waits out the form's dwell for real: the bot check's timing is proven
// by server/identity/send-sms-endpoint.test.ts; the other tests ask for e-mail codes, which have
// no dwell, or sign in over the API (support/shopper.ts).
test(
  "phone: a new shopper asks for a code, gives the consent and lands on /account",
  { tag: "@no-js" },
  async ({ page, request }) => {
    const phone = uniquePhone();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Войти" }).click();
    // With JavaScript the icon opens the panel over the page; without it, it is the /auth page.
    const scope = withJavaScript() ? page.getByRole("dialog", { name: "Вход" }) : page;
    if (!withJavaScript()) await expect(page).toHaveURL(/\/auth$/);
    // The form's time is when the server drew it (the panel's, the page's rounded down to the
    // minute: docs/identity.md): counting from now waits at least as long as the API asks.
    const shownAt = Date.now();

    const field = scope.getByLabel("Номер телефона");
    await expect(field).toHaveAttribute("placeholder", "+7 (999) 999-99-99");
    await page.screenshot({ path: test.info().outputPath("credentials.png") });
    if (withJavaScript()) {
      await expect(field).toBeFocused();
      await field.pressSequentially(phone.slice(2));
      await expect(field).toHaveValue(
        `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
      );
    } else {
      await field.fill(phone);
    }
    await dwell(shownAt);
    await scope.getByRole("button", { name: "Получить код" }).click();

    await expectFlash(page, "Код отправлен на ваш номер");
    await expect(
      scope.getByRole("heading", { name: "Введите код, отправленный на email / номер телефона" }),
    ).toBeVisible();
    await expect(scope.getByTestId("code-target")).toHaveText(
      `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
    );
    // The cooldown counts down as m:ss and resending waits for it.
    await expect(scope.getByTestId("cooldown")).toHaveText(/^[01]:\d\d$/);
    await expect(
      scope.getByRole("button", { name: /Отправить код повторно через/ }),
    ).toBeDisabled();

    await page.screenshot({ path: test.info().outputPath("code.png") });
    const code = await readCode(request, phone);
    await enterCode(scope, code);
    await giveConsent(scope, code, test.info().outputPath("consent.png"));
    await expectSignedIn(page);
  },
);

test(
  "e-mail: the Email tab, a code by e-mail, the consent, then /account",
  { tag: "@no-js" },
  async ({ page, request }) => {
    const email = uniqueEmail();
    await page.goto("/auth");
    await expect(page.getByLabel("Номер телефона")).toBeVisible();
    await page.getByRole("link", { name: "Email" }).click();
    await expect(page).toHaveURL(/\/auth\?by=email$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Получить код" }).click();

    await expect(page).toHaveURL(/\/enter-code\?by=email&to=/);
    await expectFlash(page, "Код отправлен на ваш email");
    await expect(page.getByTestId("code-target")).toHaveText(email);
    const code = await readCode(request, email);
    await enterCode(page, code);
    await giveConsent(page, code);
    await expectSignedIn(page);
  },
);

// By e-mail, which has no dwell: the code page and the cooldown are the same for either channel
// (the API's side of it for phones: server/identity/sign-in-schema.test.ts).
test(
  "a wrong code says so, and another e-mail chosen gets its code at once, the first counting down",
  { tag: "@no-js" },
  async ({ page, request }) => {
    const email = uniqueEmail();
    await page.goto("/auth?by=email");
    await page.screenshot({ path: test.info().outputPath("auth-page.png"), fullPage: true });
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Получить код" }).click();
    await expect(page).toHaveURL(/\/enter-code\?by=email&to=shopper-/);

    const field = page.getByLabel("Код из письма");
    if (withJavaScript()) {
      await field.pressSequentially("12");
      await expect(page.getByRole("button", { name: "Войти" })).toBeDisabled();
    }
    const right = await readCode(request, email);
    await enterCode(page, String((Number(right) + 1) % 10_000).padStart(4, "0"));
    const message = page.getByText("Введенный код неверен");
    await expect(message.first()).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Введенный код неверен");
    await page.screenshot({ path: test.info().outputPath("enter-code-page.png"), fullPage: true });

    await page.getByRole("link", { name: "Выбрать другой телефон или email" }).click();
    await expect(page).toHaveURL(/\/auth(\?by=email)?$/);
    // The cooldown is the address's own (docs/identity.md#cooldown): asked again for it, the
    // form counts it down and offers its code step; another address gets its code at once.
    const send = page.getByRole("button", { name: /^Получить код/ });
    await expect(send).toHaveText("Получить код");
    await page.getByLabel("Email").fill(email);
    if (withJavaScript()) {
      await expect(send).toHaveText(/^Получить код через [01]:\d\d$/);
      await expect(send).toBeDisabled();
    } else {
      await send.click();
    }
    const notice = page.getByTestId("cooldown-notice");
    await expect(notice).toContainText("Код на этот адрес уже отправлен");
    await expect(notice.getByTestId("cooldown")).toHaveText(/^[01]:\d\d$/);
    await expect(notice.getByRole("link", { name: "ввести код" })).toHaveAttribute(
      "href",
      `/enter-code?by=email&to=${encodeURIComponent(email)}`,
    );
    const corrected = uniqueEmail();
    await page.getByLabel("Email").fill(corrected);
    if (withJavaScript()) {
      await expect(notice).toBeHidden();
      await expect(send).toBeEnabled();
    }
    await send.click();
    await expect(page).toHaveURL(/\/enter-code\?by=email&to=shopper-/);
    await expect(page.getByTestId("code-target")).toHaveText(corrected);
    expect(await readCode(request, corrected)).toMatch(/^\d{4}$/);
  },
);

test(
  "after sign-in the return-to marker leads to /checkout",
  { tag: "@no-js" },
  async ({ page, request }) => {
    const email = uniqueEmail();
    let scope: Locator | Page = page;
    if (withJavaScript()) {
      // A page that sends the shopper to sign in leaves the marker in sessionStorage
      // (docs/identity.md#sign-in-flow).
      await page.goto("/");
      await page.evaluate(() => sessionStorage.setItem("meet-market-return-to", "/checkout"));
      await page.getByRole("banner").getByRole("link", { name: "Войти" }).click();
      scope = page.getByRole("dialog", { name: "Вход" });
      await scope.getByRole("button", { name: "Email" }).click();
    } else {
      // Without JavaScript the marker travels in the URL.
      await page.goto("/auth?by=email&returnTo=%2Fcheckout");
    }
    await scope.getByLabel("Email").fill(email);
    await scope.getByRole("button", { name: "Получить код" }).click();
    await expect(scope.getByLabel("Код из письма")).toBeVisible();
    const code = await readCode(request, email);
    await enterCode(scope, code);
    await giveConsent(scope, code);
    await expect(page).toHaveURL(/\/checkout$/);
    if (withJavaScript()) {
      expect(await page.evaluate(() => sessionStorage.getItem("meet-market-return-to"))).toBeNull();
    }
  },
);

test("a guest's favourites join the account on sign-in, and stay the account's", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/");
  const card = page
    .getByRole("region", { name: "Бестселлеры", exact: true })
    .getByRole("article")
    .first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  await card.getByRole("button", { name: "Добавить в избранное" }).click();
  await expect(card.getByRole("button", { name: "Убрать из избранного" })).toBeVisible();
  const favouritesCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === "meet-market-favourites");
  await expect.poll(favouritesCookie).toBeDefined();

  const email = uniqueEmail();
  await page.goto("/auth?by=email");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page).toHaveURL(/\/enter-code\?by=email/);
  const code = await readCode(request, email);
  await enterCode(page, code);
  await giveConsent(page, code);
  await expectSignedIn(page);
  expect(await favouritesCookie()).toBeUndefined();

  await page.goto("/favorites");
  const favourites = page.getByRole("main").getByRole("article");
  await expect(favourites).toHaveCount(1);
  await expect(favourites.getByRole("heading", { level: 3 })).toHaveText(name);
  await favourites.getByRole("button", { name: "Убрать из избранного" }).click();
  await expect(page.getByText("В избранном пока ничего нет")).toBeVisible();
  // Taken out of the account, not put back into a guest cookie.
  expect(await favouritesCookie()).toBeUndefined();
});

/** An HS256-shaped JWT whose exp is an hour ago; nobody could have signed it, nor needs to. */
function expiredJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "1", exp })}.${Buffer.from("not-a-signature").toString("base64url")}`;
}

async function replaceCookie(
  context: BrowserContext,
  baseURL: string,
  name: string,
  value: string,
) {
  const url = new URL(baseURL);
  await context.addCookies([
    {
      name,
      value: cookieValue(value),
      domain: url.hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

test("an expired access token is renewed on the next page load, unnoticed", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const shopper = await signUpByApi(request);
  await addSessionCookies(context, baseURL ?? "", shopper);
  await replaceCookie(context, baseURL ?? "", "meet-market-access", expiredJwt());
  const before = await sessionCookies(context);

  await page.goto("/");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
  ).toBeVisible();
  const after = await sessionCookies(context);
  expect(after.access?.value).toBeTruthy();
  expect(after.access?.value).not.toBe(before.access?.value);
  // The refresh token is single-use: a new one came with the new access token.
  expect(after.refresh?.value).not.toBe(before.refresh?.value);
  expect(after.access?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);

  // The renewed session holds on the following load, with no second refresh needed.
  await page.reload();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
  ).toBeVisible();
  expect((await sessionCookies(context)).refresh?.value).toBe(after.refresh?.value);
});

test("a broken refresh token signs the shopper out quietly", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const shopper = await signUpByApi(request);
  await addSessionCookies(context, baseURL ?? "", shopper);
  await replaceCookie(context, baseURL ?? "", "meet-market-access", expiredJwt());
  await replaceCookie(context, baseURL ?? "", "meet-market-refresh", "broken-refresh-token");

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("NO SIGNAL")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toBeVisible();
  const { access, refresh } = await sessionCookies(context);
  expect(access).toBeUndefined();
  expect(refresh).toBeUndefined();
});

test("signing out deletes both cookies and goes home", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await addSessionCookies(context, baseURL ?? "", await signUpByApi(request));
  await page.goto("/");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
  ).toBeVisible();
  // An empty form, as the account page posts it (a body in no form's format is refused).
  const response = await page.request.post("/resources/sign-out", { form: {}, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/");
  const { access, refresh } = await sessionCookies(context);
  expect(access).toBeUndefined();
  expect(refresh).toBeUndefined();
});
