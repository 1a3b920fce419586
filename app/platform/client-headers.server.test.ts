import { describe, expect, it } from "vitest";
import { clientHeaders } from "./client-headers.server.ts";

describe("clientHeaders", () => {
  it("forwards the browser's address and user agent only, on top of what is given", () => {
    const request = new Request("http://shop.test/", {
      headers: {
        "user-agent": "Firefox",
        "x-forwarded-for": "203.0.113.7",
        cookie: "meet-market-access=secret",
      },
    });
    const headers = clientHeaders(request, { "content-type": "application/json" });
    expect(Object.fromEntries(headers)).toEqual({
      "content-type": "application/json",
      "user-agent": "Firefox",
      "x-forwarded-for": "203.0.113.7",
    });
  });
});
