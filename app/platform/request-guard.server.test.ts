import { describe, expect, it } from "vitest";
import {
  GUARD_MESSAGES,
  type GuardSettings,
  requestRefusal,
  unreadableForm,
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
        post("/account", {
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

  // Found by the fuzz suite (docs/security.md#fuzzing-and-the-abuse-bench): each was a 500.
  it("refuses a multipart body that cannot be read as a form, and lets the action read a good one", async () => {
    const multipart = (type: string, body: string) =>
      new Request("https://meet-market.test/cart", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
    for (const [type, body] of [
      ["multipart/form-data; boundary=x", "--y"],
      ["multipart/form-data; boundary=", ""],
      ["multipart/form-data", "%"],
    ] as const) {
      expect(await unreadableForm(multipart(type, body)), `${type} ${body}`).toEqual({
        status: 400,
        message: GUARD_MESSAGES.badForm,
      });
    }
    const good = multipart(
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--x--\r\n',
    );
    expect(await unreadableForm(good)).toBeUndefined();
    expect((await good.formData()).get("intent")).toBe("add");
    expect(await unreadableForm(post("/cart", { "content-type": form }))).toBeUndefined();
  });
});
