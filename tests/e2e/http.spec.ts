import { expect, test } from "./support/test.ts";

// Plain HTTP checks: run once, in the desktop project only (see playwright.config.ts).
test.describe("HTTP endpoints", () => {
  test("POST /graphql answers a GraphQL query", async ({ request }) => {
    const response = await request.post("/graphql", {
      data: { query: "{ __typename directoryList { slug } }" },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        __typename: "Query",
        directoryList: [
          { slug: "obuv" },
          { slug: "odezhda" },
          { slug: "aksessuary" },
          { slug: "meet-price" },
        ],
      },
    });
  });

  test("POST /api/payments/yookassa takes notifications and believes none of them", async ({
    request,
  }) => {
    const malformed = await request.post("/api/payments/yookassa", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(malformed.status()).toBe(400);
    // An id the payments provider does not know changes nothing and is acknowledged.
    const unknown = await request.post("/api/payments/yookassa", {
      data: { type: "notification", event: "payment.succeeded", object: { id: "forged-id" } },
    });
    expect(unknown.status()).toBe(200);
  });

  test("/healthz answers 200 when the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", api: "embedded" });
  });

  test("an unknown path answers 404 'Page not found: {path}'", async ({ request }) => {
    const response = await request.get("/definitely/missing?x=1");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found: /definitely/missing?x=1");
  });
});
