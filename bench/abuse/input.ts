/**
 * Bad input (docs/security.md#bad-input, #requests-from-other-sites): NUL bytes in GraphQL strings,
 * page addresses and filters, posts in no form's format — each a 4xx, never a 500; and a forged
 * Host never reaching the shop's links (#security-headers-and-the-sites-own-address).
 */
import { type RawRequest, rawRequest } from "./http.ts";
import type { ProbeResult } from "./report.ts";

const EVIL_HOST = "evil.example";

async function graphqlNul(origin: string): Promise<ProbeResult> {
  const inline =
    '{ searchFilteredProducts(dto: { query: "nike\\u0000" }) { pagination { totalItems } } }';
  const withVariables = {
    query:
      "query ($q: String!) { searchFilteredProducts(dto: { query: $q }) { pagination { totalItems } } }",
    variables: { q: "ni\u0000ke" },
  };
  const answers = await Promise.all(
    [{ query: inline }, withVariables].map((body) =>
      rawRequest(origin, {
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    ),
  );
  const refused = answers.map(
    (a) => a.status < 500 && a.text.includes("BAD_USER_INPUT") && !a.text.includes('"data":{'),
  );
  return {
    probe: "NUL in a GraphQL string (in the document, in a variable)",
    expected: "BAD_USER_INPUT «Недопустимые символы», no 500",
    observed: answers
      .map((a, n) => `${a.status} ${refused[n] ? "BAD_USER_INPUT" : a.text.slice(0, 60)}`)
      .join("; "),
    held: refused.every(Boolean),
  };
}

/** Each request must be answered 4xx; the observed column lists the statuses. */
async function all4xx(
  origin: string,
  probe: string,
  requests: RawRequest[],
  expected: string,
): Promise<ProbeResult> {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await rawRequest(origin, request)).status);
  return {
    probe,
    expected,
    observed: requests.map((r, n) => `${r.method ?? "GET"} ${r.path}: ${statuses[n]}`).join("; "),
    held: statuses.every((status) => status >= 400 && status < 500),
  };
}

/** The site's address as a page names it: canonical link, og:url, and any absolute link. */
function namedAddresses(html: string): string[] {
  const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];
  const ogUrl = /<meta[^>]+property="og:url"[^>]+content="([^"]+)"/.exec(html)?.[1];
  return [canonical, ogUrl].filter((value): value is string => value !== undefined);
}

async function forgedHost(origin: string, productSlug: string): Promise<ProbeResult> {
  const paths = ["/", "/catalog/obuv", `/product/${productSlug}`, "/sitemap"];
  const reflected: string[] = [];
  const named = new Set<string>();
  for (const path of paths) {
    const answer = await rawRequest(origin, {
      path,
      headers: {
        host: EVIL_HOST,
        "x-forwarded-host": EVIL_HOST,
        "x-forwarded-proto": "https",
      },
    });
    for (const address of namedAddresses(answer.text)) named.add(new URL(address).origin);
    if (answer.text.includes(EVIL_HOST) || JSON.stringify(answer.headers).includes(EVIL_HOST)) {
      reflected.push(`${path} (${answer.status})`);
    }
  }
  return {
    probe: `forged Host / X-Forwarded-Host ${EVIL_HOST} on ${paths.join(", ")}`,
    expected: "never in canonical, og:url, the sitemap or any header",
    observed: `${reflected.length > 0 ? `reflected by ${reflected.join(", ")}` : "not reflected"}; links name ${[...named].join(", ") || "nothing absolute"}`,
    held: reflected.length === 0,
  };
}

export async function inputProbes(origin: string, productSlug: string): Promise<ProbeResult[]> {
  const formPost = (path: string, type: string | undefined, body: string): RawRequest => ({
    method: "POST",
    path,
    headers: type ? { "content-type": type } : {},
    body,
  });
  return [
    await graphqlNul(origin),
    await all4xx(
      origin,
      "NUL and broken escapes in page addresses",
      [
        { path: "/catalog/obuv%00" },
        { path: `/product/${productSlug}%00` },
        { path: "/product/%ZZ" },
        { path: "/info/%E0%A4%A" },
      ],
      "400 «Некорректный адрес страницы»",
    ),
    await all4xx(
      origin,
      "NUL in filter and search parameters",
      [
        { path: "/catalog/obuv?brand=nike%00" },
        { path: "/catalog/obuv?size=42&priceFrom=1%00" },
        { path: "/search?query=a%00b" },
        { path: "/resources/search?query=%00" },
      ],
      "400",
    ),
    await all4xx(
      origin,
      "page action posts as JSON, text/plain, no content type",
      [
        formPost("/cart", "application/json", '{"intent":"clear"}'),
        formPost("/cart", "text/plain", "intent=clear"),
        formPost("/cart", undefined, "intent=clear"),
        formPost("/resources/preferences", "application/json", '{"intent":"color-mode"}'),
      ],
      "415 «Неподдерживаемый формат запроса»",
    ),
    await all4xx(
      origin,
      "/api/send-sms and /graphql posts in other formats",
      [
        formPost("/api/send-sms", "text/plain", "phone=+79990000000"),
        formPost("/api/send-sms", undefined, "\u0000"),
        formPost("/graphql", "text/plain", "{ __typename }"),
        formPost("/graphql", "application/json", '{"query": '),
      ],
      "4xx",
    ),
    await forgedHost(origin, productSlug),
  ];
}
