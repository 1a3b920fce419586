import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page, test } from "./support/test.ts";
import { journeyItems, placePaidOrder, untilHydrated } from "./support/journey.ts";
import { addSessionCookies, freshContext, signUpByApi } from "./support/shopper.ts";

/**
 * An order that updates itself (docs/orders.md#live-status), the done-criterion: the
 * shopper watches their open order page change status when the operator moves the order with
 * `npm run order:status`, within 2 s and without a reload; a guest with the order's link sees it
 * too, and «Мои заказы» as well. Without JavaScript the page is the server's, as before: the new
 * status shows on the next load.
 */

const run = promisify(execFile);

/** The staff's CLI against the running shop (scripts/order-status.ts), as an operator runs it. */
async function orderStatus(baseURL: string, orderId: string, status: string) {
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "order:status", "--", orderId, "all", status],
    {
      env: { ...process.env, SHOP_URL: baseURL },
    },
  );
  expect(stdout).toContain(`Заказ №${orderId}: ${status}`);
}

/** Opens `path` and waits until its stream of order events is open (with JavaScript). */
async function openFollowing(page: Page, path: string) {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const opened = javaScript
    ? page.waitForResponse((response) => response.url().includes("/resources/order-updates"))
    : null;
  await page.goto(path);
  await untilHydrated(page);
  const response = await opened;
  if (response) {
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/event-stream");
  }
}

test(
  "the shopper watches their open order page change status when the operator moves it",
  { tag: "@no-js" },
  async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? "";
    const javaScript = test.info().project.use.javaScriptEnabled !== false;
    const shopper = await signUpByApi(request);
    const order = await placePaidOrder(request, shopper, await journeyItems(request, 1));

    const ownerContext = await freshContext(browser, base);
    await addSessionCookies(ownerContext, base, shopper);
    const ownerPage = await ownerContext.newPage();
    // The page re-read in place asks for every loader's data, the header's (the cart count) too:
    // no `_routes` (docs/storefront.md#the-frames-data).
    const reReads: URL[] = [];
    ownerPage.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.endsWith(".data")) reReads.push(url);
    });
    await openFollowing(ownerPage, `/orders/${order.uuid}`);
    await expect(ownerPage.getByTestId("order-status")).toHaveText("Оплачен, готов к отправке");
    const history = await ownerContext.newPage();
    await openFollowing(history, "/account/orders");
    const guestContext = await freshContext(browser, base);
    const guestPage = await guestContext.newPage();
    await openFollowing(guestPage, `/orders/${order.uuid}`);

    await orderStatus(base, order.id, "AWAITING_RESPONSE_FROM_SUPPLIER");
    const moved = "Ожидает ответа от поставщика";
    if (javaScript) {
      // No reload: the page follows its order.
      await expect(ownerPage.getByTestId("order-status")).toHaveText(moved, { timeout: 2_000 });
      expect(reReads.length).toBeGreaterThan(0);
      expect(reReads.map((url) => url.searchParams.has("_routes"))).not.toContain(true);
      await expect(guestPage.getByText(moved).first()).toBeVisible({ timeout: 2_000 });
      await expect(history.getByText(moved).first()).toBeVisible({ timeout: 2_000 });
      await ownerPage.screenshot({ path: test.info().outputPath("moved.png"), fullPage: true });
      // And the next move too, on the same open page.
      await orderStatus(base, order.id, "PURCHASED_FROM_SELLER");
      await expect(ownerPage.getByTestId("order-status")).toHaveText("Выкуплен у продавца", {
        timeout: 2_000,
      });
    } else {
      // Without JavaScript the page is the server's: the same until it is loaded again.
      await expect(ownerPage.getByTestId("order-status")).toHaveText("Оплачен, готов к отправке");
      await ownerPage.reload();
      await expect(ownerPage.getByTestId("order-status")).toHaveText(moved);
    }
    // Browsers that leave end their streams; the server keeps serving (a stream ended under a
    // reader that left once took the process down).
    await Promise.all([ownerContext.close(), guestContext.close()]);
    if (javaScript) await orderStatus(base, order.id, "TRANSFERRED_TO_LOGISTICS_CENTER");
    const again = await freshContext(browser, base);
    await addSessionCookies(again, base, shopper);
    const page = await again.newPage();
    await openFollowing(page, `/orders/${order.uuid}`);
    await expect(page.getByTestId("order-status")).toHaveText(
      javaScript ? "Передан в логистический центр" : moved,
    );
    await again.close();
  },
);

test("a stream is refused an order that is not the shopper's, and a malformed key", async ({
  request,
}) => {
  const bad = await request.get("/resources/order-updates?order=1");
  expect(bad.status()).toBe(400);
  // A guest asking for every shopper's orders: the API's refusal, as one event, and the end.
  const guest = await request.get("/resources/order-updates");
  expect(guest.headers()["cache-control"]).toBe("no-store, no-transform");
  const text = await guest.text();
  expect(text).toContain("event: next");
  expect(text).toContain("UNAUTHENTICATED");
  expect(text).toContain("event: complete");
});
