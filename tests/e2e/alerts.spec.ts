import { type APIRequestContext, expect, test } from "./support/test.ts";
import { cookieValue, signInShopper, uniquePhone } from "./support/shopper.ts";
import { ownerToken, staffGraphql } from "./support/staff.ts";

/**
 * An alert's whole path (docs/alerts.md): a shopper asks «Сообщить о поступлении» on a sold-out
 * size, the back office's catalogue API puts a pair of it back on sale, the message is in the
 * outbox with the unsubscribe link, which works without signing in.
 */

interface Item {
  id: string;
  size: string;
  price: number;
  oldPrice: number | null;
  state: "ON_SALE" | "RESERVED" | "SOLD" | "WITHDRAWN";
}
interface Found {
  slug: string;
  size: string;
  onSale: Item[];
}

const PRODUCTS = `
  query ($dto: CatalogueProductsDto!) {
    catalogueProducts(dto: $dto) {
      id
      slug
      sizes { id size price oldPrice state }
    }
  }
`;
const UPDATE = `
  mutation ($dto: UpdateCatalogueItemDto!) {
    updateCatalogueItem(dto: $dto) { id stock }
  }
`;

/**
 * A product's size with a pair nobody can buy (sold or reserved: the page still shows it) and
 * pairs on sale, which the test withdraws; the `skip`-th such, so that projects run apart.
 */
async function soldOutCandidate(request: APIRequestContext, skip: number): Promise<Found> {
  const found: Found[] = [];
  for (const query of ["adidas", "nike", "puma", "new balance", "asics"]) {
    const { catalogueProducts } = await staffGraphql<{
      catalogueProducts: { slug: string; sizes: Item[] }[];
    }>(request, PRODUCTS, { dto: { query } }, ownerToken());
    for (const product of catalogueProducts) {
      const bySize = new Map<string, Item[]>();
      for (const item of product.sizes)
        bySize.set(item.size, [...(bySize.get(item.size) ?? []), item]);
      for (const [size, items] of bySize) {
        const gone = items.some((item) => item.state === "SOLD" || item.state === "RESERVED");
        const onSale = items.filter((item) => item.state === "ON_SALE");
        if (gone && onSale.length > 0) found.push({ slug: product.slug, size, onSale });
      }
    }
    if (found.length > skip + 20) break;
  }
  // Products apart, so two projects never share one.
  const distinct = [...new Map(found.map((entry) => [entry.slug, entry])).values()];
  const chosen = distinct[skip * 7];
  if (!chosen) throw new Error("The demo catalogue has no sold-out size to wait for");
  return chosen;
}

const setStock = (request: APIRequestContext, item: Item, stock: number) =>
  staffGraphql(
    request,
    UPDATE,
    { dto: { itemId: item.id, price: item.price, oldPrice: item.oldPrice, stock } },
    ownerToken(),
  );

test(
  "a shopper asks to be told of a sold-out size, gets one message when the back office puts it back, and unsubscribes by its link",
  { tag: "@no-js" },
  async ({ page, request, context, baseURL }, testInfo) => {
    const skip = ["chromium", "no-js", "mobile"].indexOf(testInfo.project.name);
    const target = await soldOutCandidate(request, Math.max(skip, 0));
    for (const item of target.onSale) await setStock(request, item, 0);
    try {
      const shopper = await signInShopper(request, context, baseURL ?? "");
      await page.goto(`/product/${target.slug}`);
      const form = page.locator(`form[action="/alerts/subscribe"]`);
      const choice = form.getByRole("combobox", { name: "Нет размера?" });
      if (await choice.count()) await choice.selectOption({ label: target.size });
      const posted = page.waitForResponse(
        (response) =>
          response.url().includes("/alerts/subscribe") && response.request().method() === "POST",
      );
      await form.getByRole("button", { name: /^Сообщить о поступлении/ }).click();
      await posted;
      await page.waitForURL(`**/product/${target.slug}`);

      await page.goto("/account/alerts");
      const listed = page.getByTestId("stock-alert");
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText(`О поступлении, размер ${target.size}`);
      await expect(listed).toContainText("Уведомлений ещё не было");

      // The back office's catalogue API puts one pair back: the database tells the worker.
      const [back] = target.onSale;
      if (!back) throw new Error("no pair to put back");
      await setStock(request, back, 1);
      const outbox = `/dev/outbox?to=${encodeURIComponent(shopper.phone)}`;
      let link = "";
      await expect
        .poll(async () => {
          const html = await (await request.get(outbox)).text();
          // Each message has a token of its own (the page's data repeats the text).
          const links = new Set(html.match(/\/alerts\/unsubscribe\/[\w-]+/g) ?? []);
          link = [...links][0] ?? "";
          return links.size;
        })
        .toBe(1);
      const html = await (await request.get(outbox)).text();
      expect(html).toContain(`размер ${target.size} снова в наличии`);

      // The link works for whoever holds it: a fresh context, signed out.
      await context.clearCookies();
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Отписаться от уведомления?",
      );
      await page.getByRole("button", { name: "Отписаться" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вы отписались");
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вы отписались");
    } finally {
      for (const item of target.onSale) await setStock(request, item, 1);
    }
  },
);

test(
  "a guest watches a favourite's price: gives a phone with the consent, confirms it by code, and gets an SMS when the price falls",
  { tag: "@no-js" },
  async ({ page, request, context, baseURL }, testInfo) => {
    const skip = Math.max(["chromium", "no-js", "mobile"].indexOf(testInfo.project.name), 0);
    const { catalogueProducts } = await staffGraphql<{
      catalogueProducts: { id: string; slug: string; sizes: Item[] }[];
    }>(request, PRODUCTS, { dto: { query: "hoka" } }, ownerToken());
    const onSale = catalogueProducts.filter((product) =>
      product.sizes.some((item) => item.state === "ON_SALE"),
    );
    const product = onSale[skip * 3];
    if (!product) throw new Error("The demo catalogue has no HOKA on sale");
    const cheapest = product.sizes
      .filter((item) => item.state === "ON_SALE")
      .sort((a, b) => a.price - b.price)[0];
    if (!cheapest) throw new Error("no item on sale");
    const url = new URL(baseURL ?? "");
    await context.addCookies([
      {
        name: "meet-market-favourites",
        value: cookieValue([product.id]),
        domain: url.hostname,
        path: "/",
      },
    ]);
    const phone = uniquePhone();
    try {
      await page.goto("/favorites");
      await page.getByRole("button", { name: "Следить за ценой" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Следить за ценой");
      await page.getByLabel("Телефон или e-mail").fill(phone);
      await page.getByLabel(/Я даю согласие/).check();
      await page.getByRole("button", { name: "Получить код" }).click();
      await expect(page.getByRole("status").filter({ hasText: phone })).toBeVisible();
      const outbox = `/dev/outbox?to=${encodeURIComponent(phone)}`;
      const sent = await (await request.get(outbox)).text();
      const code = /(\d{4}) — код для подписки на уведомления/.exec(sent)?.[1];
      if (!code) throw new Error("no code in the outbox");
      await page.getByLabel("Код", { exact: true }).fill(code);
      await page.getByRole("button", { name: "Подписаться" }).click();
      await page.waitForURL("**/favorites");

      const lower = cheapest.price - 100_000;
      await staffGraphql(
        request,
        UPDATE,
        { dto: { itemId: cheapest.id, price: lower, oldPrice: cheapest.oldPrice, stock: 1 } },
        ownerToken(),
      );
      await expect
        .poll(async () => (await (await request.get(outbox)).text()).includes("снизилась"))
        .toBe(true);
    } finally {
      await setStock(request, cheapest, 1);
    }
  },
);
