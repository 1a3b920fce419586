import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientHeaders, isLoopbackClient } from "./client-headers.server.ts";
import { requestFactsContext } from "./request-context.server.ts";

function contextWith(clientAddress: string | undefined) {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, { clientAddress, cspNonce: "" });
  return context;
}

const browserRequest = new Request("http://shop.test/", {
  headers: {
    "user-agent": "Firefox",
    "x-forwarded-for": "198.51.100.66",
    "x-real-ip": "198.51.100.67",
    cookie: "meet-market-access=secret",
  },
});

describe("clientHeaders", () => {
  it("sends the address the server resolved and the user agent, never the browser's own claim", () => {
    const headers = clientHeaders(browserRequest, contextWith("203.0.113.7"), {
      "content-type": "application/json",
    });
    expect(Object.fromEntries(headers)).toEqual({
      "content-type": "application/json",
      "user-agent": "Firefox",
      "x-forwarded-for": "203.0.113.7",
    });
  });

  it("sends no address when the server could not tell one, or it is the machine itself", () => {
    for (const address of [undefined, "127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const headers = clientHeaders(browserRequest, contextWith(address));
      expect(headers.get("x-forwarded-for")).toBeNull();
      expect(headers.get("x-real-ip")).toBeNull();
    }
  });
});

describe("isLoopbackClient (the demo's outbox)", () => {
  it("is the machine itself only for its own addresses", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackClient(contextWith(address), "production"), address).toBe(true);
    }
    for (const address of ["203.0.113.7", "::ffff:10.0.0.1", "192.168.1.2", "fe80::1", ""]) {
      expect(isLoopbackClient(contextWith(address), "production"), address).toBe(false);
    }
  });

  it("takes an unknown address for the machine only under react-router dev", () => {
    expect(isLoopbackClient(contextWith(undefined), "production")).toBe(false);
    expect(isLoopbackClient(contextWith(undefined), "test")).toBe(false);
    expect(isLoopbackClient(contextWith(undefined), "development")).toBe(true);
  });
});
