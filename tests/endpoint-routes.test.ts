/**
 * The storefront mounts each path of the shop API's endpoint table (server/endpoints.ts), and
 * every /api/ route it has but the app's QR page is one of them: the routes forward to the API
 * what the table lists (docs/security.md#the-shop-apis-endpoints).
 */
import { describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { ENDPOINTS } from "../server/endpoints.ts";

/** The storefront's own page under /api/ (spec: the app's QR code). */
const STOREFRONT_PAGES = new Set(["/api/mobileapp"]);

describe("the storefront's routes to the shop API", () => {
  const mounted = routes.map((route) => `/${route.path ?? ""}`);

  it("mount every path of the endpoint table", () => {
    for (const path of new Set(ENDPOINTS.map((row) => row.path))) {
      expect(mounted, path).toContain(path);
    }
  });

  it("have no /api/ route the table lacks", () => {
    const tabled = new Set<string>(ENDPOINTS.map((row) => row.path));
    const api = mounted.filter((path) => path.startsWith("/api/") && !STOREFRONT_PAGES.has(path));
    expect(api.filter((path) => !tabled.has(path))).toEqual([]);
  });
});
