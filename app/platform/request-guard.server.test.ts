import { describe, expect, it } from "vitest";
import {
  GUARD_MESSAGES,
  type GuardSettings,
  isGuestUpload,
  MAX_MULTIPART_BYTES,
  MAX_URLENCODED_BYTES,
  requestRefusal,
} from "./request-guard.server.ts";

const settings: GuardSettings = {
  siteOrigin: "https://meet-market.test",
  allowedOrigins: ["https://app.meet-market.test"],
};

const form = "application/x-www-form-urlencoded";

function post(path: string, headers: Record<string, string>) {
  return new Request(`https://meet-market.test${path}`, { method: "POST", headers, body: "a=1" });
}

describe("requestRefusal", () => {
  it("lets the shop's own form posts and every safe request through", () => {
    expect(requestRefusal(post("/cart", { "content-type": form }), settings)).toBeUndefined();
    expect(
      requestRefusal(
        post("/cart", { "content-type": form, origin: "https://meet-market.test" }),
        settings,
      ),
    ).toBeUndefined();
    expect(
      requestRefusal(
        post("/product/nike-air", {
          "content-type": "multipart/form-data; boundary=x",
          "sec-fetch-site": "same-origin",
        }),
        settings,
      ),
    ).toBeUndefined();
    expect(
      requestRefusal(new Request("https://meet-market.test/catalog?query=кеды"), settings),
    ).toBeUndefined();
  });

  it("refuses a state-changing request from another site's page", () => {
    const refusals = [
      post("/api/send-sms", { "content-type": form, origin: "https://evil.example" }),
      post("/resources/preferences", { "content-type": form, origin: "null" }),
      post("/graphql", { "content-type": "application/json", origin: "https://evil.example" }),
      post("/cart", { "content-type": form, "sec-fetch-site": "cross-site" }),
      post("/cart", { "content-type": form, "sec-fetch-site": "same-site" }),
    ].map((request) => requestRefusal(request, settings));
    for (const refusal of refusals) {
      expect(refusal).toEqual({ status: 403, message: GUARD_MESSAGES.crossSite });
    }
  });

  it("lets configured origins call /graphql, and other servers post their notifications", () => {
    expect(
      requestRefusal(
        post("/graphql", {
          "content-type": "application/json",
          origin: "https://app.meet-market.test",
        }),
        settings,
      ),
    ).toBeUndefined();
    expect(
      requestRefusal(
        post("/api/payments/yookassa", { "content-type": "application/json" }),
        settings,
      ),
    ).toBeUndefined();
  });

  it("refuses a post in a format no form of the shop sends", () => {
    for (const type of ["application/json", "text/plain", ""]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      expect(requestRefusal(post("/cart", headers), settings), type).toEqual({
        status: 415,
        message: GUARD_MESSAGES.badFormat,
      });
    }
    expect(
      requestRefusal(post("/api/send-sms", { "content-type": "application/json" }), settings),
    ).toBeUndefined();
  });

  it("refuses an address with a NUL, a control character or broken percent-encoding", () => {
    for (const path of [
      "/catalog/obuv%00",
      "/search?query=a%00b",
      "/product/a%1Bb",
      "/catalog/%ZZ",
      "/search?query=%E0%A4%A",
    ]) {
      expect(
        requestRefusal(new Request(`https://meet-market.test${path}`), settings),
        path,
      ).toEqual({ status: 400, message: GUARD_MESSAGES.badAddress });
    }
  });

  // Found by the fuzz suite (docs/security.md#fuzzing-and-the-abuse-bench): a broken multipart
  // body to any form was a 500. Now no route but the review form's takes multipart, unread
  // (docs/security.md#bounded-bodies); the review form reads its own against its limits.
  it("refuses multipart but to the review form, and a body declared over its route's limit", () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    for (const path of ["/cart", "/checkout", "/account", "/product/a/b", "/catalog/meet-price"]) {
      expect(requestRefusal(post(path, multipart), settings), path).toEqual({
        status: 415,
        message: GUARD_MESSAGES.badFormat,
      });
    }
    for (const path of ["/product/nike-air", "/product/nike-air.data"]) {
      expect(requestRefusal(post(path, multipart), settings), path).toBeUndefined();
    }
    const declared = (type: Record<string, string>, bytes: number) =>
      requestRefusal(
        post("/product/nike-air", { ...type, "content-length": String(bytes) }),
        settings,
      );
    expect(declared(multipart, MAX_MULTIPART_BYTES)).toBeUndefined();
    expect(declared(multipart, MAX_MULTIPART_BYTES + 1)).toEqual({
      status: 413,
      message: GUARD_MESSAGES.tooLarge,
    });
    expect(declared({ "content-type": form }, MAX_URLENCODED_BYTES)).toBeUndefined();
    expect(declared({ "content-type": form }, MAX_URLENCODED_BYTES + 1)?.status).toBe(413);
  });

  it("knows a guest's upload to the review form from its headers", async () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    expect(await isGuestUpload(post("/product/nike-air", multipart))).toBe(true);
    expect(await isGuestUpload(post("/product/nike-air.data", multipart))).toBe(true);
    const withSession = { ...multipart, cookie: "meet-market-refresh=abc" };
    expect(await isGuestUpload(post("/product/nike-air", withSession))).toBe(false);
    // /graphql checks its Bearer token itself; a url-encoded post is no upload.
    expect(await isGuestUpload(post("/graphql", multipart))).toBe(false);
    expect(await isGuestUpload(post("/product/nike-air", { "content-type": form }))).toBe(false);
  });
});
