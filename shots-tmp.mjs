import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3940";
const out = "/work/wt/shots/d-alerts";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
// A product with a sold-out size: search the back office as the demo owner is heavy; use the known seed slug.
const slug = process.argv[2];
for (const js of [true, false]) {
  for (const width of [1440, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, locale: "ru-RU" });
    const page = await ctx.newPage();
    const tag = `${width}-${js ? "js" : "nojs"}`;
    await page.goto(`${base}/product/${slug}`);
    const banner = page.getByRole("button", { name: "Только необходимые" });
    if (await banner.count()) await banner.click();
    const form = page.locator('form[action="/alerts/subscribe"]');
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/product-${tag}.png` });
    await form.getByRole("button").click();
    await page.waitForURL("**/alerts/subscribe?**");
    await page.screenshot({ path: `${out}/subscribe-contact-${tag}.png`, fullPage: true });
    await page.getByLabel("Телефон или e-mail").fill(`+7999${String(Date.now()).slice(-7)}`);
    await page.getByLabel(/Я даю согласие/).check();
    await page.getByRole("button", { name: "Получить код" }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/subscribe-after-send-${tag}.png`, fullPage: true });
    await page.getByLabel("Код", { exact: true }).waitFor();
    await page.screenshot({ path: `${out}/subscribe-code-${tag}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
