import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createImageHandler } from "./ipx.server.ts";

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

describe("the render queue", () => {
  it("draws a bounded number at once, lets a few wait, and answers 503 beyond", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fetching = 0;
    let most = 0;
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      fetching += 1;
      most = Math.max(most, fetching);
      await gate;
      fetching -= 1;
      return new Response(png, { headers: { "content-type": "image/png" } });
    });
    const handle = createImageHandler({
      imageDomain: "images.meet-market.ru",
      fetch,
      renders: { atOnce: 1, waiting: 2 },
    });
    // Four different pictures: one drawn, two waiting, the fourth turned away at once.
    const answers = [1, 2, 3, 4].map((n) =>
      handle(new Request(`http://localhost/_ipx/w_96/https://images.meet-market.ru/p/${n}.png`)),
    );
    const busy = await answers[3];
    expect(busy?.status).toBe(503);
    expect(busy?.headers.get("retry-after")).toBe("2");
    release();
    const statuses = (await Promise.all(answers.slice(0, 3))).map((answer) => answer.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(most).toBe(1);
  });
});

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
    const path = "/_ipx/w_192&f_webp/https://images.meet-market.ru/p/2.png";
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
    expect((await host.get("/_ipx/w_96&f_webp/https://images.meet-market.ru/p/2.png")).status).toBe(
      200,
    );
    expect(host.fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    "/_ipx/w_96/https://evil.example.com/a.png",
    "/_ipx/w_96/https://cdn.images.meet-market.ru/a.png",
    "/_ipx/w_96/https://images.meet-market.ru.evil.example.com/a.png",
    "/_ipx/w_96/https://images.meet-market.ru:8443/a.png",
    "/_ipx/w_96/https://user:pw@images.meet-market.ru/a.png",
    "/_ipx/w_96/http://127.0.0.1/a.png",
  ])("refuses %s with 403 and fetches nothing", async (path) => {
    const host = withImageHost(() => new Response(png));
    expect((await host.get(path)).status).toBe(403);
    expect(host.fetch).not.toHaveBeenCalled();
  });

  it("refuses every http(s) source when IMAGE_DOMAIN is unset", async () => {
    const handle = createImageHandler({});
    const response = await handle(
      new Request("http://localhost/_ipx/w_96/https://images.meet-market.ru/a.png"),
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
    const response = await host.get("/_ipx/w_96/https://images.meet-market.ru/a.png");
    expect(response.status).toBe(status);
  });
});

describe("uploaded photos", () => {
  it("are drawn from the uploads folder only, and no path leaves it", async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import("node:fs/promises");
    const os = await import("node:os");
    const path = await import("node:path");
    const root = await mkdtemp(path.join(os.tmpdir(), "meet-market-ipx-"));
    try {
      const uploadsDir = path.join(root, "uploads");
      await mkdir(path.join(uploadsDir, "reviews"), { recursive: true });
      await writeFile(
        path.join(uploadsDir, "reviews", "a.jpg"),
        await sharp(png).jpeg().toBuffer(),
      );
      // A picture beside the uploads folder, which no /uploads/ path may reach.
      await writeFile(path.join(root, "secret.png"), png);
      const publicDir = path.join(root, "public");
      await mkdir(publicDir);
      const handle = createImageHandler({ uploadsDir, fileDirs: [publicDir], cacheBytes: 0 });
      const get = (p: string) => handle(new Request(`http://localhost${p}`));

      const photo = await get("/_ipx/w_96&f_webp/uploads/reviews/a.jpg");
      expect(photo.status).toBe(200);
      const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 96 });

      // (A literal /uploads/../ is resolved by URL parsing itself, to a path outside /uploads/.)
      for (const escape of [
        "/_ipx/w_96/uploads/../secret.png",
        "/_ipx/w_96/uploads/%2e%2e/secret.png",
        "/_ipx/w_96/uploads/reviews%2f..%2f..%2fsecret.png",
        "/_ipx/w_96/uploads/..%5csecret.png",
      ]) {
        expect((await get(escape)).status, escape).toBeGreaterThanOrEqual(400);
        expect((await get(escape)).status, escape).toBeLessThan(500);
      }
      expect((await get("/_ipx/w_96/uploads/secret.png")).status).toBe(404);
      expect((await get("/_ipx/w_96/uploads/reviews/missing.jpg")).status).toBe(404);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
