import { expect, test } from "./support/test.ts";

/**
 * What no request may do to the shop (docs/security.md), tried against the running server as
 * an attacker's page, a careless client and a shopper's browser would. Desktop Chromium only
 * (its tests are untagged): the server answers the same to each.
 */

test("every response carries the security headers, pages a fresh script nonce each", async ({
  request,
}) => {
  const page = await request.get("/catalog/obuv");
  const again = await request.get("/catalog/obuv");
  const data = await request.get("/catalog/obuv.data");
  const resource = await request.get("/resources/app-qr");
  const asset = await request.get("/favicon.svg");
  for (const response of [page, data, resource, asset]) {
    const headers = response.headers();
    expect(headers["content-security-policy"], response.url()).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toContain("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  const nonce = nonceOf(page.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceOf(again.headers()["content-security-policy"])).not.toBe(nonce);
  // React Router's inline scripts carry this response's nonce.
  expect(await page.text()).toContain(`nonce="${nonce}"`);
});

test("the pages run under the policy: no violation, and they still hydrate", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/catalog/obuv", "/search?query=nike", "/cart", "/auth"]) {
    await page.goto(path);
    // Hydrated: every script the page starts with has run under the policy.
    await expect(page.getByRole("banner").locator('input[name="query"]').first()).toHaveAttribute(
      "role",
      "combobox",
    );
  }
  // Hydrated: the header's search loads its popup on first use and answers a query.
  await page.goto("/");
  // The plain search field, or already the combobox when an earlier page loaded the popup (the
  // mobile menu's copy is hidden, so neither role finds it).
  const banner = page.getByRole("banner");
  const name = "Поиск по каталогу";
  await banner.getByRole("searchbox", { name }).or(banner.getByRole("combobox", { name })).click();
  const popup = page.getByRole("combobox", { name: "Поиск по каталогу" });
  await popup.fill("nike");
  await expect(page.getByRole("listbox", { name: "Поиск по каталогу" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("another site's page cannot send codes or change a shopper's preferences", async ({
  request,
  baseURL,
}) => {
  const evil = { origin: "https://evil.example" };
  const sms = await request.post("/api/send-sms", {
    headers: evil,
    form: { phone: "+79990001234", honeypot: "", pageLoadTime: String(Date.now() - 10_000) },
  });
  expect(sms.status()).toBe(403);
  const preferences = await request.post("/resources/preferences", {
    headers: evil,
    form: { intent: "color-mode", mode: "dark" },
    maxRedirects: 0,
  });
  expect(preferences.status()).toBe(403);
  expect(preferences.headers()["set-cookie"]).toBeUndefined();
  // A page's own action: the shop's guard answers it too, not React Router's 400.
  const cart = await request.post("/cart", {
    headers: evil,
    form: { intent: "promo", code: "WELCOME" },
    maxRedirects: 0,
  });
  expect(cart.status()).toBe(403);
  expect(await cart.text()).toContain("Запрос с другого сайта отклонён");
  const graphql = await request.post("/graphql", {
    headers: { ...evil, "content-type": "application/json" },
    data: { query: "{ __typename }" },
  });
  expect(graphql.status()).toBe(403);
  // The shop's own page may.
  const own = await request.post("/resources/preferences", {
    headers: { origin: baseURL ?? "" },
    form: { intent: "color-mode", mode: "dark" },
    maxRedirects: 0,
  });
  expect(own.status()).toBeLessThan(400);
  expect(own.headers()["set-cookie"]).toContain("meet-market-color-mode=");
});

test("malformed addresses and posts get a 4xx with a Russian reason, never a 500", async ({
  request,
}) => {
  for (const path of [
    "/catalog/obuv%00",
    "/search?query=a%00b",
    "/product/%ZZ",
    "/catalog/obuv?page=%E0%A4%A",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain("Некорректный адрес страницы");
  }
  for (const init of [
    { headers: { "content-type": "application/json" }, data: '{"intent":"add"}' },
    { headers: { "content-type": "text/plain" }, data: "intent=add" },
  ]) {
    const response = await request.post("/cart", init);
    expect(response.status()).toBe(415);
    expect(await response.text()).toContain("Неподдерживаемый формат запроса");
  }
  // Only the review form takes multipart (docs/security.md#bounded-bodies): refused unread.
  const notAForm = await request.post("/cart", {
    headers: { "content-type": "multipart/form-data; boundary=x" },
    data: '{"intent":"add"}',
  });
  expect(notAForm.status()).toBe(415);
  expect(await notAForm.text()).toContain("Неподдерживаемый формат запроса");
  for (const path of ["/catalog/obuv?page=abc", "/catalog/obuv?page=-1", "/search?query="]) {
    expect((await request.get(path)).status(), path).toBeLessThan(500);
  }
});

test("/_ipx draws only the shop's sizes, qualities and formats", async ({ request }) => {
  const demo = "/demo-images/sneaker/1f2937/nike/1.svg";
  expect((await request.get(`/_ipx/w_320${demo}`)).status()).toBe(200);
  for (const modifiers of ["w_321", "w_3072&h_3071", "q_100", "f_avif"]) {
    expect((await request.get(`/_ipx/${modifiers}${demo}`)).status(), modifiers).toBe(400);
  }
});

test("GraphQL refuses what would freeze the shop", async ({ request }) => {
  const aliases = Array.from(
    { length: 1000 },
    (_, n) => `a${n}: getDirectoryFilters { __typename }`,
  );
  const many = await request.post("/graphql", {
    data: { query: `{ ${aliases.join(" ")} }` },
  });
  expect(many.status()).toBeLessThan(500);
  expect(JSON.stringify(await many.json())).toContain("Слишком сложный запрос");
  const huge = await request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ query: `{ ${"a: __typename ".repeat(400_000)} }` }),
  });
  expect(huge.status()).toBe(413);
});
