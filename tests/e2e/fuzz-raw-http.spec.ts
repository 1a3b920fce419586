import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { expect, test } from "./support/test.ts";
import fc from "fast-check";
import routes from "../../app/routes.ts";
import { isPersonalPath } from "../../app/lib/personal-paths.ts";
// The headers the server sends once on every response: the spec holds it to that.
import { SINGLE_SECURITY_HEADERS as SECURITY_HEADERS } from "../../http-server/security-headers.mjs";

/**
 * The HTTP layer itself fuzzed (docs/security.md#fuzzing-and-the-abuse-bench): method × request
 * target × path × query string × headers × body, generated over every route of app/routes.ts
 * (read from it, so a new route is fuzzed the day it is added), the files of public/ and the
 * server's own endpoints. Raw requests over keep-alive sockets, several at once, no browser.
 * Whatever arrives: no 5xx, a 405 or 501 names what is allowed, no personal page is ever public,
 * each security header is sent at most once, HSTS only over https, and the server's log
 * (E2E_SERVER_LOG, tests/e2e/support/logged-server.mjs) gains no stack trace. Desktop Chromium's
 * project only (its tests are untagged). FUZZ_SEED replays a run; FUZZ_RUNS
 * sets the number of requests (10 000 by default).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** Requests in flight at once, each on its own keep-alive socket. */
const CONCURRENCY = 6;

const port = Number(process.env.E2E_PORT ?? 3100);
const HOST = "127.0.0.1";
const OWN_ORIGIN = `http://${HOST}:${port}`;

/** A line of a stack trace as V8 writes it. */
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/m;

function logSize(): number {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error("E2E_SERVER_LOG is unset: run the specs through playwright.config.ts");
  return fs.statSync(file).size;
}

function loggedSince(from: number): string {
  return fs
    .readFileSync(process.env.E2E_SERVER_LOG ?? "")
    .subarray(from)
    .toString("utf8");
}

/** Every path template of app/routes.ts, nested ones joined, index routes as their parent's. */
function routePaths(entries: typeof routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [own || "/", ...(entry.children ? routePaths(entry.children, own) : [])];
  });
}

const TEMPLATES = [...new Set(routePaths(routes))];
const PUBLIC_FILES = fs.readdirSync("public").map((file) => `/${file}`);
/** The server's own answers besides the routes: the build's files and pictures. */
const SERVER_PATHS = [
  ...PUBLIC_FILES,
  "/sw.js",
  "/version.json",
  "/assets/",
  "/assets/entry.client.js",
  "/_ipx/w_320/demo-images/sneaker/1f2937/nike/1.svg",
  "/_ipx/w_321/demo-images/sneaker/1f2937/nike/1.svg",
  "/_ipx/f_avif/x.png",
  "/demo-images/sneaker/1f2937/nike/1.svg",
  "/_root.data",
];

const HOSTILE = [
  "",
  "'",
  '"',
  "%",
  "%ZZ",
  "%00",
  "%E0%A4%A",
  "%2F",
  "..",
  "../../etc/passwd",
  "<script>",
  "x".repeat(3000),
  "кроссовки",
  "👟",
  "-1",
  "0",
  "1e309",
  "9999999999999999999999",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  '{"a":1}',
  "[1,2]",
  '"text"',
  "{__typename}",
  "query{__typename}",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "+79991234567",
  "a@b.ru",
];

/** Query keys the routes read, and some nobody reads. */
const KEYS = [
  "query",
  "variables",
  "extensions",
  "operationName",
  "documentId",
  "page",
  "sort",
  "size",
  "limit",
  "ids",
  "id",
  "q",
  "text",
  "url",
  "w",
  "h",
  "kind",
  "by",
  "to",
  "returnTo",
  "redirectTo",
  "_route",
  "index",
  "price",
  "brand",
  "os",
  "utm_source",
  "x",
];

/** A segment for a route's parameter or splat. */
const segment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("obuv", "nike", "1", "0", "x", "products-1.xml", "demo"),
  },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE.filter((value) => !value.includes("/"))) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,12}$/) },
);

/** A percent-encoding of whatever a request line cannot carry as it is. */
function encodeForLine(text: string): string {
  return [...text]
    .map((char) =>
      /^[\u0021-\u007E]$/.test(char) ? char : encodeURIComponent(char).replace(/%25/g, "%"),
    )
    .join("");
}

/** A path, spelt in any of the ways a client may spell it. */
const path: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...TEMPLATES) },
      { weight: 1, arbitrary: fc.constantFrom(...SERVER_PATHS) },
    ),
    fc.array(segment, { minLength: 3, maxLength: 3 }),
    fc.constantFrom(
      "as-is",
      "as-is",
      "as-is",
      "as-is",
      "upper",
      "title",
      "encoded",
      "double-slash",
    ),
    fc.constantFrom("", "", "", "", "/", ".data", ".data", "//"),
  )
  .map(([template, values, spelling, suffix]) => {
    let filled = template
      .replace(/:[a-z]+/gi, () => values[0] ?? "x")
      .replace("*", `${values[1] ?? "x"}/${values[2] ?? "y"}`);
    if (spelling === "upper") filled = filled.toUpperCase();
    if (spelling === "title")
      filled = filled.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`);
    if (spelling === "encoded")
      filled = filled.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
    if (spelling === "double-slash") filled = `/${filled}`;
    return encodeForLine(`${filled}${suffix}`);
  });

/** A query string: known and unknown keys, repeated at times, hostile values, raw or encoded. */
const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...KEYS) }, fc.string({ maxLength: 6 })),
          fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
            { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
            { weight: 1, arbitrary: fc.integer().map(String) },
          ),
          fc.boolean(),
        ),
        { minLength: 1, maxLength: 5 },
      )
      .map(
        (pairs) =>
          `?${pairs
            .map(([key, value, raw]) =>
              raw
                ? `${encodeForLine(key)}=${encodeForLine(value)}`
                : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
            )
            .join("&")}`,
      ),
  },
  { weight: 1, arbitrary: fc.constantFrom("?", "?&&", "?=", "?index", "?a=1&a=2&a=3", "?%") },
);

/** Methods: the page's, the other known ones, WebDAV's, caching proxies', made-up tokens. */
const method = fc.oneof(
  // A page a GET reaches is rendered (tens of milliseconds): enough of them to vary every route's
  // parameters, not so many that the run outgrows its minute.
  { weight: 7, arbitrary: fc.constant("GET") },
  { weight: 2, arbitrary: fc.constant("HEAD") },
  { weight: 4, arbitrary: fc.constant("POST") },
  {
    weight: 6,
    arbitrary: fc.constantFrom("OPTIONS", "PUT", "DELETE", "PATCH", "TRACE"),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "PROPFIND",
      "PROPPATCH",
      "MKCOL",
      "COPY",
      "MOVE",
      "LOCK",
      "UNLOCK",
      "SEARCH",
      "PURGE",
      "REPORT",
      "QUERY",
      "M-SEARCH",
      "SUBSCRIBE",
      "LINK",
    ),
  },
);

type Form = "origin" | "absolute" | "asterisk";

const targetForm = fc.constantFrom<Form>(
  ...(Array(16).fill("origin") as Form[]),
  "absolute",
  "absolute",
  "asterisk",
);

interface Body {
  type: string | undefined;
  data: string;
}

const body: fc.Arbitrary<Body | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          undefined,
          "application/x-www-form-urlencoded",
          "application/json",
          "multipart/form-data; boundary=fz",
          "multipart/form-data",
          "text/plain",
          "application/graphql-response+json",
        ),
        fc.oneof(
          fc.constantFrom(
            "",
            "a=1",
            "variables=x&query=%7B__typename%7D",
            "query=a&query=b",
            '{"query":"{ __typename }"}',
            '{"query":"{ __typename }","variables":"x"}',
            '{"operations":null}',
            '--fz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fz--\r\n',
            "--fz\r\n",
            "null",
            "[]",
          ),
          fc.string({ maxLength: 200 }),
        ),
      )
      .map(([type, data]) => ({ type, data })),
  },
);

interface Headers {
  [name: string]: string;
}

const headers: fc.Arbitrary<Headers> = fc
  .record(
    {
      origin: fc.constantFrom(OWN_ORIGIN, "https://evil.example", "null"),
      "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none"),
      cookie: fc.constantFrom(
        "meet-market-cart=garbage",
        "meet-market-access=x.y.z",
        "meet-market-color-mode=dark",
        "_ga=GA1.1.1",
        "a=%",
      ),
      authorization: fc.constantFrom("Bearer x", "Bearer ", "Basic Zm9vOmJhcg=="),
      accept: fc.constantFrom("*/*", "text/html", "application/json", "image/webp", "x/y;q=bad"),
      "accept-encoding": fc.constantFrom("gzip", "br", "identity", "*;q=0", "gzip;q=x"),
      "if-none-match": fc.constantFrom('W/"x"', "*", '"a", W/"b"', "garbage"),
      range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=x", "lines=1-2"),
      "x-forwarded-for": fc.constantFrom("1.2.3.4", "garbage", "::1, 10.0.0.1", ""),
      "x-forwarded-proto": fc.constantFrom("https", "http", "gopher"),
      "x-forwarded-host": fc.constantFrom("evil.example", "shop.example:443", "a b", "[::1]"),
      host: fc.constantFrom(`${HOST}:${port}`, "evil.example", "shop.example:99999", "[::1]:80"),
      "user-agent": fc.constantFrom("Googlebot/2.1", "curl/8", "", "Mozilla/5.0"),
    },
    { requiredKeys: [] },
  )
  .map((record) => record as Headers);

interface FuzzRequest {
  method: string;
  target: string;
  path: string;
  headers: Headers;
  body: string | undefined;
}

const request: fc.Arbitrary<FuzzRequest> = fc
  .tuple(method, targetForm, path, queryString, headers, body)
  .map(([verb, form, pathname, search, extra, sent]) => {
    const all: Headers = { host: `${HOST}:${port}`, ...extra };
    if (sent?.type) all["content-type"] = sent.type;
    const data = sent && verb !== "GET" && verb !== "HEAD" ? sent.data : undefined;
    if (data !== undefined) all["content-length"] = String(Buffer.byteLength(data));
    const target =
      form === "asterisk"
        ? "*"
        : form === "absolute"
          ? `http://evil.example${pathname}${search}`
          : `${pathname}${search}`;
    return { method: verb, target, path: pathname, headers: all, body: data };
  });

interface Answer {
  status: number;
  rawHeaders: string[];
  headers: http.IncomingHttpHeaders;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(sent: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: HOST,
        port,
        method: sent.method,
        path: sent.target,
        headers: sent.headers,
        agent,
        setHost: false,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            headers: response.headers,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer in 30 s")));
    outgoing.on("error", reject);
    outgoing.end(sent.body);
  });
}

/** Every way an answer may break the rules, in words; empty when it keeps them all. */
function problemsOf(sent: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  // 501 is the deliberate answer to a method nobody here implements; any other 5xx is a failure.
  if (answer.status >= 500 && answer.status !== 501) problems.push(`status ${answer.status}`);
  // A data request's answer (`….data`) is read by React Router's client, which takes a loader's
  // status and body but not its headers: a resource route's 405 loses its Allow there.
  const data = answer.headers["x-remix-response"] === "yes";
  if ([405, 501].includes(answer.status) && !answer.headers.allow && !data) {
    problems.push("no Allow");
  }
  for (const name of SECURITY_HEADERS) {
    const count = answer.rawHeaders.filter(
      (raw, at) => at % 2 === 0 && raw.toLowerCase() === name,
    ).length;
    if (count > 1) problems.push(`${name} ×${count}`);
  }
  const pathname = sent.target.startsWith("/") ? (sent.target.split("?")[0] ?? "") : sent.path;
  const cacheControl = String(answer.headers["cache-control"] ?? "");
  if (isPersonalPath(pathname) && /public/.test(cacheControl)) {
    problems.push(`personal page ${cacheControl}`);
  }
  const overHttps = sent.headers["x-forwarded-proto"] === "https";
  const csp = String(answer.headers["content-security-policy"] ?? "");
  if (!overHttps && answer.headers["strict-transport-security"]) problems.push("HSTS over http");
  if (!overHttps && csp.includes("upgrade-insecure-requests")) {
    problems.push("upgrade-insecure-requests over http");
  }
  return problems;
}

function describeRequest(sent: FuzzRequest): string {
  return `${sent.method} ${sent.target} ${JSON.stringify(sent.headers)}${sent.body ? ` body ${JSON.stringify(sent.body.slice(0, 80))}` : ""}`;
}

/** A raw request line and headers over its own socket: what node:http will not send. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("end", () => resolve(received));
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.write(text);
  });
}

test.afterAll(() => agent.destroy());

test(`${RUNS} generated HTTP requests: no 5xx, no stack trace in the log`, async () => {
  test.setTimeout(10 * 60_000);
  const from = logSize();
  const started = Date.now();
  const requests = fc.sample(request, { numRuns: RUNS, seed: SEED });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const sent = requests[next++];
      if (!sent) break;
      let answer: Answer;
      try {
        answer = await send(sent);
      } catch (error) {
        failures.push(`${describeRequest(sent)}: ${(error as Error).message}`);
        continue;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problems = problemsOf(sent, answer);
      if (problems.length) failures.push(`${describeRequest(sent)}: ${problems.join(", ")}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(
    `[fuzz-raw-http] seed ${SEED}, ${RUNS} requests in ${Date.now() - started} ms, statuses`,
    Object.fromEntries(statuses),
  );
  expect(failures.slice(0, 20), `${failures.length} of ${RUNS} failed`).toEqual([]);
  const logged = loggedSince(from);
  expect(logged.match(STACK_LINE)?.[0], "a stack trace in the server's log").toBeUndefined();
});

test("the issue's examples answer deliberately, without a stack trace", async () => {
  const from = logSize();
  const base = { host: `${HOST}:${port}` };
  const one = async (verb: string, target: string, extra: Headers = {}) =>
    send({ method: verb, target, path: target, headers: { ...base, ...extra }, body: undefined });

  // Methods: TRACE and the other known ones 405 with the route's Allow, unknown ones 501.
  for (const verb of ["TRACE", "PUT", "DELETE", "PATCH"]) {
    const answer = await one(verb, "/catalog/obuv");
    expect(answer.status, verb).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
  }
  expect((await one("POST", "/")).status).toBe(405);
  expect((await one("GET", "/api/send-sms")).headers.allow).toBe("POST, OPTIONS");
  for (const verb of ["PROPFIND", "SEARCH", "PURGE", "MKCOL"]) {
    const answer = await one(verb, "/cart");
    expect(answer.status, verb).toBe(501);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  }
  expect(await sendRaw(`CONNECT ${HOST}:443 HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`)).toMatch(
    /^HTTP\/1\.1 405 .*\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/s,
  );
  expect(await sendRaw(`FOO / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 501 /);
  // Request targets: `*`, the absolute form, a target that is no path, a Host no URL is made of.
  const asterisk = await one("OPTIONS", "*");
  expect(asterisk.status).toBe(204);
  expect(asterisk.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  expect((await one("GET", "*")).status).toBe(400);
  expect((await one("GET", "http://evil/")).status).toBe(200);
  expect((await one("GET", "http://evil/cart")).headers["cache-control"]).toBe("private, no-store");
  expect(await sendRaw(`GET cart HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
  expect((await one("GET", "/", { host: "a b" })).status).toBe(400);
  expect(await sendRaw("GET /healthz HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
  // GET parameters of /graphql and of the resource routes.
  const typename = encodeURIComponent("{ __typename }");
  for (const search of [
    `query=${typename}&variables=x`,
    `query=${typename}&extensions=x`,
    `query=${typename}&query=${typename}`,
    `query=${typename}&variables=%5B%5D`,
  ]) {
    const answer = await one("GET", `/graphql?${search}`);
    expect(answer.status, search).toBe(400);
  }
  for (const target of [
    "/resources/products?ids=x&ids=%00",
    "/resources/search?query=%ZZ",
    "/resources/address-suggestions?q=&q=x",
    "/resources/app-qr?x=%E0",
    "/sitemap/x",
    "/sitemap.xml?page=-1",
    "/robots.txt?x=1&x=2",
    "/api/mobileapp?os=%00",
    "/_ipx/x",
    "/_ipx/",
    "/healthz?x=[]",
  ]) {
    expect((await one("GET", target)).status, target).toBeLessThan(500);
  }
  // Personal pages are never public however they are spelt, nor kept by the page cache.
  for (const target of [
    "/ORDERS/1",
    "/CART",
    "/Favorites.data",
    "/%63art",
    "/%63ART",
    "//cart",
    "/cart/",
    "/Checkout",
    "/ACCOUNT/BONUS.data",
  ]) {
    await one("GET", target);
    const again = await one("GET", target);
    expect(String(again.headers["cache-control"]), target).not.toContain("public");
    expect(again.headers["x-page-cache"], target).toBeUndefined();
  }
  // Security headers: each once, HSTS and upgrade-insecure-requests only over https.
  for (const target of [
    "/",
    "/resources/app-qr",
    "/_ipx/x",
    "/demo-images/sneaker/1f2937/nike/1.svg",
    "/favicon.svg",
    "/healthz",
  ]) {
    const answer = await one("GET", target);
    const names = answer.rawHeaders
      .filter((_, at) => at % 2 === 0)
      .map((name) => name.toLowerCase());
    for (const name of SECURITY_HEADERS) {
      expect(
        names.filter((present) => present === name).length,
        `${target} ${name}`,
      ).toBeLessThanOrEqual(1);
    }
    expect(names, target).toContain("content-security-policy");
    expect(names, target).toContain("x-content-type-options");
    expect(answer.headers["strict-transport-security"], target).toBeUndefined();
    expect(String(answer.headers["content-security-policy"])).not.toContain(
      "upgrade-insecure-requests",
    );
  }
  // Over https, as a trusted proxy says (loopback is trusted by default).
  const secure = await one("GET", "/", { "x-forwarded-proto": "https" });
  expect(secure.headers["strict-transport-security"]).toContain("max-age=31536000");
  expect(String(secure.headers["content-security-policy"])).toContain("upgrade-insecure-requests");

  const logged = loggedSince(from);
  expect(logged.match(STACK_LINE)?.[0], "a stack trace in the server's log").toBeUndefined();
});
