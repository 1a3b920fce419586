import { expect, test } from "./support/test.ts";

const PRODUCTS = /* GraphQL */ `
  {
    filteredProducts(dto: { pagination: { limit: 2 } }) {
      items {
        id
        slug
      }
    }
  }
`;

test("visiting products records them, most recent first (JavaScript only)", async ({
  page,
  request,
}) => {
  const response = await request.post("/graphql", { data: { query: PRODUCTS } });
  const { data } = (await response.json()) as {
    data: { filteredProducts: { items: { id: string; slug: string }[] } };
  };
  const [first, second] = data.filteredProducts.items;
  if (!first || !second) throw new Error("the demo catalogue has products");

  const recent = async () =>
    JSON.parse(
      (await page.evaluate(() => localStorage.getItem("meet-market-recent-products"))) ?? "[]",
    ) as string[];
  for (const product of [first, second, first]) {
    await page.goto(`/product/${product.slug}`);
    // The visit is recorded once the page has hydrated.
    await expect.poll(async () => (await recent())[0]).toBe(product.id);
  }
  expect(await recent()).toEqual([first.id, second.id]);
});

test("the canonical link names the page itself after a client-side navigation", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Вопросы и ответы" }).click();
  await expect(page).toHaveURL(/\/info\/faq$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/info\/faq$/);
});
