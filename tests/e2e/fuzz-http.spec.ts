import fs from "node:fs";
import { type APIRequestContext, expect, test } from "./support/test.ts";
import fc from "fast-check";
import { bodyBytes, CANARY_EMAIL, formBodies, formFields, seedOf } from "./support/fuzz-bodies.ts";
import { cookieValue, signUpByApi } from "./support/shopper.ts";

/**
 * The storefront's actions fuzzed with malformed bodies (docs/security.md#fuzzing-and-the-abuse-bench):
 * every route with an action gets posts of its forms' fields with hostile values, repeated and
 * unknown fields, broken multipart and garbage, as a page's form and as React Router's data
 * request, from a guest and from a signed-in shopper. Whatever arrives, the server answers below
 * 500, sets no cookie a browser would drop, and logs no personal data: no phone number, e-mail or
 * token it was sent (its log is read from E2E_SERVER_LOG, tests/e2e/support/logged-server.mjs). Requests only, no browser; desktop Chromium's
 * project only (its tests are untagged). FUZZ_SEED replays a run; FUZZ_RUNS
 * sends more (a hundredth of it per route).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Math.ceil(Number(process.env.FUZZ_RUNS ?? 10_000) / 100);

/** The field names the storefront's forms use (conform's nested ones included). */
const FIELDS = [
  "intent",
  "redirectTo",
  "returnTo",
  "productItemId",
  "productId",
  "checked",
  "code",
  "amount",
  "mode",
  "consent",
  "consentAsked",
  "channel",
  "target",
  "phone",
  "email",
  "emailOrPhone",
  "name",
  "surname",
  "lastname",
  "sex",
  "honeypot",
  "pageLoadTime",
  "clientFp",
  "idempotencyKey",
  "offer",
  "personalDataConsent",
  "comment",
  "outcome",
  "by",
  "when",
  "addressId",
  "country",
  "city",
  "street",
  "house",
  "apartment",
  "building",
  "index",
  "latitude",
  "longitude",
  "pvzCode",
  "pvzCity",
  "pvzSearch",
  "delivery",
  "delivery.type",
  "delivery.city",
  "delivery.street",
  "address.city",
  "profile.name",
  "productName",
  "size",
  "offerUrl",
  "priceSeen",
  "text",
  "brand",
  "model",
  "link",
  "budget",
  "companyName",
  "companyType",
  "inn",
  "fullName",
  "description",
];

const INTENTS = [
  "add",
  "add-to-cart",
  "remove",
  "check",
  "promo",
  "bonuses",
  "no-bonuses",
  "points",
  "pay",
  "toggle",
  "verify",
  "resend",
  "quote",
  "phone",
  "email",
  "cookie-consent",
  "color-mode",
  "close-app-banner",
  "PAID",
  "CANCELED",
];

/** A phone number as a log would show it: +7 or 8 and ten digits, spaced or not. */
const PHONE_IN_LOG = /(?:\+7|\b8)[\s(-]*9\d{2}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/;

/**
 * What the server logged since `from` (bytes into its log), but the offline outbox's lines: the
 * developer's stand-in for an SMS or an e-mail (docs/identity.md), which never logs in production.
 */
function loggedSince(from: number): string {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error("E2E_SERVER_LOG is unset: run the specs through playwright.config.ts");
  return fs
    .readFileSync(file)
    .subarray(from)
    .toString("utf8")
    .split("\n")
    .filter((line) => !line.includes("[outbox]"))
    .join("\n");
}

const logSize = () => fs.statSync(process.env.E2E_SERVER_LOG ?? "").size;

/** The storefront's forms' bodies (tests/e2e/support/fuzz-bodies.ts). */
const bodies = formBodies(formFields(FIELDS, INTENTS));

/** The routes with an action; {slug} is a product's. */
const ACTION_PATHS = [
  "/auth",
  "/enter-code",
  "/cart",
  "/checkout",
  "/favorites",
  "/product/{slug}",
  "/payment/sandbox/3f8e0c9a-6b1d-4c2e-9f7a-5d4b3c2a1e0f",
  "/account",
  "/account/addresses",
  "/account/contacts/send-code",
  "/account/contacts/confirm",
  "/resources/preferences",
  "/resources/sign-out",
  "/api/send-sms",
  "/catalog/meet-price",
  "/tovar-pod-zakaz",
  "/info/partners",
  "/no-such-page",
];

async function aProductSlug(request: APIRequestContext): Promise<string> {
  const response = await request.post("/graphql", {
    data: { query: "{ filteredProducts { items { slug } } }" },
  });
  const body = (await response.json()) as {
    data?: { filteredProducts: { items: { slug: string }[] } };
  };
  return body.data?.filteredProducts.items[0]?.slug ?? "no-such-product";
}

for (const template of ACTION_PATHS) {
  test(`POST ${template} answers below 500 whatever its body`, async ({ request, baseURL }) => {
    test.setTimeout(10 * 60_000);
    const path = template.replace("{slug}", await aProductSlug(request));
    const shopper = await signUpByApi(request);
    const session = [
      `meet-market-access=${cookieValue(shopper.accessToken)}`,
      `meet-market-refresh=${cookieValue(shopper.refreshToken)}`,
    ].join("; ");
    const logFrom = logSize();
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), fc.boolean(), async (body, signedIn, asData) => {
        // React Router's data request for an action is the path with .data.
        const url = asData ? `${path}.data` : path;
        // Node's fetch keeps no cookies: nothing an earlier answer set goes with this request
        // (a Playwright request context per request cost most of the test's time). The body
        // goes as bytes, so that fetch adds no content type of its own.
        const response = await fetch(new URL(url, baseURL), {
          method: "POST",
          headers: {
            origin: baseURL ?? "",
            ...(body.contentType ? { "content-type": body.contentType } : {}),
            ...(signedIn ? { cookie: session } : {}),
          },
          body: bodyBytes(body),
          redirect: "manual",
        });
        const text = await response.text();
        expect(response.status, `${url}: ${text.slice(0, 500)}`).toBeLessThan(500);
        // A browser drops a bigger cookie, and a proxy in front may answer 502 to its header.
        for (const cookie of response.headers.getSetCookie()) {
          expect(cookie.length, `${url}: ${cookie.slice(0, 80)}`).toBeLessThanOrEqual(4_096);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: seedOf(SEED, template) },
    );
    const logged = loggedSince(logFrom);
    for (const personal of [CANARY_EMAIL, shopper.accessToken, shopper.refreshToken]) {
      expect(logged, "the server's log").not.toContain(personal);
    }
    expect(logged.match(PHONE_IN_LOG)?.[0], "a phone number in the server's log").toBeUndefined();
  });
}
