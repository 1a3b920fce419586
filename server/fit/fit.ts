/**
 * The size that fits (docs/fit.md): a shopper's foot length from what they said, and the size of
 * a brand's grid that fits it, or the two sizes it falls between. Pure: the schema reads the
 * grids and hands their rows here.
 *
 * Lengths are whole millimetres, so no comparison depends on floating-point rounding.
 */

/** How far a size's foot length may be from the shopper's for the size to fit them. */
export const FIT_TOLERANCE_MM = 1;

/** The shortest and longest feet the shop believes (a child's 10 cm to 35 cm). */
export const FOOT_MIN_MM = 100;
export const FOOT_MAX_MM = 350;

/** A row of a shoe grid as the fit reads it: the size's EU number and its foot length. */
export interface ChartRow {
  eu: number;
  footMm: number;
}

/** One of a product's sizes with the foot length it is for by its brand's grid. */
export interface SizeLength {
  name: string;
  footMm: number;
}

export type SizeFit =
  | { kind: "FITS"; size: SizeLength }
  | { kind: "BETWEEN"; smaller: SizeLength; larger: SizeLength }
  /** The foot is shorter than the smallest size, or longer than the largest. */
  | { kind: "SMALLER"; nearest: SizeLength }
  | { kind: "LARGER"; nearest: SizeLength };

/** A grid row's cm as a foot length in millimetres: "26.5" → 265; a range ("86–89") is none. */
export function footMmOf(cm: string | null | undefined): number | null {
  const text = cm?.trim().replace(",", ".");
  if (!text || !/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 10);
}

const FRACTIONS: Readonly<Record<string, number>> = {
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "½": 1 / 2,
  "1/3": 1 / 3,
  "2/3": 2 / 3,
  "1/2": 1 / 2,
};

/**
 * A size's EU number: "42", "42.5", "42,5", "42⅔" and "42 2/3" (adidas writes thirds). Anything
 * else ("M", "ONE SIZE", "39–42") is none.
 */
export function euNumber(label: string): number | null {
  const match = /^(\d{2})(?:[.,](\d))?\s*(⅓|⅔|½|1\/3|2\/3|1\/2)?$/.exec(label.trim());
  if (!match) return null;
  const [, whole = "", tenth, fraction] = match;
  if (tenth !== undefined && fraction !== undefined) return null;
  return (
    Number(whole) + (tenth ? Number(tenth) / 10 : 0) + (fraction ? (FRACTIONS[fraction] ?? 0) : 0)
  );
}

/**
 * The foot length a grid gives an EU size: its row's, or between two rows in proportion (a grid
 * of thirds read at a half size, a grid of halves at a third); none outside the grid.
 */
export function chartFootMm(chart: readonly ChartRow[], eu: number): number | null {
  const rows = [...chart].sort((a, b) => a.eu - b.eu);
  const EPSILON = 0.01;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    if (!row) continue;
    if (Math.abs(row.eu - eu) < EPSILON) return row.footMm;
    const next = rows[index + 1];
    if (next && row.eu < eu && eu < next.eu) {
      const share = (eu - row.eu) / (next.eu - row.eu);
      return Math.round(row.footMm + share * (next.footMm - row.footMm));
    }
  }
  return null;
}

/** The lengths of a product's sizes by a grid: sizes the grid cannot read are left out. */
export function sizeLengths(names: readonly string[], chart: readonly ChartRow[]): SizeLength[] {
  const lengths: SizeLength[] = [];
  for (const name of names) {
    const eu = euNumber(name);
    const footMm = eu === null ? null : chartFootMm(chart, eu);
    if (footMm !== null) lengths.push({ name, footMm });
  }
  return lengths.sort((a, b) => a.footMm - b.footMm);
}

/**
 * The size that fits a foot: the size nearest to it within FIT_TOLERANCE_MM (of two as near, the
 * longer: a shoe a little long is worn, a short one is not); otherwise the two sizes the foot
 * falls between; otherwise the nearest end of the grid. None when no size has a length.
 */
export function fitIn(sizes: readonly SizeLength[], footMm: number): SizeFit | null {
  const sorted = [...sizes].sort((a, b) => a.footMm - b.footMm);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  let best: SizeLength | null = null;
  for (const size of sorted) {
    const distance = Math.abs(size.footMm - footMm);
    if (distance > FIT_TOLERANCE_MM) continue;
    if (!best || distance <= Math.abs(best.footMm - footMm)) best = size;
  }
  if (best) return { kind: "FITS", size: best };
  if (footMm < first.footMm) return { kind: "SMALLER", nearest: first };
  if (footMm > last.footMm) return { kind: "LARGER", nearest: last };
  const larger = sorted.find((size) => size.footMm > footMm) ?? last;
  const smaller = sorted.filter((size) => size.footMm < footMm).at(-1) ?? first;
  return { kind: "BETWEEN", smaller, larger };
}

/** "26.5 см" for 265 mm; whole centimetres without a fraction; a comma, as Russian writes it. */
export function formatCm(mm: number): string {
  const cm = mm / 10;
  return `${Number.isInteger(cm) ? String(cm) : cm.toFixed(1).replace(".", ",")} см`;
}

/**
 * What a product page says about the fit (docs/fit.md#the-product-page): «Ваш размер — 42.5:
 * стелька 27 см», or between which two sizes the foot falls.
 */
export function fitMessage(fit: SizeFit, footMm: number): string {
  const foot = formatCm(footMm);
  const insole = (size: SizeLength) => `${size.name} (стелька ${formatCm(size.footMm)})`;
  switch (fit.kind) {
    case "FITS":
      return `Ваш размер — ${fit.size.name}: стелька ${formatCm(fit.size.footMm)}`;
    case "BETWEEN":
      return `Ваша стопа ${foot} — между размерами ${insole(fit.smaller)} и ${insole(fit.larger)}`;
    case "SMALLER":
      return `Ваша стопа ${foot} — меньше самого маленького размера, ${insole(fit.nearest)}`;
    case "LARGER":
      return `Ваша стопа ${foot} — больше самого большого размера, ${insole(fit.nearest)}`;
  }
}

/** The names of the sizes a fit marks: the one that fits, or the two the foot falls between. */
export function markedSizes(fit: SizeFit): string[] {
  switch (fit.kind) {
    case "FITS":
      return [fit.size.name];
    case "BETWEEN":
      return [fit.smaller.name, fit.larger.name];
    default:
      return [];
  }
}
