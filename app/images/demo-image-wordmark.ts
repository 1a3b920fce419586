/**
 * The brand printed on a demo picture, in a stroke font: it prints the same everywhere, with or
 * without installed fonts. Glyphs sit on a box 6 units high; [advance width, path].
 */
import { round, type TextBox } from "./demo-image-draw.ts";

export const GLYPHS: Record<string, [number, string]> = {
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

/** The brand as stroked glyphs centred in a box; `<use>`s the glyph definitions in <defs>. */
export function wordmark(
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
