import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it("shows kopecks as whole roubles: no-break spaces between thousands and before ₽", () => {
    expect(formatPrice(1_299_000)).toBe("12\u00A0990\u00A0₽");
    expect(formatPrice(0)).toBe("0\u00A0₽");
    expect(formatPrice(99)).toBe("1\u00A0₽");
    expect(formatPrice(123_456_700)).toBe("1\u00A0234\u00A0567\u00A0₽");
    expect(formatPrice(99_900)).toBe("999\u00A0₽");
  });

  it("shows a dash for an invalid or negative amount", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(formatPrice(value)).toBe("—");
    }
  });
});
