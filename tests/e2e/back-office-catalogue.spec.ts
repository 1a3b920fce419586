import { expect, type Page, test } from "./support/test.ts";
import { readCode } from "./support/shopper.ts";
import { inviteStaff } from "./support/staff.ts";

/**
 * The back office's CSV import (docs/back-office.md#каталог-и-цены): a warehouse worker signs in,
 * exports the catalogue, imports a file with a bad row (nothing applied, the row and its reason
 * in the report), then the corrected file, and the storefront's product page shows the new
 * price; with JavaScript (the upload's progress bar, the page looking again) and without (a plain
 * post, the page refreshing itself).
 */

async function signIn(page: Page, phone: string) {
  await page.goto("/admin/sign-in?next=%2Fadmin%2Fcatalogue%2Fimport");
  await page.getByLabel("Телефон или e-mail").fill(phone);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код отправлен: ${phone}`)).toBeVisible();
  await page.getByLabel("Код из 4 цифр").fill(await readCode(page.request, phone));
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/import$/);
}

type Row = Record<string, string>;

/** The export as the link downloads it, read into rows by column. */
async function exported(page: Page): Promise<{ header: string[]; rows: Row[] }> {
  const answer = await page.request.get("/api/admin/catalogue/export");
  expect(answer.status()).toBe(200);
  const bytes = await answer.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [head = "", ...lines] = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
  const header = head.split(";");
  // The demo's names hold no «;» nor quotes: a plain split reads them.
  const rows = lines.map((line) => {
    const values = line.split(";");
    return Object.fromEntries(header.map((column, index) => [column, values[index] ?? ""]));
  });
  return { header, rows };
}

const csv = (header: string[], rows: Row[]) =>
  [header.join(";"), ...rows.map((row) => header.map((column) => row[column]).join(";"))].join(
    "\r\n",
  );

async function upload(page: Page, name: string, text: string) {
  await page.goto("/admin/catalogue/import");
  await page.getByLabel("Файл CSV с ценами и остатками").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(text),
  });
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/import\/\d+$/);
}

test(
  "a warehouse worker imports a CSV, reads the report, and the storefront shows the new price",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    const project = testInfo.project.name === "no-js" ? "no-js" : "chromium";
    // A warehouse worker of this test's own (tests/e2e/support/staff.ts).
    await signIn(page, (await inviteStaff(page.request, "WAREHOUSE", "Склад")).phone);
    const { header, rows } = await exported(page);
    // A product of its own per project, all of whose pairs are on sale and shown; not a Nike nor
    // an adidas, whose listings other specs page through while this one changes a price.
    const slugs = [...new Set(rows.map((row) => row.product_slug ?? ""))].filter((slug) => {
      const pairs = rows.filter((row) => row.product_slug === slug);
      return pairs.every(
        (row) =>
          row.stock === "1" && row.visible === "да" && !/^(nike|adidas)$/i.test(row.brand ?? ""),
      );
    });
    const slug = slugs[project === "no-js" ? 11 : 7] ?? "";
    const pairs = rows.filter((row) => row.product_slug === slug);
    const price = project === "no-js" ? "1235" : "1234";

    const bad = pairs.map((row, index) => ({
      ...row,
      price,
      old_price: "",
      stock: index === 1 ? "-1" : (row.stock ?? ""),
    }));
    await upload(page, "bad.csv", csv(header, bad));
    await expect(page.getByTestId("import-summary")).toContainText("Ничего не изменено");
    const refused = page.getByRole("table", { name: "Отклонённые строки" });
    await expect(
      refused.getByRole("row", { name: /^3 Остаток не может быть отрицательным$/ }),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`import-refused-${project}.png`),
      fullPage: true,
    });

    await upload(
      page,
      "prices.csv",
      csv(
        header,
        bad.map((row, index) => (index === 1 ? { ...row, stock: "1" } : row)),
      ),
    );
    await expect(page.getByTestId("import-summary")).toContainText(
      `Готово: изменено позиций — ${pairs.length}`,
    );
    await page.screenshot({
      path: testInfo.outputPath(`import-done-${project}.png`),
      fullPage: true,
    });

    // At a phone's width the report still fits: nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({
      path: testInfo.outputPath(`import-375-${project}.png`),
      fullPage: true,
    });

    await page.goto(`/product/${slug}`);
    await expect(page.getByText(`${price.slice(0, 1)} ${price.slice(1)} ₽`).first()).toBeVisible();

    // The catalogue page: the product found by its address, a size's form refusing an old price
    // under the price in Russian, then taking a sale (the badge follows).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/catalogue?q=${slug}`);
    await page.getByRole("link", { name: pairs[0]?.product_name ?? "" }).click();
    const size = page.getByRole("form", {
      name: `Размер ${pairs[0]?.size}, ${pairs[0]?.supplier}`,
    });
    await size.getByLabel("Старая цена, ₽").fill("1000");
    await size.getByRole("button", { name: "Сохранить" }).click();
    await expect(
      page.getByText("Старая цена должна быть больше цены (или оставьте её пустой)"),
    ).toBeVisible();
    await size.getByLabel("Старая цена, ₽").fill("2468");
    await size.getByRole("button", { name: "Сохранить" }).click();
    await expect(size.getByText("−50%")).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`catalogue-${project}.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({
      path: testInfo.outputPath(`catalogue-375-${project}.png`),
      fullPage: true,
    });
  },
);
