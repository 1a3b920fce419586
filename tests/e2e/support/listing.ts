import { expect, type Locator, type Page, test } from "@playwright/test";

/** What the catalogue and search e2e specs share: the listing's cards, filters and waits. */

export const filters = (page: Page) => page.getByRole("form", { name: "Фильтры" });

/** The listing's cards: grid items holding a product link (the card's markup is its own). */
export const cards = (page: Page) =>
  page
    .getByRole("main")
    .locator("li")
    .filter({ has: page.locator("a[href^='/product/']") });

/** The results dimmed while the next ones load (the header's own widgets are not the listing). */
export const busy = (page: Page) => page.getByRole("main").locator("[aria-busy=true]");

/**
 * The listing after its address changed: without JavaScript the new document has committed but
 * may still be streaming its cards (wait for its load event); with it, the next render is done.
 */
export async function settled(page: Page) {
  await page.waitForLoadState();
  await expect(busy(page)).toHaveCount(0);
}

export function withJavaScript(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** Roubles of every card's price (the first figure of its last line), in the order shown. */
export async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((items) =>
    items.map((item) => [...item.querySelectorAll("p")].at(-1)?.querySelector("span")?.textContent),
  );
  return texts.map((text) => Number(text?.replace(/\D/g, "")));
}

export async function cardHrefs(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => item.querySelector("a[href^='/product/']")?.getAttribute("href") ?? ""),
  );
}

/** Opens the filter panel where it is folded away (mobile). */
export async function openFilters(page: Page) {
  const summary = page.locator("summary", { hasText: "Фильтры" });
  if (await summary.isVisible()) {
    const details = page.locator("details", { has: page.locator("#catalog-filters") });
    if ((await details.getAttribute("open")) === null) await summary.click();
  }
}

/** The brand line of every card: its first line. */
export async function brandLines(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => item.querySelector("p")?.textContent ?? ""),
  );
}

/**
 * Ticks or unticks a checkbox; with JavaScript the page applies it at once, without it
 * «Показать» does.
 */
export async function toggle(page: Page, option: Locator, expectedUrl: RegExp) {
  await openFilters(page);
  if (withJavaScript()) {
    await option.click();
  } else {
    await option.setChecked(!(await option.isChecked()));
    await filters(page).getByRole("button", { name: "Показать" }).click();
  }
  await expect(page).toHaveURL(expectedUrl);
  await settled(page);
}

/** Chooses a sort order; without JavaScript «Показать» applies it. */
export async function sortBy(page: Page, label: string, expectedParam: RegExp) {
  await page.getByRole("combobox", { name: "Сортировка" }).selectOption({ label });
  if (!withJavaScript()) await filters(page).getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(expectedParam);
  await settled(page);
}
