import { describe, expect, it } from "vitest";
import { negotiateFormat, parseModifiers, readImageRequest } from "./ipx-request.ts";

describe("parseModifiers", () => {
  it("reads the sizing options in ipx's syntax, quality 80 by default", () => {
    expect(parseModifiers("_")).toEqual({ quality: 80 });
    expect(parseModifiers("w_320&h_480&f_jpg&q_60&fit_inside&b_FFF")).toEqual({
      width: 320,
      height: 480,
      format: "jpeg",
      quality: 60,
      fit: "inside",
      background: "#fff",
    });
    expect(parseModifiers("width=96,height:56,format_auto,background_#000000")).toEqual({
      width: 96,
      height: 56,
      quality: 80,
      background: "#000000",
    });
  });

  it.each([
    // Off the shop's size ladder, another quality or AVIF: each another costly render.
    "w_100",
    "h_1000",
    "q_100",
    "q_1",
    "f_avif",
    "w_3073",
    "w_1e3",
    "w_-1",
    "w_12.5",
    "w_",
    "w_96&width_192",
    "s_100x100",
    "fit_crop",
    "constructor_1",
    "f_constructor",
    "fit_constructor",
  ])("refuses %s", (text) => {
    expect(() => parseModifiers(text)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("negotiateFormat", () => {
  it.each([
    [null, "webp"],
    ["", "webp"],
    ["*/*", "webp"],
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "webp"],
    ["image/webp,*/*", "webp"],
    ["image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5", "jpeg"],
    ["image/webp;q=0, image/jpeg", "jpeg"],
    ["image/jpeg", "jpeg"],
  ])("Accept %j → %s", (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});

describe("readImageRequest", () => {
  const read = (path: string, imageDomain?: string) =>
    readImageRequest(new URL(`http://localhost${path}`), imageDomain);

  it("splits /_ipx/{modifiers}/{source} and names the source's kind", () => {
    expect(read("/_ipx/w_320&f_webp/demo-images/sneaker/1f2937/nike/1.svg")).toEqual({
      modifiers: { width: 320, format: "webp", quality: 80 },
      source: { kind: "demo", id: "/demo-images/sneaker/1f2937/nike/1.svg" },
    });
    expect(read("/_ipx/_/images/brands/nike.png").source).toEqual({
      kind: "file",
      id: "/images/brands/nike.png",
    });
    expect(
      read("/_ipx/w_96/https:/images.meet-market.ru/a.png?v=1", "images.meet-market.ru"),
    ).toMatchObject({ source: { kind: "remote", id: "https://images.meet-market.ru/a.png?v=1" } });
  });

  it.each([
    ["/_ipx", 404],
    ["/_ipx/w_96", 400],
    ["/_ipx/w_96/", 400],
    ["/_ipx/%E0%A4%A/a.png", 400],
    ["/_ipx/w_96/images%2F..%2Fsecret.png", 400],
    ["/_ipx/w_96/images/a.txt", 404],
    ["/_ipx/w_96/demo-images/shoe/1f2937/nike/1.svg", 404],
    ["/_ipx/w_96/https://evil.example.com/a.png", 403],
  ])("refuses %s with %i", (path, status) => {
    expect(() => read(path, "images.meet-market.ru")).toThrow(expect.objectContaining({ status }));
  });
});
