import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

// Intl separates thousands with a narrow no-break space and puts a no-break space before ₽.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("shows kopecks as whole roubles in Russian style", () => {
    expect(normalise(formatPrice(1_299_000))).toBe("12 990 ₽");
    expect(normalise(formatPrice(0))).toBe("0 ₽");
    expect(normalise(formatPrice(99))).toBe("1 ₽");
    expect(normalise(formatPrice(123_456_700))).toBe("1 234 567 ₽");
  });

  it("shows a dash for an invalid or negative amount", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(formatPrice(value)).toBe("—");
    }
  });
});
