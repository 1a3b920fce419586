import { describe, expect, it } from "vitest";
import { renderDemoImage } from "~/images/demo-images.ts";
import type { Route } from "./+types/demo-images";
import { loader } from "./demo-images.ts";

function get(path: string, headers: Record<string, string> = {}): Response {
  const request = new Request(`http://localhost${path}`, { headers });
  return loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
}

describe("GET /demo-images", () => {
  it("answers the SVG, immutable, with an ETag and a locked-down CSP", async () => {
    const response = get("/demo-images/hoodie/27ae60/asics/2.svg");
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
    expect(await response.text()).toBe(
      renderDemoImage({ kind: "hoodie", hex: "27ae60", brand: "asics", variant: 2 }),
    );
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(get("/demo-images/hoodie/27ae60/asics/2.svg", { "if-none-match": etag }).status).toBe(
      304,
    );
  });

  it("answers 404 for anything outside the scheme", () => {
    for (const path of [
      "/demo-images/hoodie/27ae60/asics/9.svg",
      "/demo-images/hoodie/27AE60/asics/1.svg",
      "/demo-images/kilt/27ae60/asics/1.svg",
      "/demo-images/hoodie/27ae60/asics/1.svg/extra",
    ]) {
      expect(get(path).status, path).toBe(404);
    }
  });
});
