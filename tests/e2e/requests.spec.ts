import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { uniquePhone } from "./support/shopper.ts";
import { waitOutDwell } from "./support/dwell.ts";

/**
 * The request forms (docs/requests.md): «Нашли дешевле?» from a product's page, made to order and
 * partnership. Each is sent with JavaScript and without (tagged for the no-js project), a
 * refusal keeps what was typed, the confirmation shows the request's number, and the operator
 * reads the request back: through the CLI (`npm run requests`) or its API.
 */

const execFileAsync = promisify(execFile);
/** The operator token the e2e server (NODE_ENV=test) falls back to. */
const OPERATOR_TOKEN = "insecure-development-operator-token";
/** The least time a person spends on a form, as the API counts it, with a margin. */
const DWELL_MS = 2_300;

type Listed = { kind: string; id: number } & Record<string, unknown>;

/**
 * Waits what is left of the dwell since the form was shown (support/dwell.ts; the check itself is
 * proven by server/requests/*.test.ts). A form sent back with an error keeps its first time, so
 * each test waits only before the post that reaches the API.
 */
const dwell = (since: number) => waitOutDwell(since, DWELL_MS);

/** The request's number the confirmation shows. */
async function receiptNumber(page: Page): Promise<number> {
  const receipt = page.getByTestId("request-receipt");
  await expect(receipt).toBeVisible();
  const text = (await page.getByTestId("request-number").textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

/** The operator API's list of one kind, newest first. */
async function listed(request: APIRequestContext, kind: string): Promise<Listed[]> {
  const response = await request.get(`/api/operator/requests?kind=${kind}&limit=100`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Listed[] }).items;
}

test(
  "«Нашли дешевле?» from a product's page: a wrong link is refused, nothing typed is lost, then it is received",
  { tag: "@no-js" },
  async ({ page, request, baseURL }) => {
    const response = await request.post("/graphql", {
      data: {
        query: `{ filteredProducts(dto: { filters: {}, pagination: { limit: 60 } }) { items { id name slug meetPrice } } }`,
      },
    });
    const { data } = (await response.json()) as {
      data: {
        filteredProducts: {
          items: { id: string; name: string; slug: string; meetPrice: boolean }[];
        };
      };
    };
    const product = data.filteredProducts.items.find((item) => item.meetPrice);
    if (!product) throw new Error("no price-match product among the first 60");

    await page.goto(`/product/${product.slug}`);
    await page.getByRole("main").getByRole("link", { name: "Нашли дешевле?" }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/meet-price\\?product=${product.id}`));
    const loadedAt = Date.now();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Нашли дешевле?");
    await expect(page.getByTestId("meet-price-product")).toHaveText(product.name);

    const form = page.getByRole("form", { name: "Заявка на снижение цены" });
    const size = form.getByLabel("Размер");
    const sizeName = (await size.locator("option").nth(1).textContent()) ?? "";
    await size.selectOption(sizeName);
    await form.getByLabel("Ссылка на предложение").fill("javascript:alert(1)");
    await form.getByLabel("Цена там, ₽").fill("9 900");
    const phone = uniquePhone();
    await form.getByLabel("Телефон").fill(phone);
    await form.getByLabel("Комментарий").fill("Там со скидкой по карте");
    await form.getByRole("button", { name: "Отправить заявку" }).click();

    // Checked in the browser with JavaScript, by the server without: the same message, nothing lost.
    await expect(form.getByText("Ссылка должна начинаться с http:// или https://")).toBeVisible();
    await expect(form.getByLabel("Телефон")).toHaveValue(phone);
    await expect(form.getByLabel("Цена там, ₽")).toHaveValue("9 900");
    await expect(form.getByLabel("Размер")).toHaveValue(sizeName);
    await expect(form.getByLabel("Комментарий")).toHaveValue("Там со скидкой по карте");

    await form.getByLabel("Ссылка на предложение").fill("https://shop.example/offer");
    await dwell(loadedAt);
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
    const id = await receiptNumber(page);

    // The operator's CLI reads it back.
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/requests.ts",
        "--kind",
        "meet-price",
        "--json",
        "--url",
        baseURL ?? "",
      ],
      { env: { ...process.env, NODE_ENV: "test" } },
    );
    const { items } = JSON.parse(stdout) as { items: Listed[] };
    expect(items.find((item) => item.id === id)).toMatchObject({
      kind: "meet-price",
      productId: Number(product.id),
      productName: product.name,
      size: sizeName,
      offerUrl: "https://shop.example/offer",
      priceSeen: 990_000,
      phone,
      text: "Там со скидкой по карте",
    });

    // A reload shows the form again, not a second request.
    await page.reload();
    await expect(page.getByRole("form", { name: "Заявка на снижение цены" })).toBeVisible();
  },
);

test("the top menu's «Нашли дешевле?» opens the form, which asks to name the product", async ({
  page,
}) => {
  await page.goto("/catalog/any/meet-price");
  await expect(page).toHaveURL(/\/catalog\/meet-price$/);
  const form = page.getByRole("form", { name: "Заявка на снижение цены" });
  await expect(form.getByLabel("Товар")).toBeVisible();
  await expect(form.getByLabel("Размер")).toBeVisible();
});

test(
  "made to order: the request's number is shown and the team is written to",
  { tag: "@no-js" },
  async ({ page, request }) => {
    await page.goto("/tovar-pod-zakaz");
    const loadedAt = Date.now();
    const form = page.getByRole("form", { name: "Заявка на товар под заказ" });
    await form.getByLabel("Бренд").fill("New Balance");
    await form.getByLabel("Модель").fill("550 White Green");
    await form.getByLabel("Размер").fill("43 EU");
    await form.getByLabel("Бюджет, ₽").fill("15000");
    await form.getByLabel("Ссылка на товар").fill("https://www.newbalance.com.tr/550");
    await form.getByLabel("Имя").fill("Олег");
    const phone = uniquePhone();
    await form.getByLabel("Телефон").fill(phone);
    await dwell(loadedAt);
    await form.getByRole("button", { name: "Отправить заявку" }).click();

    await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
    const id = await receiptNumber(page);
    expect(id).toBeGreaterThan(0);

    const mine = (await listed(request, "order")).find((item) => item.id === id);
    expect(mine).toMatchObject({
      brand: "New Balance",
      model: "550 White Green",
      size: "43 EU",
      budget: 1_500_000,
      link: "https://www.newbalance.com.tr/550",
      name: "Олег",
      phone,
    });
    const outbox = await request.get(
      `/dev/outbox?to=${encodeURIComponent("support@meet-market.example")}`,
    );
    expect(await outbox.text()).toContain(`Товар под заказ: заявка №${id}`);
  },
);

test(
  "partnership: the form points out what is missing, then the request is received",
  { tag: "@no-js" },
  async ({ page, request }) => {
    await page.goto("/info/partners");
    const loadedAt = Date.now();
    const form = page.getByRole("form", { name: "Заявка на сотрудничество" });
    await form.getByLabel("Название компании").fill("Стамбул Трейд");
    await form.getByLabel("Форма").fill("ООО");
    await form.getByLabel("ИНН").fill("7701234567");
    await form.getByLabel("Контактное лицо").fill("Мария Петрова");
    const phone = uniquePhone();
    await form.getByLabel("Телефон").fill(phone);
    await form.getByLabel("E-mail").fill("maria@trade.example");
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(form.getByText("Напишите, что вы предлагаете")).toBeVisible();
    await expect(form.getByLabel("Название компании")).toHaveValue("Стамбул Трейд");

    await form.getByLabel("Сообщение").fill("Поставки кроссовок из Турции");
    await dwell(loadedAt);
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page.getByRole("heading", { name: "Заявка отправлена" })).toBeVisible();
    const id = await receiptNumber(page);

    const mine = (await listed(request, "cooperative")).find((item) => item.id === id);
    expect(mine).toMatchObject({
      companyName: "Стамбул Трейд",
      companyType: "ООО",
      inn: "7701234567",
      fullName: "Мария Петрова",
      phone,
      email: "maria@trade.example",
      description: "Поставки кроссовок из Турции",
    });
  },
);
