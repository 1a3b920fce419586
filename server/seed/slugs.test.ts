import { describe, expect, it } from "vitest";
import { legacyProductSlug, productSlug } from "./slugs.ts";

describe("demo product slugs", () => {
  it("name the brand once", () => {
    const parts = {
      brandSlug: "nike",
      modelSlug: "nike-air-max-90",
      colorSlug: "white",
      number: 12,
    };
    expect(productSlug(parts)).toBe("nike-air-max-90-white-12");
    expect(legacyProductSlug(parts)).toBe("nike-nike-air-max-90-white-12");
  });

  it("put the brand first where the model's slug does not name it", () => {
    const parts = {
      brandSlug: "tommy-hilfiger",
      modelSlug: "tommy-jeans-regular-linear-logo-tee",
      colorSlug: "navy",
      number: 3,
    };
    expect(productSlug(parts)).toBe("tommy-hilfiger-tommy-jeans-regular-linear-logo-tee-navy-3");
    expect(legacyProductSlug(parts)).toBe(productSlug(parts));
  });

  it("take the model's slug as it is where it names the brand inside", () => {
    const parts = {
      brandSlug: "jordan",
      modelSlug: "air-jordan-1-mid",
      colorSlug: "red",
      number: 7,
    };
    expect(productSlug(parts)).toBe("air-jordan-1-mid-red-7");
    expect(legacyProductSlug(parts)).toBe("jordan-air-jordan-1-mid-red-7");
  });
});
