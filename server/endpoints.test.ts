import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../tests/database.ts";
import { ENDPOINTS } from "./endpoints.ts";
import { createShopApi, type ShopApi } from "./index.ts";
import { METHOD_NOT_ALLOWED_MESSAGE } from "./method-not-allowed.ts";
import { paymentNotificationPath } from "./providers/payments.ts";

const TOKEN = "operator-token-for-the-endpoint-table";
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A path of the table as a request gives it: the payments provider the demo is notified as. */
const concrete = (path: string) =>
  path.includes(":provider") ? paymentNotificationPath("yookassa") : path;

async function api(operatorToken?: string): Promise<ShopApi> {
  const { db } = await testDatabase();
  return createShopApi({ db, operatorToken });
}

function send(shop: ShopApi, method: string, path: string, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = method === "GET" || method === "HEAD" ? undefined : "{}";
  return shop.fetch(new Request(`http://shop.test${path}`, { method, headers, body }));
}

describe("the endpoint table", () => {
  it("answers each row at its path and method, the operator's with the token only", async () => {
    const shop = await api(TOKEN);
    for (const row of ENDPOINTS) {
      const path = concrete(row.path);
      const answer = await send(shop, row.method, path, TOKEN);
      expect([404, 405], `${row.method} ${path}`).not.toContain(answer.status);
      if (row.caller === "operator") {
        expect((await send(shop, row.method, path)).status, `${row.method} ${path}`).toBe(401);
        expect((await send(shop, row.method, path, "forged")).status).toBe(401);
      }
    }
  });

  it("answers 405 with the path's methods for any other method", async () => {
    const shop = await api(TOKEN);
    for (const path of new Set(ENDPOINTS.map((row) => row.path))) {
      const taken: string[] = ENDPOINTS.filter((row) => row.path === path).map((r) => r.method);
      for (const method of METHODS.filter((candidate) => !taken.includes(candidate))) {
        const answer = await send(shop, method, concrete(path), TOKEN);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get("allow")).toBe(taken.join(", "));
        expect(answer.headers.get("cache-control")).toBe("no-store");
        if (method !== "HEAD") {
          expect(await answer.json()).toEqual({ message: METHOD_NOT_ALLOWED_MESSAGE });
        }
      }
    }
  });

  it("answers 404 where it has no row; the operator API is there without a shared token", async () => {
    const shop = await api();
    for (const path of ["/api/unknown", "/api/payments", "/api/payments/a/b", "/graphql/x"]) {
      expect((await send(shop, "POST", path)).status, path).toBe(404);
    }
    // A provider this shop is not notified by.
    expect((await send(shop, "POST", paymentNotificationPath("sandbox"))).status).toBe(404);
    for (const row of ENDPOINTS.filter((candidate) => candidate.caller === "operator")) {
      for (const method of METHODS) {
        const status = (await send(shop, method, row.path, TOKEN)).status;
        const taken = ENDPOINTS.some((other) => other.path === row.path && other.method === method);
        expect(status, `${method} ${row.path}`).toBe(taken ? 401 : 405);
      }
    }
  });

  it("is the list of docs/security.md#the-shop-apis-endpoints", () => {
    const docs = readFileSync(new URL("../docs/security.md", import.meta.url), "utf8");
    const section = docs.split("## The shop API's endpoints")[1]?.split("\n## ")[0] ?? "";
    const listed = [
      ...section.matchAll(/^\| (\w+) +\| `([^`]+)` +\| (\w+) +\| \[[^\]]+\]\(([^)]+)\) +\|$/gm),
    ].map(([, method, path, caller, doc]) => ({ method, path, caller, doc }));
    expect(listed).toEqual(
      ENDPOINTS.map(({ method, path, caller, doc }) => ({ method, path, caller, doc })),
    );
  });
});
