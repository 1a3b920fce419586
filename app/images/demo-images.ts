/**
 * Demo product pictures, drawn locally: an 800×800 SVG "studio photo" of a product silhouette in
 * the product's colour, with its brand printed on it. Pure (no Node APIs): the /demo-images route,
 * the /_ipx image storage, the seed and the tests all share it. Same parameters, same bytes.
 *
 * URL scheme: /demo-images/{kind}/{hex}/{brand}/{variant}.svg, e.g.
 * /demo-images/sneaker/1f2937/new-balance/1.svg
 */

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

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => [
  parseInt(hex.slice(0, 2), 16),
  parseInt(hex.slice(2, 4), 16),
  parseInt(hex.slice(4, 6), 16),
];

const rgbToHex = (rgb: Rgb) =>
  "#" + rgb.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("");

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const luminance = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** Hue (0..360) and saturation (0..1) of a colour, for the tinted background. */
function hueSaturation([r, g, b]: Rgb): [number, number] {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const delta = max - min;
  const lightness = (max + min) / 2;
  if (delta === 0) return [0, 0];
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  let hue: number;
  if (max === rn) hue = ((gn - bn) / delta) % 6;
  else if (max === gn) hue = (bn - rn) / delta + 2;
  else hue = (rn - gn) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation];
}

interface Palette {
  /** the product colour; panels (darker, or lighter on near-black); shades; tints; an outline */
  base: string;
  shade: string;
  dark: string;
  darker: string;
  light: string;
  lighter: string;
  line: string;
  /** midsole / trim, outsole, laces */
  sole: string;
  outsole: string;
  lace: string;
}

function palette(hex: string, seed: number): Palette {
  const rgb = hexToRgb(hex);
  const lum = luminance(rgb);
  const darker = rgbToHex(mix(rgb, BLACK, 0.42));
  return {
    base: `#${hex}`,
    shade: rgbToHex(mix(rgb, BLACK, 0.25)),
    dark: rgbToHex(lum < 0.12 ? mix(rgb, WHITE, 0.13) : mix(rgb, BLACK, 0.2)),
    darker,
    light: rgbToHex(mix(rgb, WHITE, 0.2)),
    lighter: rgbToHex(mix(rgb, WHITE, 0.45)),
    line: rgbToHex(mix(rgb, BLACK, lum > 0.7 ? 0.35 : 0.55)),
    sole: lum > 0.82 ? "#e6e4de" : "#f6f5f1",
    outsole: ["#2d2d2d", "#b88652", darker, "#f0efea"][seed % 4] ?? darker,
    lace: lum > 0.8 ? "#ffffff" : "#f7f7f4",
  };
}

/** Text printed on a colour: near-black on light colours, white on the others. */
const inkOn = (hex: string) => (luminance(hexToRgb(hex.slice(1))) > 0.58 ? "#1d1d1f" : "#ffffff");

/** FNV-1a: a stable small number from the brand, for details that vary between brands. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// A stroke font: the brand prints the same everywhere, with or without installed fonts.
// Glyphs sit on a box 6 units high; [advance width, path].

const GLYPHS: Record<string, [number, string]> = {
  A: [4, "M0 6L2 0L4 6M.7 4H3.3"],
  B: [4, "M0 6V0H2.4C3.4 0 3.8.7 3.8 1.5S3.4 3 2.4 3H0M2.4 3C3.5 3 4 3.7 4 4.5S3.5 6 2.4 6H0"],
  C: [4, "M4 1.1C3.6.4 2.9 0 2 0 .8 0 0 1.3 0 3S.8 6 2 6C2.9 6 3.6 5.6 4 4.9"],
  D: [4, "M0 0V6H1.7C3.2 6 4 4.8 4 3S3.2 0 1.7 0Z"],
  E: [3.6, "M3.6 0H0V6H3.6M0 3H3"],
  F: [3.6, "M3.6 0H0V6M0 3H3"],
  G: [4, "M4 1.1C3.6.4 2.9 0 2 0 .8 0 0 1.3 0 3S.8 6 2 6 4 5 4 3.4H2.2"],
  H: [4, "M0 0V6M4 0V6M0 3H4"],
  I: [0, "M0 0V6"],
  J: [3.4, "M3.4 0V4.2C3.4 5.3 2.8 6 1.7 6S0 5.3 0 4.4"],
  K: [4, "M0 0V6M4 0L0 3.8M1.3 2.6L4 6"],
  L: [3.4, "M0 0V6H3.4"],
  M: [5, "M0 6V0L2.5 4.2L5 0V6"],
  N: [4, "M0 6V0L4 6V0"],
  O: [4.4, "M2.2 0C.9 0 0 1.3 0 3S.9 6 2.2 6 4.4 4.7 4.4 3 3.5 0 2.2 0Z"],
  P: [4, "M0 6V0H2.3C3.4 0 4 .8 4 1.7S3.4 3.4 2.3 3.4H0"],
  Q: [4.4, "M2.2 0C.9 0 0 1.3 0 3S.9 6 2.2 6 4.4 4.7 4.4 3 3.5 0 2.2 0ZM2.8 4.5L4.4 6.2"],
  R: [4, "M0 6V0H2.3C3.4 0 4 .8 4 1.7S3.4 3.4 2.3 3.4H0M2.2 3.4L4 6"],
  S: [
    3.8,
    "M3.6 .9C3.2.3 2.6 0 1.9 0 .9 0 .2.6.2 1.5 .2 3.4 3.8 2.6 3.8 4.5 3.8 5.4 3 6 1.9 6 1.1 6 .4 5.6 0 5",
  ],
  T: [4, "M0 0H4M2 0V6"],
  U: [4, "M0 0V4C0 5.3.8 6 2 6S4 5.3 4 4V0"],
  V: [4.2, "M0 0L2.1 6L4.2 0"],
  W: [5.6, "M0 0L1.3 6L2.8 1.6L4.3 6L5.6 0"],
  X: [4, "M0 0L4 6M4 0L0 6"],
  Y: [4, "M0 0L2 3L4 0M2 3V6"],
  Z: [4, "M0 0H4L0 6H4"],
  "0": [4, "M2 0C.8 0 0 1.3 0 3S.8 6 2 6 4 4.7 4 3 3.2 0 2 0Z"],
  "1": [1.6, "M0 1.2L1.6 0V6"],
  "2": [4, "M.2 1.3C.5.5 1.2 0 2 0 3.1 0 3.8.7 3.8 1.7 3.8 3.2 0 4.4 0 6H4"],
  "3": [
    3.8,
    "M.1.7C.5.3 1.1 0 1.9 0 3 0 3.6.6 3.6 1.5S3 3 1.9 3H1.4M1.9 3C3.1 3 3.8 3.6 3.8 4.5S3.1 6 1.9 6C1.1 6 .4 5.7 0 5.2",
  ],
  "4": [4, "M3 6V0L0 4.2H4"],
  "5": [
    3.8,
    "M3.6 0H.4L.1 2.7C.5 2.4 1.1 2.2 1.8 2.2 3 2.2 3.8 3 3.8 4.1S3 6 1.8 6C1 6 .4 5.7 0 5.2",
  ],
  "6": [
    3.9,
    "M3.5.5C3.1.2 2.6 0 2 0 .8 0 0 1.3 0 3.3 0 5 .7 6 1.9 6S3.9 5.2 3.9 4.1 3.1 2.3 1.9 2.3C1 2.3.3 2.8 0 3.5",
  ],
  "7": [4, "M0 0H4L1.4 6"],
  "8": [
    4,
    "M2 3C.9 3 .3 2.4.3 1.5S.9 0 2 0 3.7.6 3.7 1.5 3.1 3 2 3C.8 3 0 3.7 0 4.5S.8 6 2 6 4 5.3 4 4.5 3.2 3 2 3Z",
  ],
  "9": [
    3.9,
    "M.4 5.5C.8 5.8 1.3 6 1.9 6 3.1 6 3.9 4.7 3.9 2.7 3.9 1 3.2 0 2 0S0 .8 0 1.9.8 3.7 2 3.7C2.9 3.7 3.6 3.2 3.9 2.5",
  ],
};
const LETTER_GAP = 1.6;
const SPACE = 2.6;

interface TextBox {
  /** centre, the most room it may take, a rotation in degrees */
  x: number;
  y: number;
  width: number;
  height: number;
  rotate?: number;
}

/** The brand as stroked glyphs centred in a box; `<use>`s the glyph definitions in <defs>. */
function wordmark(
  text: string,
  box: TextBox,
  colour: string,
  used: Set<string>,
  mirrored: boolean,
) {
  const chars = [...text].filter((char) => char === " " || GLYPHS[char]);
  let x = 0;
  const uses: string[] = [];
  for (const char of chars) {
    if (char === " ") {
      x += SPACE;
      continue;
    }
    const [advance = 0] = GLYPHS[char] ?? [];
    used.add(char);
    uses.push(`<use href="#g${char}" x="${round(x)}"/>`);
    x += advance + LETTER_GAP;
  }
  const width = Math.max(x - LETTER_GAP, 1);
  if (uses.length === 0) return "";
  const scale = round(Math.min(box.height / 6, box.width / width));
  const transforms = [
    // Printed on the far side of a mirrored product: read the right way round.
    mirrored ? `translate(${box.x * 2} 0) scale(-1 1)` : "",
    box.rotate ? `rotate(${box.rotate} ${box.x} ${box.y})` : "",
    `translate(${round(box.x - (width * scale) / 2)} ${round(box.y - 3 * scale)}) scale(${scale})`,
  ];
  return (
    `<g transform="${transforms.filter(Boolean).join(" ")}" fill="none" stroke="${colour}"` +
    ` stroke-width="1.05" stroke-linecap="round" stroke-linejoin="round">${uses.join("")}</g>`
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

type Point = [number, number];

/** A point turned by `degrees` about a centre, rounded. */
function turn([x, y]: Point, degrees: number, [cx, cy]: Point = [400, 400]): Point {
  const angle = (degrees * Math.PI) / 180;
  const [dx, dy] = [x - cx, y - cy];
  return [
    round(cx + dx * Math.cos(angle) - dy * Math.sin(angle)),
    round(cy + dx * Math.sin(angle) + dy * Math.cos(angle)),
  ];
}

// ---------------------------------------------------------------------------------------------
// Products. Each draws in the 800×800 box, toe (front) to the right for shoes.

type Ground = "floor" | "flat";

interface Product {
  body: string;
  text: TextBox;
  /** which colour the brand is printed on */
  textOn?: string;
  ground: Ground;
  /** a standing product's floor shadow: centre and radii */
  shadow?: [number, number, number, number];
  /** a flat-lay product's silhouette (paths without paint), for its soft drop shadow */
  outline?: string;
  /** the close-up's centre */
  focus: [number, number];
  footwear?: boolean;
  /** variant 2's pair: where the back and the front shoe go, and their scale */
  pair?: [number, number, number, number, number];
}

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${extra}/>`;
const stitch = (d: string, colour: string) =>
  stroke(d, colour, 2, ` stroke-dasharray="6 5" opacity=".55"`);
const BODY = "url(#gb)";

function laces(from: Point, to: Point, count: number, p: Palette, tilt = 0) {
  const [x0, y0] = from;
  const [x1, y1] = to;
  // Across the top of the shoe: perpendicular to the eyestay, turned up by `tilt` degrees.
  const angle = Math.atan2(x0 - x1, y1 - y0) - (tilt * Math.PI) / 180;
  const nx = Math.cos(angle) * 26;
  const ny = Math.sin(angle) * 26;
  let eyelets = "";
  let ticks = "";
  for (let i = 0; i < count; i++) {
    const x = round(x0 + ((x1 - x0) * i) / (count - 1));
    const y = round(y0 + ((y1 - y0) * i) / (count - 1));
    eyelets += `<circle cx="${x}" cy="${y}" r="5"/>`;
    ticks += `M${x} ${y}l${round(nx)} ${round(ny)}`;
  }
  return (
    `<g fill="${p.darker}">${eyelets}</g>` +
    stroke(ticks, p.line, 10, ` stroke-linecap="round"`) +
    stroke(ticks, p.lace, 6, ` stroke-linecap="round"`)
  );
}

function soleUnit(p: Palette) {
  return (
    path(
      "M132 540C126 576 140 598 174 598H600C656 598 702 584 716 550L706 532Z",
      p.outsole,
      ` stroke="${p.line}" stroke-width="2"`,
    ) +
    path(
      "M124 500C118 550 134 584 172 584H598C650 582 694 568 710 540 716 528 708 520 696 520Z",
      p.sole,
      ` stroke="#0000002a" stroke-width="2"`,
    ) +
    stroke("M140 556C300 562 520 558 702 540", "#0000001c", 3) +
    stroke("M178 592H604", "#0000003a", 4, ` stroke-dasharray="10 8"`)
  );
}

function sneaker(p: Palette): Product {
  return {
    footwear: true,
    ground: "floor",
    shadow: [420, 596, 300, 26],
    focus: [450, 440],
    text: { x: 318, y: 464, width: 130, height: 28, rotate: -12 },
    body:
      path(
        "M130 510C116 440 124 380 146 340 150 330 162 328 170 334 204 362 244 386 284 388 304 388 322 378 334 366L336 318C346 304 376 304 386 318L394 340C442 372 502 410 554 436 612 456 664 468 690 484 714 498 718 522 700 530L130 520Z",
        BODY,
        ` stroke="${p.line}" stroke-width="3"`,
      ) +
      path("M336 368L338 318C348 304 374 304 384 318L396 344Z", p.light) +
      path("M420 362C432 420 442 470 452 524L524 526C510 480 498 440 490 406Z", p.light) +
      stitch("M430 372C440 424 450 474 458 520M482 400C490 440 502 480 514 522", p.line) +
      path(
        "M574 446C630 462 668 470 690 484 714 498 718 522 700 530L606 526C600 494 590 468 574 446Z",
        p.dark,
      ) +
      stroke(
        "M622 482C650 488 672 496 688 506M632 502C656 506 678 512 694 520",
        p.darker,
        4,
        ` stroke-dasharray="0 10" stroke-linecap="round"`,
      ) +
      path(
        "M130 514C116 446 124 386 146 344 182 380 216 430 222 474 226 496 226 508 224 516Z",
        p.dark,
      ) +
      stitch("M148 360C184 396 210 440 214 478 216 498 216 508 215 514", p.lighter) +
      stitch("M584 458C596 478 604 502 606 524", p.lighter) +
      stroke("M150 338C190 364 240 390 284 392 306 392 322 382 336 368", p.darker, 9) +
      path("M140 348L148 316C150 308 160 306 166 312L174 342Z", p.darker) +
      stroke("M390 336L556 438", p.dark, 30, ` stroke-linecap="round"`) +
      laces([396, 342], [544, 430], 5, p, 10) +
      soleUnit(p),
  };
}

function highSneaker(p: Palette): Product {
  return {
    footwear: true,
    ground: "floor",
    shadow: [420, 596, 300, 26],
    focus: [420, 380],
    text: { x: 300, y: 474, width: 150, height: 28, rotate: -10 },
    body:
      path(
        "M134 530C126 420 132 300 152 214 200 208 260 210 318 220L326 190C338 176 362 178 368 192L376 228C396 300 440 390 552 442 612 460 668 478 692 500 706 512 704 530 690 532Z",
        BODY,
        ` stroke="${p.line}" stroke-width="3"`,
      ) +
      path("M318 222L326 190C338 178 360 178 366 192L378 236Z", p.light) +
      path(
        "M560 446C616 462 668 480 692 500 706 512 704 530 690 532H606C596 500 578 468 560 446Z",
        p.dark,
      ) +
      path(
        "M134 530C124 440 130 330 146 260 190 300 220 380 226 440 230 490 228 512 226 530Z",
        p.dark,
      ) +
      stitch("M150 272C188 310 214 380 218 440 221 490 220 512 219 528", p.lighter) +
      stroke("M154 216C200 210 260 212 320 222", p.darker, 12, ` stroke-linecap="round"`) +
      `<circle cx="206" cy="318" r="30" fill="${p.sole}" stroke="${p.darker}" stroke-width="4"/>` +
      `<circle cx="206" cy="318" r="12" fill="${p.base}"/>` +
      stroke("M378 232L548 436", p.dark, 30, ` stroke-linecap="round"`) +
      laces([382, 240], [536, 424], 7, p) +
      soleUnit(p),
  };
}

function boot(p: Palette): Product {
  const welt = "#6b4a2f";
  return {
    footwear: true,
    ground: "floor",
    shadow: [430, 606, 300, 26],
    focus: [440, 380],
    text: { x: 290, y: 250, width: 100, height: 22 },
    textOn: p.darker,
    body:
      path(
        "M158 550C150 440 160 300 176 204 240 196 310 196 372 200 376 280 388 340 412 378 480 414 600 446 668 478 706 496 716 526 706 552Z",
        BODY,
        ` stroke="${p.line}" stroke-width="3"`,
      ) +
      path("M158 550C150 470 156 420 164 380 210 392 240 440 250 550Z", p.dark) +
      path(
        "M590 450C640 462 690 480 702 500 714 520 714 540 706 552H604C602 512 598 480 590 450Z",
        p.dark,
      ) +
      stitch("M178 392C216 410 236 450 242 548", p.lighter) +
      stitch("M598 462C604 490 606 520 606 548", p.lighter) +
      path("M234 232H346V268H234Z", p.darker) +
      stroke("M182 210C170 160 200 150 212 204", p.darker, 9, ` stroke-linecap="round"`) +
      stroke("M176 206C240 194 310 194 374 200", p.darker, 16, ` stroke-linecap="round"`) +
      stroke("M380 212L420 376", p.dark, 28, ` stroke-linecap="round"`) +
      laces([384, 222], [416, 370], 6, p, 40) +
      path("M150 546H708C718 548 718 566 708 568H150Z", welt) +
      stroke("M158 557H704", "#e9d6b9", 2, ` stroke-dasharray="5 4"`) +
      path(
        "M150 566V612H296C302 600 320 598 340 598H700C716 598 724 584 712 566Z",
        "#2b2b2b",
        ` stroke="#111" stroke-width="2"`,
      ) +
      stroke("M158 604H292M346 590H700", "#000000", 12, ` stroke-dasharray="12 9" opacity=".55"`),
  };
}

/** A slide, seen from above, toe up, turned a little. */
function sandal(p: Palette): Product {
  const tilt = -24;
  const sole =
    "M400 652C350 652 322 622 322 572 322 502 344 456 340 396 334 322 300 262 306 212 312 162 356 140 404 142 460 144 494 170 496 230 498 300 466 342 466 412 466 482 480 522 480 572 480 622 450 652 400 652Z";
  const strap =
    "M292 262C356 238 452 238 514 262 524 300 522 352 510 392 452 410 356 410 302 392 288 352 284 300 292 262Z";
  const [tx, ty] = turn([404, 320], tilt);
  return {
    footwear: true,
    ground: "flat",
    outline: `<path d="${sole}${strap}" transform="rotate(${tilt} 400 400) translate(6 16)"/>`,
    pair: [125, -20, -105, 30, 0.76],
    focus: turn([420, 330], tilt),
    text: { x: tx, y: ty, width: 150, height: 30, rotate: tilt },
    body:
      `<g transform="rotate(${tilt} 400 400)">` +
      path(sole, p.darker, ` transform="translate(8 22)"`) +
      path(sole, p.dark, ` transform="translate(4 11)"`) +
      path(sole, p.light, ` stroke="${p.line}" stroke-width="2"`) +
      stroke(
        "M400 628C362 628 346 604 346 568 346 500 360 450 356 392 350 326 328 268 332 218 338 180 366 166 404 166 446 168 472 190 472 232 472 300 452 344 452 412 452 482 456 522 456 570 456 606 436 628 400 628Z",
        p.dark,
        3,
        ` opacity=".5"`,
      ) +
      path(strap, p.darker, ` transform="translate(0 10)"`) +
      path(strap, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      stitch("M302 276C360 256 448 256 504 276M308 380C360 396 448 396 500 380", p.lighter) +
      `</g>`,
  };
}

function tshirt(p: Palette): Product {
  const shape =
    "M318 170C350 200 450 200 482 170L590 206 680 312 612 372 566 330V640C460 652 340 652 234 640V330L188 372 120 312 210 206Z";
  return {
    ground: "flat",
    outline: `<path d="${shape}"/>`,
    focus: [400, 290],
    text: { x: 400, y: 300, width: 190, height: 34 },
    body:
      path("M318 170C350 152 450 152 482 170 450 190 350 190 318 170Z", p.darker) +
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      stroke("M318 172C350 204 450 204 482 172", p.dark, 12) +
      stroke("M666 300L600 360M134 300L200 360", p.dark, 10) +
      stroke("M238 628C340 640 460 640 562 628", p.dark, 8) +
      stitch("M236 616C340 628 460 628 564 616", p.line) +
      path("M234 330C262 420 252 540 274 644L234 640Z", p.dark, ` opacity=".45"`) +
      path("M566 330C540 420 548 540 528 646L566 640Z", p.dark, ` opacity=".45"`) +
      stroke(
        "M300 430C350 450 420 446 480 470M320 540C380 552 430 548 500 560",
        p.dark,
        6,
        ` opacity=".25" stroke-linecap="round"`,
      ),
  };
}

function hoodie(p: Palette): Product {
  const hood = "M300 186C296 110 350 78 400 78S504 110 500 186Z";
  const shape =
    "M306 180L222 208C184 224 170 258 162 300L112 560 174 578 232 364V640H568V364L626 578 688 560 638 300C630 258 616 224 578 208L494 180Z";
  const cuffs = "M108 556L176 576 166 612 100 594ZM692 556L624 576 634 612 700 594Z";
  return {
    ground: "flat",
    outline: `<path d="${hood}${shape}${cuffs}"/>`,
    focus: [400, 330],
    text: { x: 400, y: 398, width: 180, height: 30 },
    body:
      path(hood, p.dark, ` stroke="${p.line}" stroke-width="2"`) +
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      path(cuffs, p.dark) +
      path("M232 610H568V646H232Z", p.dark) +
      stroke("M232 620H568M232 632H568", p.darker, 2, ` opacity=".5"`) +
      path("M316 186C326 252 474 252 484 186 460 160 340 160 316 186Z", p.darker) +
      stroke("M314 186C326 256 474 256 486 186", p.base, 14) +
      stroke(
        "M372 240C368 290 376 320 370 352M428 240C432 290 424 320 430 352",
        p.lace,
        6,
        ` stroke-linecap="round"`,
      ) +
      path(
        "M296 480L332 424H468L504 480V598H296Z",
        p.base,
        ` stroke="${p.dark}" stroke-width="3"`,
      ) +
      stroke("M300 480L334 428M500 480L466 428", p.darker, 5) +
      stitch("M306 590H494", p.line) +
      path("M232 364C250 440 246 540 262 610H232Z", p.dark, ` opacity=".4"`) +
      path("M568 364C552 440 556 540 538 610H568Z", p.dark, ` opacity=".4"`),
  };
}

function jacket(p: Palette): Product {
  // Puffer baffles: seams across the body and both sleeves, a highlight above each seam.
  const baffle = (y: number) => `M242 ${y}C320 ${y + 12} 480 ${y + 12} 558 ${y}`;
  const rows = [270, 340, 410, 480, 550];
  const seams = rows.map(baffle).join("");
  const highlights = rows.map((y) => baffle(y - 22)).join("");
  const sleeveSeams = (
    [
      [168, 330, 226, 346],
      [154, 400, 216, 416],
      [140, 470, 204, 486],
      [126, 540, 190, 556],
    ] as const
  )
    .map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}M${800 - x1} ${y1}L${800 - x2} ${y2}`)
    .join("");
  const shape =
    "M322 196L236 220C196 236 178 270 170 310L120 570 186 590 240 380V630C340 650 460 650 560 630V380L614 590 680 570 630 310C622 270 604 236 564 220L478 196Z";
  const collar = "M326 150C360 138 440 138 474 150L482 206C440 220 360 220 318 206Z";
  const cuffs = "M116 566L188 588 180 622 108 600ZM684 566L612 588 620 622 692 600Z";
  return {
    ground: "flat",
    outline: `<path d="${shape}${collar}${cuffs}"/>`,
    focus: [440, 300],
    text: { x: 482, y: 250, width: 90, height: 18 },
    body:
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      stroke(highlights, p.lighter, 12, ` opacity=".35" stroke-linecap="round"`) +
      stroke(seams + sleeveSeams, p.darker, 3) +
      path(cuffs, p.darker) +
      path(collar, p.dark, ` stroke="${p.line}" stroke-width="2"`) +
      stroke("M400 146V644", p.darker, 7) +
      stroke("M400 146V644", p.lighter, 2, ` stroke-dasharray="2 3"`) +
      path("M394 214H406V250H394Z", "#c9c9c9", ` stroke="#555" stroke-width="2"`) +
      stroke("M280 520L300 440M520 520L500 440", p.darker, 4),
  };
}

function pants(p: Palette, short: boolean): Product {
  const shape = short
    ? "M272 200H528L540 248 604 520C540 540 470 540 424 530L402 372 378 530C330 540 260 540 196 520L260 248Z"
    : "M282 130H518L528 180 566 664C550 682 474 686 432 678L402 320 368 678C326 686 250 682 234 664L272 180Z";
  const top = short ? 200 : 130;
  const band = short ? "M272 200H528L532 246H268Z" : "M282 130H518L522 178H278Z";
  const hems = short
    ? "M200 506C260 524 330 524 380 514M424 514C470 524 540 524 600 506"
    : "M238 652C280 664 330 666 370 662M430 662C470 666 520 664 562 652";
  return {
    ground: "flat",
    outline: `<path d="${shape}"/>`,
    focus: [400, short ? 330 : 280],
    text: short
      ? { x: 306, y: 470, width: 90, height: 16, rotate: -6 }
      : { x: 322, y: 250, width: 76, height: 15 },
    body:
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      path(band, p.dark) +
      stroke(`M290 ${top + 16}H510`, p.darker, 2, ` stroke-dasharray="3 4" opacity=".6"`) +
      stroke(
        `M392 ${top + 48}C384 ${top + 90} 372 ${top + 110} 378 ${top + 140}M408 ${top + 48}C416 ${top + 90} 428 ${top + 110} 422 ${top + 140}`,
        p.lace,
        6,
        ` stroke-linecap="round"`,
      ) +
      stroke(hems, p.dark, short ? 10 : 22) +
      stroke(
        `M298 ${top + 60}C310 ${top + 90} 316 ${top + 110} 318 ${top + 140}M502 ${top + 60}C490 ${top + 90} 484 ${top + 110} 482 ${top + 140}`,
        p.darker,
        4,
      ) +
      stroke(
        short
          ? "M300 300C300 380 292 450 290 520M500 300C500 380 508 450 510 520"
          : "M318 240C322 400 312 540 304 668M482 240C478 400 488 540 496 668",
        p.dark,
        short ? 8 : 12,
        ` opacity=".35" stroke-linecap="round"`,
      ),
  };
}

function cap(p: Palette): Product {
  return {
    ground: "floor",
    shadow: [460, 500, 280, 24],
    focus: [520, 380],
    text: { x: 566, y: 398, width: 86, height: 22, rotate: 6 },
    body:
      path(
        "M540 474C620 452 720 458 764 492 744 514 640 514 560 502Z",
        p.dark,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      path(
        "M190 480C180 340 270 240 410 236 540 234 620 320 630 470 500 486 320 490 190 480Z",
        BODY,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      stroke("M410 238C470 300 500 390 502 482M410 238C350 300 320 400 318 486", p.dark, 4) +
      stitch("M420 240C484 302 514 390 516 482M400 240C338 302 306 400 304 486", p.lighter) +
      `<ellipse cx="410" cy="238" rx="18" ry="8" fill="${p.darker}"/>` +
      `<g fill="${p.darker}"><circle cx="330" cy="300" r="6"/><circle cx="488" cy="296" r="6"/></g>` +
      stroke("M192 480C320 490 500 486 630 470", p.darker, 8) +
      path(
        "M560 502C640 514 744 514 764 492 760 504 744 520 700 524 640 526 590 518 560 510Z",
        p.darker,
      ),
  };
}

function bag(p: Palette): Product {
  return {
    ground: "floor",
    shadow: [400, 648, 200, 20],
    focus: [400, 470],
    text: { x: 400, y: 492, width: 100, height: 18 },
    textOn: p.sole,
    body:
      stroke("M356 196C356 136 444 136 444 196", p.darker, 16) +
      path("M252 250C222 320 222 480 238 610H262C250 480 250 330 272 262Z", p.darker) +
      path("M548 250C578 320 578 480 562 610H538C550 480 550 330 528 262Z", p.darker) +
      path(
        "M250 236C250 184 300 170 400 170S550 184 550 236V600C550 630 530 648 500 648H300C270 648 250 630 250 600Z",
        BODY,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      stroke("M266 258C320 204 480 204 534 258", p.darker, 5) +
      path("M512 232L528 226 534 262 520 266Z", "#c9c9c9") +
      path(
        "M280 420C280 400 300 390 320 390H480C500 390 520 400 520 420V600C520 616 510 626 494 626H306C290 626 280 616 280 600Z",
        p.dark,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      stroke("M296 412H504", p.darker, 5) +
      stitch("M292 432V598C292 608 298 614 308 614H492C502 614 508 608 508 598V432", p.lighter) +
      `<rect x="338" y="468" width="124" height="48" rx="6" fill="${p.sole}"/>`,
  };
}

function socks(p: Palette): Product {
  const shape =
    "M280 140H396V452C396 480 410 498 440 506L572 540C624 554 628 636 570 640L382 636C316 634 280 590 280 520Z";
  const sock =
    path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
    path("M280 140H396V206H280Z", p.dark) +
    stroke("M284 173H392", p.darker, 56, ` stroke-dasharray="3 8" opacity=".5"`) +
    path("M280 500C280 590 316 634 380 636L386 588C344 584 326 556 326 500Z", p.darker) +
    path("M540 532L572 540C624 554 628 636 570 640L532 639C548 610 552 570 540 532Z", p.darker);
  return {
    ground: "flat",
    outline: `<path d="${shape}" transform="translate(96 -56)"/><path d="${shape}"/>`,
    focus: [360, 300],
    text: { x: 338, y: 262, width: 92, height: 18 },
    body: `<g id="s" transform="translate(96 -56)">${sock}</g><use href="#s" transform="translate(-96 56)"/>`,
  };
}

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
