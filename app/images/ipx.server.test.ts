import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createImageHandler, negotiateFormat, parseModifiers } from "./ipx.server.ts";

/** A 600×400 PNG, as the image host would send it. */
const png = new Uint8Array(
  await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer(),
);

/** /_ipx with IMAGE_DOMAIN set and a stand-in for the image host. */
function withImageHost(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  const handle = createImageHandler({ imageDomain: "images.meet-market.ru", fetch });
  const get = (path: string) => handle(new Request(`http://localhost${path}`));
  return { fetch, get };
}

describe("http(s) sources", () => {
  it("fetches from the image domain only, without following redirects", async () => {
    const host = withImageHost(
      () => new Response(png, { headers: { "content-type": "image/png" } }),
    );
    const response = await host.get("/_ipx/w_300&f_webp/https://images.meet-market.ru/p/1.png?v=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
    expect(host.fetch).toHaveBeenCalledOnce();
    expect(host.fetch).toHaveBeenCalledWith(
      "https://images.meet-market.ru/p/1.png?v=2",
      expect.objectContaining({ redirect: "error" }),
    );
  });

  it("processes a picture once: repeated and concurrent requests share it, failures are not kept", async () => {
    let answer = () => new Response("oops", { status: 500 });
    const host = withImageHost(() => answer());
    const path = "/_ipx/w_200&f_webp/https://images.meet-market.ru/p/2.png";
    expect((await host.get(path)).status).toBe(502);
    answer = () => new Response(png, { headers: { "content-type": "image/png" } });
    const [first, second] = await Promise.all([host.get(path), host.get(path)]);
    const third = await host.get(path);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(third.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(Buffer.from(await third.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    // One call for the failure, one for the three answers after it.
    expect(host.fetch).toHaveBeenCalledTimes(2);
    // Other modifiers are another picture.
    expect(
      (await host.get("/_ipx/w_100&f_webp/https://images.meet-market.ru/p/2.png")).status,
    ).toBe(200);
    expect(host.fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    "/_ipx/w_100/https://evil.example.com/a.png",
    "/_ipx/w_100/https://cdn.images.meet-market.ru/a.png",
    "/_ipx/w_100/https://images.meet-market.ru.evil.example.com/a.png",
    "/_ipx/w_100/https://images.meet-market.ru:8443/a.png",
    "/_ipx/w_100/https://user:pw@images.meet-market.ru/a.png",
    "/_ipx/w_100/http://127.0.0.1/a.png",
  ])("refuses %s with 403 and fetches nothing", async (path) => {
    const host = withImageHost(() => new Response(png));
    expect((await host.get(path)).status).toBe(403);
    expect(host.fetch).not.toHaveBeenCalled();
  });

  it("refuses every http(s) source when IMAGE_DOMAIN is unset", async () => {
    const handle = createImageHandler({});
    const response = await handle(
      new Request("http://localhost/_ipx/w_100/https://images.meet-market.ru/a.png"),
    );
    expect(response.status).toBe(403);
  });

  it.each([
    ["the host's 404", () => new Response("gone", { status: 404 }), 404],
    ["the host's 500", () => new Response("oops", { status: 500 }), 502],
    ["a failed fetch", () => Promise.reject(new TypeError("fetch failed")), 502],
    ["bytes that are no image", () => new Response("<html>hello</html>"), 400],
    ["a truncated image", () => new Response(png.subarray(0, 200)), 502],
    ["an image over 20 MB", () => new Response(new Uint8Array(20 * 1024 * 1024 + 1)), 502],
  ])("answers %s without a 500", async (_name, answer, status) => {
    const host = withImageHost(answer as () => Response);
    const response = await host.get("/_ipx/w_100/https://images.meet-market.ru/a.png");
    expect(response.status).toBe(status);
  });
});

describe("parseModifiers", () => {
  it("reads the spec's sizing options in ipx's syntax, quality 80 by default", () => {
    expect(parseModifiers("_")).toEqual({ quality: 80 });
    expect(parseModifiers("w_320&h_240&f_jpg&q_70&fit_inside&b_FFF")).toEqual({
      width: 320,
      height: 240,
      format: "jpeg",
      quality: 70,
      fit: "inside",
      background: "#fff",
    });
    expect(parseModifiers("width=100,height:50,format_auto,background_#000000")).toEqual({
      width: 100,
      height: 50,
      quality: 80,
      background: "#000000",
    });
  });

  it.each([
    "w_3073",
    "w_1e3",
    "w_-1",
    "w_12.5",
    "w_",
    "w_100&width_200",
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
