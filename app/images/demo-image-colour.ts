/**
 * The demo pictures' colours: a palette of panels, shades and tints from the product's one hex
 * colour, the ink the brand prints in, and a stable number per brand for details that vary.
 */

export type Rgb = [number, number, number];

export const hexToRgb = (hex: string): Rgb => [
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
export function hueSaturation([r, g, b]: Rgb): [number, number] {
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

export interface Palette {
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

export function palette(hex: string, seed: number): Palette {
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
export const inkOn = (hex: string) =>
  luminance(hexToRgb(hex.slice(1))) > 0.58 ? "#1d1d1f" : "#ffffff";

/** FNV-1a: a stable small number from the brand, for details that vary between brands. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
