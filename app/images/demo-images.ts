/**
 * Demo product pictures, drawn locally: an 800×800 SVG "studio photo" of a product silhouette in
 * the product's colour, with its brand printed on it. Pure (no Node APIs): the /demo-images route,
 * the /_ipx image storage, the seed and the tests all share it. Same parameters, same bytes.
 *
 * URL scheme: /demo-images/{kind}/{hex}/{brand}/{variant}.svg, e.g.
 * /demo-images/sneaker/1f2937/new-balance/1.svg
 *
 * This module is the scheme and the scene; the products are drawn by demo-image-footwear.ts and
 * demo-image-clothing.ts from demo-image-draw.ts's primitives, in demo-image-colour.ts's palette,
 * with the brand in demo-image-wordmark.ts's stroke font.
 */
import {
  hash,
  hexToRgb,
  hueSaturation,
  inkOn,
  palette,
  type Palette,
  type Rgb,
} from "./demo-image-colour.ts";
import { bag, cap, hoodie, jacket, pants, socks, tshirt } from "./demo-image-clothing.ts";
import { type Product, round } from "./demo-image-draw.ts";
import { boot, highSneaker, sandal, sneaker } from "./demo-image-footwear.ts";
import { GLYPHS, wordmark } from "./demo-image-wordmark.ts";
import { escapeXml } from "~/lib/xml.ts";

export const DEMO_IMAGE_KINDS = [
  "sneaker",
  "high-sneaker",
  "boot",
  "sandal",
  "tshirt",
  "hoodie",
  "jacket",
  "pants",
  "shorts",
  "cap",
  "bag",
  "socks",
] as const;

export type DemoImageKind = (typeof DEMO_IMAGE_KINDS)[number];

/** 1 side view · 2 mirrored three-quarter (a pair, for shoes) · 3 close-up · 4 tinted background. */
export type DemoImageVariant = 1 | 2 | 3 | 4;

export interface DemoImageParams {
  kind: DemoImageKind;
  /** The product colour: 6 lowercase hex digits, no '#'. */
  hex: string;
  /** A brand slug, [a-z0-9-]{1,40}: "new-balance" prints as "NEW BALANCE". */
  brand: string;
  variant: DemoImageVariant;
}

export const DEMO_IMAGE_PREFIX = "/demo-images/";
/** The drawing's own size; renderDemoImage can rasterise it at another pixel size. */
export const DEMO_IMAGE_SIZE = 800;

const KIND_SET: ReadonlySet<string> = new Set(DEMO_IMAGE_KINDS);
const HEX_RE = /^[0-9a-f]{6}$/;
const BRAND_RE = /^[a-z0-9-]{1,40}$/;
const PATH_RE = /^\/demo-images\/([a-z-]+)\/([0-9a-f]{6})\/([a-z0-9-]{1,40})\/([1-4])\.svg$/;

function isDemoImageParams(params: DemoImageParams): boolean {
  return (
    KIND_SET.has(params.kind) &&
    HEX_RE.test(params.hex) &&
    BRAND_RE.test(params.brand) &&
    [1, 2, 3, 4].includes(params.variant)
  );
}

/** The picture's path; throws a TypeError for parameters outside the scheme. */
export function demoImagePath(params: DemoImageParams): string {
  if (!isDemoImageParams(params)) {
    throw new TypeError(`Not a demo image: ${JSON.stringify(params)}`);
  }
  const { kind, hex, brand, variant } = params;
  return `${DEMO_IMAGE_PREFIX}${kind}/${hex}/${brand}/${variant}.svg`;
}

/** The parameters of a demo picture's path, or null for anything else (strict: no query, no case folding). */
export function parseDemoImagePath(path: string): DemoImageParams | null {
  const match = PATH_RE.exec(path);
  if (!match) return null;
  const [, kind = "", hex = "", brand = "", variant = ""] = match;
  if (!KIND_SET.has(kind)) return null;
  return { kind: kind as DemoImageKind, hex, brand, variant: Number(variant) as DemoImageVariant };
}

/** "new-balance" → "NEW BALANCE". */
export function brandDisplayName(slug: string): string {
  return slug.split("-").filter(Boolean).join(" ").toUpperCase();
}

/** The drawing of a kind of product. */
function product(kind: DemoImageKind, p: Palette): Product {
  switch (kind) {
    case "sneaker":
      return sneaker(p);
    case "high-sneaker":
      return highSneaker(p);
    case "boot":
      return boot(p);
    case "sandal":
      return sandal(p);
    case "tshirt":
      return tshirt(p);
    case "hoodie":
      return hoodie(p);
    case "jacket":
      return jacket(p);
    case "pants":
      return pants(p, false);
    case "shorts":
      return pants(p, true);
    case "cap":
      return cap(p);
    case "bag":
      return bag(p);
    case "socks":
      return socks(p);
  }
}

// ---------------------------------------------------------------------------------------------
// The scene

function place(scale: number, rotate: number, mirror: boolean, dx = 0, dy = 0, fx = 400, fy = 400) {
  return `translate(${400 + dx} ${400 + dy}) rotate(${rotate}) scale(${mirror ? -scale : scale} ${scale}) translate(${-fx} ${-fy})`;
}

function tintedBackground(rgb: Rgb): [string, string] {
  const [hue, saturation] = hueSaturation(rgb);
  if (saturation < 0.1) return ["#f1ebe2", "#e1d8ca"];
  return [`hsl(${Math.round(hue)},38%,93%)`, `hsl(${Math.round(hue)},30%,84%)`];
}

/**
 * The picture as an SVG document. `size` is the pixel size it declares (the drawing is always
 * 800×800 units), so a rasteriser can draw it sharp at any width without upscaling.
 */
export function renderDemoImage(params: DemoImageParams, size: number = DEMO_IMAGE_SIZE): string {
  if (!isDemoImageParams(params)) throw new TypeError("Not a demo image");
  const { kind, hex, brand, variant } = params;
  const seed = hash(brand);
  const p = palette(hex, seed);
  const item = product(kind, p);
  const brandName = brandDisplayName(brand);
  const mirrored = variant === 2;
  const used = new Set<string>();
  const text = wordmark(brandName, item.text, inkOn(item.textOn ?? p.base), used, mirrored);

  const [bgTop, bgBottom] =
    variant === 4 ? tintedBackground(hexToRgb(hex)) : ["#fafaf8", "#e6e5e1"];
  const glyphs = Object.entries(GLYPHS)
    .filter(([char]) => used.has(char))
    .map(([char, [, d]]) => `<path id="g${char}" d="${d}"/>`)
    .join("");
  const flat = item.ground === "flat";
  const defs =
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></radialGradient>` +
    `<linearGradient id="gb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset=".6" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    (item.outline ? `<g id="o">${item.outline}</g>` : "") +
    glyphs +
    `<g id="p">${item.body}${text}</g></defs>`;

  const shadow = (transform: string, [cx, cy, rx, ry]: [number, number, number, number], k = 1) =>
    `<ellipse transform="${transform}" cx="${cx}" cy="${cy}" rx="${round(rx * k)}" ry="${round(ry * k)}" fill="url(#sh)"/>`;
  // A soft shadow without an SVG filter (filters make large renders seconds slower): the
  // silhouette, offset, stroked ever thinner in faint black, so the layers pile up to a penumbra.
  const dropShadow = (transform: string) =>
    `<g transform="${transform} translate(9 15)" fill="#000" stroke="#000" stroke-linejoin="round">` +
    [28, 24, 20, 16, 12, 8, 4, 0]
      .map((width) => `<use href="#o" stroke-width="${width}" opacity=".032"/>`)
      .join("") +
    `</g>`;
  const instance = (transform: string, castShadow = true) =>
    (flat
      ? dropShadow(transform)
      : castShadow && item.shadow
        ? shadow(transform, item.shadow)
        : "") + `<use href="#p" transform="${transform}"/>`;

  let scene: string;
  if (variant === 1) {
    scene = instance(place(0.96, 0, false));
  } else if (variant === 2) {
    const [backX, backY, frontX, frontY, scale] = item.pair ?? [60, -70, -30, 50, 0.83];
    scene = item.footwear
      ? instance(place(scale, 0, true, backX, backY)) +
        instance(place(scale, 0, true, frontX, frontY))
      : instance(place(0.92, -7, true));
  } else if (variant === 3) {
    scene = instance(place(1.85, 0, false, 0, 0, ...item.focus));
  } else if (item.footwear || item.ground === "floor") {
    // Floating a little above the floor, tilted.
    const transform = place(0.86, -6, false, 0, -30);
    scene =
      (item.shadow ? shadow(place(0.86, 0, false, 0, 30), item.shadow, 0.8) : "") +
      instance(transform, false);
  } else {
    scene = instance(place(0.88, 4, false));
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">` +
    `<title>${escapeXml(`${brandName} ${kind}`)}</title>${defs}` +
    `<rect width="800" height="800" fill="url(#bg)"/>${scene}</svg>`
  );
}
