import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/ipx";
import { loader } from "./ipx.ts";

const demo = "/demo-images/sneaker/1f2937/nike/1.svg";

/** The route's loader, called as React Router calls it. */
function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost${path}`, { headers });
  return loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
}

async function image(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe("GET /_ipx", () => {
  it("answers a webp of the requested width for a demo image, cached for a year", async () => {
    const response = await get(`/_ipx/w_320&f_webp&q_80${demo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("vary")).toBeNull();
    const meta = await image(response);
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 320 });
  });

  it("draws demo images sharp at 2x sizes instead of upscaling them", async () => {
    const response = await get(`/_ipx/w_1536${demo}`);
    expect(response.status).toBe(200);
    expect(await image(response)).toMatchObject({ format: "webp", width: 1536, height: 1536 });
  });

  it("answers webp by default to browsers that accept it, jpeg to the others, varying on Accept", async () => {
    const modern = await get(`/_ipx/w_96${demo}`, {
      accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
    });
    expect(modern.headers.get("content-type")).toBe("image/webp");
    expect(modern.headers.get("vary")).toBe("Accept");
    expect(await image(modern)).toMatchObject({ format: "webp", width: 96 });

    const old = await get(`/_ipx/w_96${demo}`, {
      accept: "image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5",
    });
    expect(old.headers.get("content-type")).toBe("image/jpeg");
    expect(await image(old)).toMatchObject({ format: "jpeg", width: 96 });
  });

  it("applies height, fit and background", async () => {
    const response = await get(`/_ipx/w_400&h_300&fit_contain&b_ff0000&f_png${demo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(await image(response)).toMatchObject({ format: "png", width: 400, height: 300 });
  });

  it("resizes image files from public/", async () => {
    const response = await get("/_ipx/w_14&f_png/favicon.svg");
    expect(response.status).toBe(200);
    expect(await image(response)).toMatchObject({ format: "png", width: 14 });
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get(`/_ipx/w_56&f_webp${demo}`);
    const again = await get(`/_ipx/w_56&f_webp${demo}`, {
      "if-none-match": first.headers.get("etag") ?? "",
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["a foreign domain", "/_ipx/w_96/https://evil.example.com/a.jpg", 403],
    ["a foreign domain, slash merged", "/_ipx/w_96/https:/evil.example.com/a.jpg", 403],
    ["a path traversal (normalised away by URL)", "/_ipx/w_96/../../etc/passwd", 404],
    ["an escaped path traversal", "/_ipx/w_96/..%2F..%2Fetc%2Fpasswd", 400],
    ["a traversal out of the demo images", "/_ipx/w_96/demo-images%2F..%2F..%2Fetc%2Fpasswd", 400],
    ["a file that is no image", "/_ipx/w_96/etc/passwd", 404],
    ["a file:// source", "/_ipx/w_96/file:///etc/passwd", 400],
    ["a missing file", "/_ipx/w_96/nope.png", 404],
    ["a demo image outside the scheme", "/_ipx/w_96/demo-images/shoe/1f2937/nike/1.svg", 404],
    ["an oversize width", `/_ipx/w_50000${demo}`, 400],
    ["a width just over 2×1536", `/_ipx/w_3073${demo}`, 400],
    ["an oversize height", `/_ipx/h_3073${demo}`, 400],
    ["a zero width", `/_ipx/w_0${demo}`, 400],
    ["a modifier outside the sizing options", `/_ipx/blur_100${demo}`, 400],
    ["a quality over 100", `/_ipx/q_101${demo}`, 400],
    ["an unknown format", `/_ipx/f_gif${demo}`, 400],
    ["a bad background", `/_ipx/b_red${demo}`, 400],
    ["no source", "/_ipx/w_96", 400],
    ["a malformed escape", `/_ipx/w_96/%E0%A4%A`, 400],
  ])("refuses %s without a 500", async (_name, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
