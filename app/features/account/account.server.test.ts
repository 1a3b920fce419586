import { CombinedError } from "@urql/core";
import { GraphQLError } from "graphql";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  clearPendingContact,
  isSignedOutError,
  readPendingContact,
  requireShopper,
  savePendingContact,
  signInPath,
} from "./account.server.ts";
import { sessionContext } from "~/platform/shop-api.server.ts";

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe("signInPath", () => {
  it("sends a guest to sign in with the page and its query to come back to", () => {
    expect(signInPath(new Request("http://shop.test/account"))).toBe("/auth?returnTo=%2Faccount");
    expect(signInPath(new Request("http://shop.test/account/bonus?page=2"))).toBe(
      "/auth?returnTo=%2Faccount%2Fbonus%3Fpage%3D2",
    );
  });

  it("leaves out React Router's own ?index of a form post", () => {
    expect(signInPath(new Request("http://shop.test/account?index", { method: "POST" }))).toBe(
      "/auth?returnTo=%2Faccount",
    );
  });
});

describe("requireShopper", () => {
  it("redirects a visitor without tokens to sign in, without asking the shop API", async () => {
    const context = new RouterContextProvider();
    context.set(sessionContext, { accessToken: null, refreshToken: null, changed: null });
    const thrown: unknown = await requireShopper(
      new Request("http://shop.test/account/orders"),
      context,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?returnTo=%2Faccount%2Forders");
  });
});

describe("shop API refusals", () => {
  it("tells an ended session from other errors", () => {
    expect(isSignedOutError(graphQLError("Требуется вход", { code: "UNAUTHENTICATED" }))).toBe(
      true,
    );
    expect(isSignedOutError(graphQLError("Укажите улицу", { code: "BAD_USER_INPUT" }))).toBe(false);
    expect(isSignedOutError(new Error("network"))).toBe(false);
  });
});

describe("the pending contact cookie", () => {
  it("keeps the address being confirmed between the two steps, and forgets it", async () => {
    const set = await savePendingContact({ channel: "email", target: "anna@example.ru" });
    const cookie = set.split(";")[0] ?? "";
    expect(set).toMatch(/HttpOnly/);
    expect(
      await readPendingContact(new Request("http://shop.test/", { headers: { cookie } })),
    ).toEqual({ channel: "email", target: "anna@example.ru" });
    expect(await clearPendingContact()).toMatch(/Max-Age=0/);
    expect(
      await readPendingContact(
        new Request("http://shop.test/", { headers: { cookie: "meet-market-contact=e30%3D" } }),
      ),
    ).toBeNull();
  });
});
