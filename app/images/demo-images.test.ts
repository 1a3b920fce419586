import { describe, expect, it } from "vitest";
import { escapeXml } from "~/lib/xml.ts";
import {
  brandDisplayName,
  DEMO_IMAGE_KINDS,
  type DemoImageParams,
  demoImagePath,
  parseDemoImagePath,
  renderDemoImage,
} from "./demo-images.ts";

const sneaker: DemoImageParams = { kind: "sneaker", hex: "1f2937", brand: "nike", variant: 1 };

describe("demo image paths", () => {
  it("round-trips every kind and variant", () => {
    for (const kind of DEMO_IMAGE_KINDS) {
      for (const variant of [1, 2, 3, 4] as const) {
        const params: DemoImageParams = { kind, hex: "a0b1c2", brand: "new-balance", variant };
        const path = demoImagePath(params);
        expect(path).toBe(`/demo-images/${kind}/a0b1c2/new-balance/${variant}.svg`);
        expect(parseDemoImagePath(path)).toEqual(params);
      }
    }
  });

  it("rejects anything outside the scheme", () => {
    for (const path of [
      "/demo-images/sneaker/1f2937/nike/1.svg?x=1",
      "/demo-images/sneaker/1f2937/nike/1.svg/",
      "/demo-images/sneaker/1f2937/nike/0.svg",
      "/demo-images/sneaker/1f2937/nike/5.svg",
      "/demo-images/sneaker/1f2937/nike/1.png",
      "/demo-images/sneaker/1F2937/nike/1.svg",
      "/demo-images/sneaker/#1f293/nike/1.svg",
      "/demo-images/sneaker/1f29370/nike/1.svg",
      "/demo-images/sneaker/1f2937/Nike/1.svg",
      "/demo-images/sneaker/1f2937/ni_ke/1.svg",
      `/demo-images/sneaker/1f2937/${"a".repeat(41)}/1.svg`,
      "/demo-images/sneaker/1f2937/../1.svg",
      "/demo-images/sneaker/1f2937/nike/../1.svg",
      "/demo-images/Sneaker/1f2937/nike/1.svg",
      "/demo-images/shoe/1f2937/nike/1.svg",
      "/demo-images/sneaker/1f2937/1.svg",
      "demo-images/sneaker/1f2937/nike/1.svg",
      "/demo-images//sneaker/1f2937/nike/1.svg",
      "/x/demo-images/sneaker/1f2937/nike/1.svg",
      "",
    ]) {
      expect(parseDemoImagePath(path), path).toBeNull();
    }
    expect(
      parseDemoImagePath(`/demo-images/sneaker/1f2937/${"a".repeat(40)}/1.svg`),
    ).not.toBeNull();
  });

  it("refuses to build a path from bad parameters", () => {
    expect(() => demoImagePath({ ...sneaker, hex: "#1f2937" })).toThrow(TypeError);
    expect(() => demoImagePath({ ...sneaker, brand: "Nike" })).toThrow(TypeError);
    expect(() => demoImagePath({ ...sneaker, variant: 5 as 1 })).toThrow(TypeError);
    expect(() => demoImagePath({ ...sneaker, kind: "shoe" as "sneaker" })).toThrow(TypeError);
  });
});

describe("renderDemoImage", () => {
  it("draws an 800×800 SVG, the same bytes every time", () => {
    const svg = renderDemoImage(sneaker);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/,
    );
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(renderDemoImage({ ...sneaker })).toBe(svg);
    expect(svg).toContain("#1f2937");
  });

  it("differs by kind, colour, brand and variant", () => {
    const variants = new Set([
      renderDemoImage(sneaker),
      renderDemoImage({ ...sneaker, kind: "boot" }),
      renderDemoImage({ ...sneaker, hex: "c0392b" }),
      renderDemoImage({ ...sneaker, brand: "puma" }),
      renderDemoImage({ ...sneaker, variant: 2 }),
      renderDemoImage({ ...sneaker, variant: 3 }),
      renderDemoImage({ ...sneaker, variant: 4 }),
    ]);
    expect(variants.size).toBe(7);
  });

  it("declares another pixel size on request, with the same drawing", () => {
    const svg = renderDemoImage(sneaker, 1536);
    expect(svg).toContain('width="1536" height="1536" viewBox="0 0 800 800"');
    expect(svg.replace('width="1536" height="1536"', 'width="800" height="800"')).toBe(
      renderDemoImage(sneaker),
    );
  });

  it("stays under 8 KB for every kind, variant and a long brand", () => {
    const brand = "the-north-face-x-supreme-collaboration-1";
    expect(brand).toHaveLength(40);
    for (const kind of DEMO_IMAGE_KINDS) {
      for (const variant of [1, 2, 3, 4] as const) {
        for (const hex of ["000000", "ffffff", "e1b12c"]) {
          const svg = renderDemoImage({ kind, hex, brand, variant });
          expect(new TextEncoder().encode(svg).length, `${kind} ${variant}`).toBeLessThan(8192);
        }
      }
    }
  });

  it("prints the brand's display name, escaped, and never raw markup", () => {
    expect(brandDisplayName("new-balance")).toBe("NEW BALANCE");
    expect(brandDisplayName("-a--b-")).toBe("A B");
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    const svg = renderDemoImage({ ...sneaker, brand: "new-balance" });
    expect(svg).toContain("<title>NEW BALANCE sneaker</title>");
    // The wordmark is drawn with stroke glyphs, one per letter, not with a font.
    for (const letter of ["N", "E", "W", "B", "A", "L", "C"]) {
      expect(svg).toContain(`<path id="g${letter}"`);
    }
    expect(() => renderDemoImage({ ...sneaker, brand: "<script>" })).toThrow(TypeError);
  });

  it("is a well-formed document for every kind and variant", () => {
    for (const kind of DEMO_IMAGE_KINDS) {
      for (const variant of [1, 2, 3, 4] as const) {
        const svg = renderDemoImage({ kind, hex: "3498db", brand: "adidas", variant });
        const opened = svg.match(/<(g|defs|svg|radialGradient|linearGradient|filter|title)\b/g);
        const closed = svg.match(/<\/(g|defs|svg|radialGradient|linearGradient|filter|title)>/g);
        expect(opened?.length, `${kind} ${variant}`).toBe(closed?.length);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });
});
