import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The accessibility check of a page as it stands (docs/testing.md#accessibility): axe-core's
 * WCAG 2.x A and AA rules and its best practices; a serious or critical violation fails the test
 * (softly, so that one run names every page's problems), moderate and minor ones are left to
 * review.
 */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const FAILING = new Set(["serious", "critical"]);

/**
 * Writes every element's text and background colour as the rgb() the browser paints. Tailwind's
 * greys are oklch() colours without chroma, which Chromium computes as `oklch(0.708 0 none)`;
 * axe-core's colour parser skips any colour with a `none` part without a word
 * (dequelabs/axe-core#5309), so the contrast of nearly every text of the shop went unchecked.
 * A 1×1 canvas turns any CSS colour into the sRGB the screen shows.
 */
async function paintColoursAsRgb(page: Page) {
  await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas to convert colours with");
    const known = new Map<string, string>();
    const asRgb = (colour: string) => {
      const found = known.get(colour);
      if (found) return found;
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
      const rgb = `rgba(${red}, ${green}, ${blue}, ${Math.round(((alpha ?? 0) / 255) * 1000) / 1000})`;
      known.set(colour, rgb);
      return rgb;
    };
    for (const element of document.querySelectorAll<HTMLElement | SVGElement>("*")) {
      const style = getComputedStyle(element);
      for (const property of ["color", "background-color"] as const) {
        const value = style.getPropertyValue(property);
        if (!value.startsWith("rgb")) {
          element.style.setProperty(property, asRgb(value), "important");
        }
      }
    }
  });
}

export interface AxeScope {
  /**
   * A CSS selector to scan instead of the whole page: the shop's frame (header, footer) is the
   * same on every page, so a journey scans it once and then only each page's `main`.
   */
  within?: string;
}

/** The serious and critical violations on the page now, one line each, named by `where`. */
export async function accessibilityViolations(
  page: Page,
  where: string,
  { within }: AxeScope = {},
): Promise<string[]> {
  await paintColoursAsRgb(page);
  // Legacy mode runs axe once in the page: the shop has no frames, and the default mode's
  // frame-by-frame run (a new page opened to join the frames' results) took twice as long.
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ""))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
        )
        .join("; ");
      return `${where}: ${violation.impact} ${violation.id} (${violation.help}) ×${violation.nodes.length}: ${nodes}`;
    });
}

/**
 * Checks the page as it stands and carries on: the test fails at its end if any page had a serious
 * or critical violation, listing them all.
 */
export async function expectAccessible(
  page: Page,
  where: string,
  scope: AxeScope = {},
): Promise<void> {
  expect.soft(await accessibilityViolations(page, where, scope), `axe on ${where}`).toEqual([]);
}
