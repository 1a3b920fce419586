import { expect, test } from "@playwright/test";
import { api } from "./support/cart.ts";

/**
 * The order's public status page (docs/orders.md#public-order-status), in every project (desktop,
 * mobile, no JavaScript): a guest follows a seeded order by its number, and an unknown number is
 * the 404 screen. The owner's page after paying is covered by checkout.spec.ts.
 */

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
  status: string;
  orderProductItems: {
    status: string;
    estimatedDeliveryDate: string | null;
    productItem: { product: { name: string } | null } | null;
  }[];
}

const stageOf = (status: string) => STAGES.findIndex((stage) => stage.statuses.includes(status));

/**
 * The first ten seeded orders by number, read as a guest reads them: one request each, as the
 * API allows a client only a few aliases (docs/security.md#the-shop-apis-limits).
 */
async function seededOrders(request: Parameters<typeof api>[0]) {
  const query = `query ($id: ID!) { publicOrder(dto: { id: $id }) {
    id status orderProductItems { status estimatedDeliveryDate productItem { product { name } } }
  } }`;
  const found = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      api<{ publicOrder: ApiOrder | null }>(request, query, { id: String(n + 1) }),
    ),
  );
  return found.flatMap(({ publicOrder }) => (publicOrder ? [publicOrder] : []));
}

test("a guest follows a seeded order by its number: each item's stages, done, current and ahead", async ({
  page,
  request,
}) => {
  const orders = await seededOrders(request);
  // One on its way, so that stages are behind it, one is current and some are ahead.
  const order = orders.find((candidate) => {
    const stage = stageOf(candidate.status);
    return stage > 0 && stage < STAGES.length - 1;
  });
  if (!order) throw new Error("The demo data has no order on its way among the first ten");
  const [item] = order.orderProductItems;
  if (!item) throw new Error(`Order ${order.id} has no items`);
  const current = stageOf(item.status);

  const response = await page.goto(`/orders/${order.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Заказ №${order.id}`);
  const cards = page.getByTestId("order-item");
  await expect(cards).toHaveCount(order.orderProductItems.length);

  const card = cards.first();
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(
    item.productItem?.product?.name ?? "Товар",
  );
  const stages = card.getByRole("list", { name: "Этапы доставки" }).getByRole("listitem");
  await expect(stages).toHaveCount(STAGES.length);
  await expect(stages.nth(current)).toHaveAttribute("aria-current", "step");
  await expect(stages.nth(current)).toContainText(STAGES[current]?.title ?? "");
  await expect(card.locator('[aria-current="step"]')).toHaveCount(1);
  // Done stages carry the day they were reached; the ones ahead, no date.
  for (let n = 0; n < current; n += 1) {
    await expect(stages.nth(n)).toHaveAttribute("data-state", "done");
    await expect(stages.nth(n).locator("time")).toHaveCount(1);
  }
  await expect(stages.nth(current).locator("time")).toHaveCount(1);
  for (let n = current + 1; n < STAGES.length; n += 1) {
    await expect(stages.nth(n)).toHaveAttribute("data-state", "next");
    await expect(stages.nth(n).locator("time")).toHaveCount(0);
  }
  if (item.estimatedDeliveryDate) {
    await expect(card.getByTestId("order-item-estimate")).toContainText("Ожидаемая дата доставки:");
  }
  // A guest sees no prices and no review link: those are the owner's.
  await expect(card.getByRole("link", { name: "Написать отзыв" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("public-order.png"), fullPage: true });
});

test("a delivered order shows its last stage current and no expected delivery date", async ({
  page,
  request,
}) => {
  const orders = await seededOrders(request);
  const order = orders.find((candidate) => stageOf(candidate.status) === STAGES.length - 1);
  test.skip(!order, "None of the first ten demo orders is delivered");
  if (!order) return;
  await page.goto(`/orders/${order.id}`);
  const card = page.getByTestId("order-item").first();
  await expect(card.locator('[aria-current="step"]')).toContainText("Доставлен");
  await expect(card.getByTestId("order-item-estimate")).toHaveCount(0);
});

test("an unknown or malformed order number is the 404 screen", async ({ page }) => {
  for (const path of ["/orders/987654321", "/orders/0", "/orders/12abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByText("Страница не найдена. Давайте вернёмся в каталог и попробуем снова."),
    ).toBeVisible();
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  }
});

test("a guest with an order's uuid is sent to sign in and back", async ({ page }) => {
  await page.goto("/orders/00000000-0000-4000-a000-000000000000");
  await expect(page).toHaveURL(
    /\/auth\?returnTo=%2Forders%2F00000000-0000-4000-a000-000000000000$/,
  );
});

// The journey after the purchase (an order paid in the sandbox, moved by the operator CLI to the
// shopper, cashback on delivery) is in checkout.spec.ts, which has the checkout's steps.
