import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chartFootMm,
  euNumber,
  FIT_TOLERANCE_MM,
  fitIn,
  fitMessage,
  footMmOf,
  markedSizes,
  sizeLengths,
  type SizeLength,
} from "./fit.ts";

/** The shop's men's grid (Nike's chart) and adidas' thirds, as the seed has them. */
const NIKE = [
  [39, 245],
  [40, 250],
  [40.5, 255],
  [41, 260],
  [42, 265],
  [42.5, 270],
  [43, 275],
  [44, 280],
].map(([eu = 0, footMm = 0]) => ({ eu, footMm }));
const ADIDAS = [
  [40 + 2 / 3, 250],
  [41 + 1 / 3, 255],
  [42, 259],
  [42 + 2 / 3, 263],
  [43 + 1 / 3, 267],
  [44, 271],
].map(([eu = 0, footMm = 0]) => ({ eu, footMm }));

describe("reading grids", () => {
  it("reads a foot length in centimetres, and no range or dash", () => {
    expect(footMmOf("26.5")).toBe(265);
    expect(footMmOf("26,5")).toBe(265);
    expect(footMmOf("27")).toBe(270);
    expect(footMmOf("86–89")).toBeNull();
    expect(footMmOf("—")).toBeNull();
    expect(footMmOf(null)).toBeNull();
  });

  it("reads EU sizes with halves and thirds, and nothing else", () => {
    expect(euNumber("42")).toBe(42);
    expect(euNumber("42.5")).toBe(42.5);
    expect(euNumber("42,5")).toBe(42.5);
    expect(euNumber("42⅔")).toBeCloseTo(42.667, 3);
    expect(euNumber("42 2/3")).toBeCloseTo(42.667, 3);
    for (const other of ["M", "ONE SIZE", "39–42", "", "42.5⅓", "420"]) {
      expect(euNumber(other)).toBeNull();
    }
  });

  it("gives a grid's row, or a length in proportion between two rows, and none outside", () => {
    expect(chartFootMm(NIKE, 42)).toBe(265);
    // adidas read at the shop's 43: halfway between 42⅔ (26.3) and 43⅓ (26.7).
    expect(chartFootMm(ADIDAS, 43)).toBe(265);
    expect(chartFootMm(ADIDAS, 42.5)).toBe(262);
    expect(chartFootMm(NIKE, 38)).toBeNull();
    expect(chartFootMm(NIKE, 45)).toBeNull();
  });
});

describe("the size that fits", () => {
  const shopSizes = ["40", "41", "42", "42.5", "43", "44"];

  it("marks Nike 42's foot as 43 in adidas and 42 by the shop's grid", () => {
    const foot = chartFootMm(NIKE, 42) ?? 0;
    const adidas = fitIn(sizeLengths(shopSizes, ADIDAS), foot);
    expect(adidas).toEqual({ kind: "FITS", size: { name: "43", footMm: 265 } });
    expect(fitMessage(adidas ?? fail(), foot)).toBe("Ваш размер — 43: стелька 26,5 см");
    expect(markedSizes(fitIn(sizeLengths(shopSizes, NIKE), foot) ?? fail())).toEqual(["42"]);
  });

  it("says between which two sizes a foot falls", () => {
    const fit = fitIn(sizeLengths(shopSizes, NIKE), 268);
    expect(fit?.kind).toBe("BETWEEN");
    expect(markedSizes(fit ?? fail())).toEqual(["42", "42.5"]);
    expect(fitMessage(fit ?? fail(), 268)).toBe(
      "Ваша стопа 26,8 см — между размерами 42 (стелька 26,5 см) и 42.5 (стелька 27 см)",
    );
  });

  it("says when the foot is outside the sizes, and has nothing to say without sizes", () => {
    expect(fitIn(sizeLengths(shopSizes, NIKE), 230)?.kind).toBe("SMALLER");
    expect(fitIn(sizeLengths(shopSizes, NIKE), 300)?.kind).toBe("LARGER");
    expect(fitIn([], 265)).toBeNull();
  });

  const sizesArbitrary = fc
    .uniqueArray(fc.integer({ min: 150, max: 320 }), { minLength: 1, maxLength: 15 })
    .map((lengths) => lengths.map((footMm): SizeLength => ({ name: String(footMm), footMm })));

  it("fits a size within the tolerance, the nearest, and never one farther", () => {
    fc.assert(
      fc.property(sizesArbitrary, fc.integer({ min: 100, max: 350 }), (sizes, foot) => {
        const fit = fitIn(sizes, foot);
        if (!fit) return false;
        const nearest = Math.min(...sizes.map((size) => Math.abs(size.footMm - foot)));
        if (fit.kind === "FITS") {
          const distance = Math.abs(fit.size.footMm - foot);
          return distance <= FIT_TOLERANCE_MM && distance === nearest;
        }
        return nearest > FIT_TOLERANCE_MM;
      }),
    );
  });

  it("puts a foot between two neighbouring sizes, one shorter and one longer", () => {
    fc.assert(
      fc.property(sizesArbitrary, fc.integer({ min: 100, max: 350 }), (sizes, foot) => {
        const fit = fitIn(sizes, foot);
        if (fit?.kind !== "BETWEEN") return true;
        const inBetween = sizes.filter(
          (size) => size.footMm > fit.smaller.footMm && size.footMm < fit.larger.footMm,
        );
        return fit.smaller.footMm < foot && foot < fit.larger.footMm && inBetween.length === 0;
      }),
    );
  });

  it("marks sizes that are the product's own, one or two of them", () => {
    fc.assert(
      fc.property(sizesArbitrary, fc.integer({ min: 100, max: 350 }), (sizes, foot) => {
        const marked = markedSizes(fitIn(sizes, foot) ?? fail());
        const names = new Set(sizes.map((size) => size.name));
        return marked.length <= 2 && marked.every((name) => names.has(name));
      }),
    );
  });
});

function fail(): never {
  throw new Error("no fit");
}
