import { type APIRequestContext, expect, test } from "./support/test.ts";
import { addSessionCookies, type SignedInShopper, signUpByApi } from "./support/shopper.ts";

/**
 * The order's status page (docs/orders.md#public-order-status). Its link's key is the order's
 * uuid: a guest with the link follows a seeded order (without JavaScript too: the page is the
 * server's HTML); its number tells a guest nothing (the same 404 as a number no order has) and
 * takes its signed-in owner to the link. The owner's page after paying is covered by
 * checkout.spec.ts, in every project.
 */

// One sign-in of the seeded shoppers per project, shared by the tests below.
test.describe.configure({ mode: "serial" });

/** The stages a shopper is shown and their statuses (docs/orders.md#the-way-of-an-order). */
const STAGES: readonly { title: string; statuses: readonly string[] }[] = [
  { title: "Заказ оформлен и оплачен", statuses: ["AWAITING_PAY", "PAID_READY_TO_SEND"] },
  { title: "Заказ у поставщика", statuses: ["AWAITING_RESPONSE_FROM_SUPPLIER"] },
  { title: "Товар выкуплен", statuses: ["PURCHASED_FROM_SELLER"] },
  { title: "Логистический центр в Стамбуле", statuses: ["TRANSFERRED_TO_LOGISTICS_CENTER"] },
  {
    title: "Таможня в Турции",
    statuses: ["CUSTOMS_CLEARANCE_IN_TURKEY", "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED"],
  },
  { title: "В пути в Россию", statuses: ["SHIPPED_TO_RUSSIA_STOCK_MEET"] },
  {
    title: "Склад Meet Market в России",
    statuses: ["ACCEPTED_IN_RUSSIA_STOCK_MEET", "AWAITING_SENT_FROM_MEET"],
  },
  {
    title: "Передан в доставку",
    statuses: ["HANDED_OVER_FOR_DELIVERY", "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT"],
  },
  { title: "Доставлен", statuses: ["DELIVERED", "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER"] },
];

interface ApiOrder {
  id: string;
  uuid: string;
  status: string;
  orderProductItems: {
    status: string;
    /** The statuses of its way: no steps abroad for goods from Russia. */
    route: string[];
    deliveryWindow: { dates: string } | null;
    productItem: { product: { name: string } | null } | null;
  }[];
}

const stageOf = (status: string) => STAGES.findIndex((stage) => stage.statuses.includes(status));

/** The stages an item's way passes (app/features/orders/order-timeline.ts stagesOf). */
const stagesOn = (route: readonly string[]) =>
  STAGES.filter((stage) => stage.statuses.some((status) => route.includes(status)));

/** The seeded shoppers whose orders a project reads: its own, so no two share a sign-in code. */
const SHOPPERS_OF: Record<string, readonly number[]> = {
  chromium: [0, 1, 2, 3],
  mobile: [4, 5, 6, 7],
  "no-js": [8, 9, 10, 11],
};

/** A demo shopper's phone (server/seed/shoppers.ts): +7 900 and the index in 7 digits. */
const seededPhone = (index: number) => `+7900${String(10_000_000 + index).slice(1)}`;

async function ownOrders(request: APIRequestContext, shopper: SignedInShopper) {
  const response = await request.post("/graphql", {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
    data: {
      query: `{ userOrderList(dto: { limit: 20 }) { items {
        id uuid status
        orderProductItems {
          status route deliveryWindow { dates } productItem { product { name } }
        }
      } } }`,
    },
  });
  const body = (await response.json()) as { data?: { userOrderList: { items: ApiOrder[] } } };
  return body.data?.userOrderList.items ?? [];
}

let orders: { order: ApiOrder; owner: SignedInShopper }[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (const index of SHOPPERS_OF[testInfo.project.name] ?? SHOPPERS_OF.chromium ?? []) {
    const owner = await signUpByApi(request, seededPhone(index));
    for (const order of await ownOrders(request, owner)) orders.push({ order, owner });
  }
  await request.dispose();
  if (orders.length === 0) throw new Error("The seeded shoppers have no orders");
});

test.afterAll(() => {
  orders = [];
});

test(
  "a guest with the order's link follows it: each item's stages, done, current and ahead",
  { tag: "@no-js" },
  async ({ page }) => {
    // One on its way, so that stages are behind it, one is current and some are ahead.
    const order = orders
      .map((found) => found.order)
      .find((candidate) => {
        const stage = stageOf(candidate.status);
        return stage > 0 && stage < STAGES.length - 1;
      });
    if (!order) throw new Error("The seeded shoppers have no order on its way");
    const [item] = order.orderProductItems;
    if (!item) throw new Error(`Order ${order.id} has no items`);
    // Its own way: goods from the stock in Russia never pass Istanbul or Turkish customs.
    const way = stagesOn(item.route);
    const current = way.findIndex((stage) => stage.statuses.includes(item.status));

    const response = await page.goto(`/orders/${order.uuid}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Заказ №${order.id}`);
    await expect(page.getByTestId("order-status")).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Войдите" })).toHaveAttribute(
      "href",
      `/auth?returnTo=${encodeURIComponent(`/orders/${order.uuid}`)}`,
    );
    const cards = page.getByTestId("order-item");
    await expect(cards).toHaveCount(order.orderProductItems.length);
    const card = cards.first();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(
      item.productItem?.product?.name ?? "Товар",
    );
    const stages = card.getByRole("list", { name: "Этапы доставки" }).getByRole("listitem");
    await expect(stages).toHaveCount(way.length);
    await expect(stages).toHaveText(way.map((stage) => new RegExp(`^${stage.title}`)));
    await expect(stages.nth(current)).toHaveAttribute("aria-current", "step");
    await expect(card.locator('[aria-current="step"]')).toHaveCount(1);
    // Done stages carry the day they were reached; the ones ahead, no date.
    for (let n = 0; n < current; n += 1) {
      await expect(stages.nth(n)).toHaveAttribute("data-state", "done");
      await expect(stages.nth(n).locator("time")).toHaveCount(1);
    }
    await expect(stages.nth(current).locator("time")).toHaveCount(1);
    for (let n = current + 1; n < way.length; n += 1) {
      await expect(stages.nth(n)).toHaveAttribute("data-state", "next");
      await expect(stages.nth(n).locator("time")).toHaveCount(0);
    }
    // The window promised at checkout, in the words the shop API gives.
    if (item.deliveryWindow) {
      await expect(card.getByTestId("order-item-estimate")).toHaveText(
        `Ожидаемая доставка: ${item.deliveryWindow.dates}`,
      );
    }
    // A guest sees no prices and no review link: those are the owner's.
    await expect(card.getByRole("link", { name: "Написать отзыв" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("public-order.png"), fullPage: true });
  },
);

test("a delivered order shows its last stage current and no expected delivery date", async ({
  page,
}) => {
  const order = orders
    .map((found) => found.order)
    .find((candidate) => stageOf(candidate.status) === STAGES.length - 1);
  test.skip(!order, "None of the seeded shoppers' orders is delivered");
  if (!order) return;
  await page.goto(`/orders/${order.uuid}`);
  const card = page.getByTestId("order-item").first();
  await expect(card.locator('[aria-current="step"]')).toContainText("Доставлен");
  await expect(card.getByTestId("order-item-estimate")).toHaveCount(0);
});

const NOT_FOUND = "Страница не найдена. Давайте вернёмся в каталог и попробуем снова.";

test("an order's number, an unknown or forged uuid: the same 404 screen for a guest", async ({
  page,
}) => {
  const [first] = orders;
  if (!first) throw new Error("No seeded order");
  const { order } = first;
  const last = order.uuid.slice(-1) === "0" ? "1" : "0";
  for (const path of [
    `/orders/${order.id}`,
    "/orders/1",
    "/orders/987654321",
    "/orders/0",
    "/orders/12abc",
    `/orders/${order.uuid.slice(0, -1)}${last}`,
    "/orders/00000000-0000-4000-a000-000000000000",
    `/orders/${order.uuid.replaceAll("-", "")}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Nothing of the order: no stages, no status, not even its number in the title.
    await expect(page.getByTestId("order-item")).toHaveCount(0);
    await expect(page.getByTestId("order-status")).toHaveCount(0);
    await expect(page).toHaveTitle("Страница не найдена — Meet Market");
  }
});

test("its signed-in owner is taken from the number to the whole order; another shopper is not", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const [first] = orders;
  if (!first) throw new Error("No seeded order");
  const { order, owner } = first;
  // Another shopper, signed in, knows the number: the same 404 as a guest.
  const other = await signUpByApi(request);
  await addSessionCookies(context, baseURL ?? "", other);
  expect((await page.goto(`/orders/${order.id}`))?.status()).toBe(404);
  // With the link they see its public status, as any guest would, and no sign-in offer.
  await page.goto(`/orders/${order.uuid}`);
  await expect(page.getByTestId("order-status")).not.toBeEmpty();
  await expect(page.getByTestId("order-total")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Войдите" })).toHaveCount(0);

  await context.clearCookies();
  await addSessionCookies(context, baseURL ?? "", owner);
  const response = await page.goto(`/orders/${order.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Заказ №${order.id}`);
  await expect(page.getByTestId("order-total")).toBeVisible();
});

test("no sitemap names an order, and robots.txt closes /orders/", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(parts.length).toBeGreaterThan(0);
  for (const part of [...parts.map((url) => new URL(url).pathname), "/sitemap"]) {
    const text = await (await request.get(part)).text();
    expect(text, part).not.toMatch(/\/orders\/[^"<\s]/);
  }
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /orders/");
});
