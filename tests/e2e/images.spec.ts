import { expect, test } from "./support/test.ts";

// Plain HTTP checks of the image routes: run once, in the desktop project only (see playwright.config.ts).
const demo = "/demo-images/sneaker/1f2937/nike/1.svg";

test.describe("Images", () => {
  test("a demo image through /_ipx answers 200 image/webp, cached for a year", async ({
    request,
  }) => {
    const response = await request.get(`/_ipx/w_320&f_webp&q_80${demo}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await response.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  test("without a format, a browser that accepts webp gets webp", async ({ request }) => {
    const response = await request.get(`/_ipx/w_320${demo}`, {
      headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["vary"]).toContain("Accept");
  });

  test("the demo image itself is an SVG", async ({ request }) => {
    const response = await request.get(demo);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg /);
  });

  test("a foreign image host and an oversize width are refused", async ({ request }) => {
    expect((await request.get("/_ipx/w_320/https://evil.example.com/a.jpg")).status()).toBe(403);
    expect((await request.get(`/_ipx/w_50000${demo}`)).status()).toBe(400);
  });
});
