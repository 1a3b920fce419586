import { type APIRequestContext, type BrowserContext, expect, type Page } from "./support/test.ts";
import { type AxeScope, expectAccessible } from "./support/axe.ts";
import { fillCartByApi, putInCartCookie, test } from "./support/cart.ts";
import { aPickupPoint, journeyItems, placePaidOrder, untilHydrated } from "./support/journey.ts";
import { addSessionCookies, signUpByApi } from "./support/shopper.ts";

/**
 * The pages of a buying journey, guest and signed in (docs/testing.md#the-journeys-pages), each
 * checked where it stands: on a phone it fits 320, 375 and 414 px without scrolling sideways, and
 * axe-core finds no serious or critical violation at 375 px and at 1440 px. The state (an order
 * paid, a cart with a promo code and bonuses) is made over the shop API; the pages are visited
 * in one go, once per project.
 */

/**
 * A stop of the journey: the page as the shopper sees it, named for a failure; `within` is what
 * axe scans there (the whole page where the shop's frame is new to the journey: the first page of
 * a guest and of a signed-in shopper; each page's own content elsewhere).
 */
type Check = (page: Page, stop: string, scope: AxeScope) => Promise<void>;

const PAGE_ONLY: AxeScope = { within: "main" };

async function journey(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  check: Check,
) {
  const shopper = await signUpByApi(request);
  const [bought, wanted] = await journeyItems(request, 2);
  if (!bought || !wanted) throw new Error("No items for the journey");
  const order = await placePaidOrder(request, shopper, [bought], {
    pvzCode: await aPickupPoint(request),
  });
  const stop = async (path: string, name: string, scope = PAGE_ONLY) => {
    await page.goto(path);
    await untilHydrated(page);
    await check(page, name, scope);
  };

  // A guest: the shop, a product, the cart kept in a cookie, sign-in, an order's public status,
  // and a page that is not there. The cookie notice is still up, as a newcomer sees it.
  await stop("/", "the home page", {});
  await stop(`/product/${wanted.slug}`, "a product");
  await putInCartCookie(context, baseURL, [wanted.id]);
  await stop("/cart", "a guest's cart");
  await stop("/auth", "sign-in");
  await stop(`/orders/${order.uuid}`, "an order's public status");
  await stop("/no-such-page", "the 404 page");

  // Signed in, the notice answered: a cart with a promo code and bonuses, the checkout with a
  // pickup point and with a courier, the paid order, the account.
  await context.addCookies([
    {
      name: "meet-market-cookie-consent",
      value: encodeURIComponent(btoa('"necessary"')),
      url: baseURL,
    },
  ]);
  await addSessionCookies(context, baseURL, shopper);
  await fillCartByApi(request, context, baseURL, shopper, [wanted.id], {
    promoCode: "WELCOME10",
    bonuses: 100,
  });
  await stop("/cart", "the cart with a promo code and bonuses", {});
  await stop("/checkout", "the checkout");
  await page.getByTestId("pickup-point").first().click();
  await expect(page.getByTestId("checkout-delivery")).toHaveText(/₽$/);
  await check(page, "the checkout with a pickup point", PAGE_ONLY);
  await page
    .getByRole("form", { name: "Оформление заказа" })
    .getByText("Курьер", { exact: true })
    .click();
  await expect(page.getByLabel("Улица", { exact: true })).toBeVisible();
  await check(page, "the checkout with a courier", PAGE_ONLY);
  await stop(`/orders/${order.uuid}`, "the paid order");
  await stop("/account", "the profile");
  await stop("/account/orders", "the order history");
  await stop("/account/bonus", "the bonuses");
  await stop("/account/promo", "the promo codes");
}

test.describe("the journey's pages", () => {
  // Fifteen stops, each scanned by axe (and on a phone measured at three widths).
  test.describe.configure({ timeout: 180_000 });

  test(
    "fit a phone at 320, 375 and 414 px, and axe finds nothing serious at 375 px",
    { tag: "@mobile-only" },
    async ({ page, context, request, baseURL }) => {
      await journey(page, context, request, baseURL ?? "", async (current, stop, scope) => {
        for (const width of [320, 414, 375]) {
          await current.setViewportSize({ width, height: 740 });
          const sizes = await current.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect
            .soft(sizes.scroll, `${stop} (${current.url()}) at ${width} px scrolls sideways`)
            .toBeLessThanOrEqual(sizes.client);
        }
        await expectAccessible(current, `${stop} at 375 px`, scope);
      });
    },
  );

  test("axe finds nothing serious at 1440 px", async ({ page, context, request, baseURL }) => {
    await journey(page, context, request, baseURL ?? "", (current, stop, scope) =>
      expectAccessible(current, `${stop} at 1440 px`, scope),
    );
  });
});
