import { describe, expect, it } from "vitest";
import {
  highFetchPriority,
  IMAGE_MAX_DIMENSION,
  IMAGE_SCREEN_WIDTHS,
  ipxSrcSet,
  ipxUrl,
  ipxWidthSrcSet,
} from "./image-url.ts";

const demo = "/demo-images/sneaker/1f2937/nike/1.svg";

describe("ipxUrl", () => {
  it("gives one canonical URL: the width first, defaults (webp by Accept, q 80) left out", () => {
    expect(ipxUrl(demo, { width: 320 })).toBe(`/_ipx/w_320${demo}`);
    expect(ipxUrl(demo.slice(1), { width: 320, quality: 80 })).toBe(`/_ipx/w_320${demo}`);
  });

  it("writes every sizing option (docs/catalogue.md#image-proxy)", () => {
    expect(
      ipxUrl(demo, {
        width: 640,
        height: 480,
        format: "webp",
        quality: 60,
        fit: "contain",
        background: "#FFF",
      }),
    ).toBe(`/_ipx/w_640&h_480&f_webp&q_60&fit_contain&b_fff${demo}`);
  });

  it("keeps an http(s) source whole, with its query escaped into the path", () => {
    expect(ipxUrl("https://images.meet-market.ru/p/1 a.jpg?v=2", { width: 768 })).toBe(
      "/_ipx/w_768/https://images.meet-market.ru/p/1%20a.jpg%3Fv=2",
    );
  });

  it("refuses sizes the server would refuse", () => {
    expect(() => ipxUrl(demo, { width: 0 })).toThrow(RangeError);
    expect(() => ipxUrl(demo, { width: 320.5 })).toThrow(RangeError);
    expect(() => ipxUrl(demo, { width: IMAGE_MAX_DIMENSION + 1 })).toThrow(RangeError);
    expect(() => ipxUrl(demo, { width: 320, quality: 101 })).toThrow(RangeError);
    expect(() => ipxUrl(demo, { width: 320, background: "red" })).toThrow(RangeError);
  });
});

describe("ipxSrcSet", () => {
  it("lists the 1x and 2x densities", () => {
    expect(ipxSrcSet(demo, 320)).toBe(`/_ipx/w_320${demo} 1x, /_ipx/w_640${demo} 2x`);
    expect(ipxSrcSet(demo, 480, { height: 300, fit: "cover" })).toBe(
      `/_ipx/w_480&h_300&fit_cover${demo} 1x, /_ipx/w_960&h_600&fit_cover${demo} 2x`,
    );
  });

  it("never asks for more than the widest screen at 2x", () => {
    expect(IMAGE_SCREEN_WIDTHS).toEqual({
      xs: 320,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      xxl: 1536,
      "2xl": 1536,
    });
    expect(IMAGE_MAX_DIMENSION).toBe(3072);
    expect(ipxSrcSet(demo, IMAGE_SCREEN_WIDTHS["2xl"])).toBe(
      `/_ipx/w_1536${demo} 1x, /_ipx/w_3072${demo} 2x`,
    );
    expect(ipxSrcSet(demo, 2000)).toBe(`/_ipx/w_2048${demo} 1x, /_ipx/w_3072${demo} 2x`);
  });
});

describe("ipxWidthSrcSet", () => {
  it("lists the screen widths up to the largest asked for, once each", () => {
    expect(ipxWidthSrcSet("/demo-images/a/1.svg", 768)).toBe(
      "/_ipx/w_320/demo-images/a/1.svg 320w, /_ipx/w_640/demo-images/a/1.svg 640w, " +
        "/_ipx/w_768/demo-images/a/1.svg 768w",
    );
    expect(ipxWidthSrcSet("/demo-images/a/1.svg", 1536).split(", ")).toHaveLength(6);
  });
});

describe("highFetchPriority", () => {
  it("gives the lowercase attribute React 18 passes through, or nothing", () => {
    expect(highFetchPriority(true)).toEqual({ fetchpriority: "high" });
    expect(highFetchPriority(false)).toEqual({});
  });
});
