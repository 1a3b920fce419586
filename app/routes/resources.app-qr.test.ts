import { describe, expect, it } from "vitest";
import type { Route } from "./+types/resources.app-qr";
import { loader } from "./resources.app-qr.ts";

describe("GET /resources/app-qr", () => {
  it("draws the QR code of /api/mobileapp as a 134 px SVG image", async () => {
    const request = new Request("http://shop.example/resources/app-qr");
    const response = loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const svg = await response.text();
    expect(svg).toMatch(
      /^<svg [^>]*height="134" width="134"[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(svg).toContain("<path");
  });
});
