import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  test,
} from "@playwright/test";

/**
 * Signs a shopper in without the sign-in screens: the code is asked for over the shop API,
 * read from the demo's outbox (/dev/outbox, which answers only in the demo and only to the machine
 * itself: docs/decisions/030-demo-and-production.md) and traded for tokens, which go into the browser's
 * cookies exactly as the storefront would set them.
 */

export interface SignedInShopper {
  phone: string;
  accessToken: string;
  refreshToken: string;
}

/** A phone nobody else in the run has: +7 999 followed by 7 random digits. */
export function uniquePhone(): string {
  return `+7999${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
}

/** A made-up client address per sign-in, so the API's per-IP code limits never join up tests. */
function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

async function graphql<Data>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Data> {
  const response = await request.post("/graphql", { data: { query, variables }, headers });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error("The shop API answered without data");
  return body.data;
}

/** The 4-digit code in the latest message to a phone / e-mail, read from /dev/outbox. */
export async function readCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(
    response.status(),
    "/dev/outbox answers only in the demo (SHOP_MODE=demo), to the machine itself",
  ).toBe(200);
  const html = await response.text();
  const code = /(\d{4}) — код для входа|код для входа в Meet Market: (\d{4})/.exec(html);
  const digits = code?.[1] ?? code?.[2];
  if (!digits) throw new Error(`No code in the outbox for ${to}`);
  return digits;
}

/** What React Router's createCookie writes for an unsigned value: base64 of its JSON. */
export function cookieValue(value: unknown): string {
  const json = JSON.stringify(value);
  const binary = Array.from(new TextEncoder().encode(json), (byte) =>
    String.fromCharCode(byte),
  ).join("");
  return encodeURIComponent(btoa(binary));
}

/** Signs a new shopper up by phone (with the 152-FZ consent) and returns their tokens. */
export async function signUpByApi(
  request: APIRequestContext,
  phone = uniquePhone(),
): Promise<SignedInShopper> {
  const headers = { "x-forwarded-for": randomIp() };
  await graphql(
    request,
    `
      mutation ($phone: String!) {
        sendSmsCode(dto: { phone: $phone }) {
          status
        }
      }
    `,
    { phone },
    headers,
  );
  const code = await readCode(request, phone);
  const { authenticate } = await graphql<{
    authenticate: { authData: { accessToken: string; refreshToken: string } };
  }>(
    request,
    `
      mutation ($dto: AuthenticateDto!) {
        authenticate(dto: $dto) {
          authData {
            accessToken
            refreshToken
          }
        }
      }
    `,
    { dto: { emailOrPhone: phone, code, personalDataConsent: true } },
    headers,
  );
  return { phone, ...authenticate.authData };
}

/** Puts a shopper's tokens into the browser, as the storefront's own sign-in would. */
export async function addSessionCookies(
  context: BrowserContext,
  baseURL: string,
  shopper: SignedInShopper,
): Promise<void> {
  const url = new URL(baseURL);
  const cookie = { domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" as const };
  await context.addCookies([
    { ...cookie, name: "meet-market-access", value: cookieValue(shopper.accessToken) },
    { ...cookie, name: "meet-market-refresh", value: cookieValue(shopper.refreshToken) },
  ]);
}

/** A new shopper, signed up over the API and signed in in this browser context. */
export async function signInShopper(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
): Promise<SignedInShopper> {
  const shopper = await signUpByApi(request);
  await addSessionCookies(context, baseURL, shopper);
  return shopper;
}

/** A fresh browser context of the test's project: JavaScript on or off as the project has it. */
export function freshContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    locale: "ru-RU",
  });
}
