/**
 * HTTP caching of pages (docs/caching.md): which page responses a shared cache (the proxy of
 * compose.yaml, a CDN) may keep, which are one shopper's alone, and the weak ETags that let a
 * browser's data request (`….data`) be answered 304 Not Modified. The one place that decides:
 * the first middleware of the root route, so it sees every response as it finally leaves,
 * the session's renewed cookies included.
 */
import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { isPersonalPath, sectionOf } from "~/lib/personal-paths.ts";

/** Every Cache-Control a page can carry; nothing else in app/ writes one for a page. */
export const PAGE_CACHE_CONTROL = {
  /**
   * The same for every visitor without the shop's cookies: a shared cache keeps it a minute
   * (s-maxage) and serves it five minutes more while it fetches a fresh copy; a browser asks
   * again every time (max-age=0), with the ETag of a data request.
   */
  public: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  /** Shaped by the shopper's cookies: only their browser keeps it, and asks again each time. */
  personal: "private, no-cache",
  /** Kept by no cache: a shopper's own screens, cookies being set, errors, refusals. */
  never: "private, no-store",
} as const;

export type PageCaching = keyof typeof PAGE_CACHE_CONTROL;

/** Every cookie of the shop is named so (app/platform/cookies.server.ts), and each shapes a page. */
export const SHOP_COOKIE_PREFIX = "meet-market-";

/** What a shared cache may keep: a page, a page that is not there (crawlers ask for many). */
const SHAREABLE_STATUSES: ReadonlySet<number> = new Set([200, 404, 410]);

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/** What decides a page response's caching: its request, and its status and cookies. */
export interface PageExchange {
  method: string;
  /** The page's path: for a data request, the page's own (`/cart`, not `/cart.data`). */
  pathname: string;
  /** The request's Cookie header. */
  cookie: string | null;
  /** The request carries an Authorization header (a bearer token). */
  authorized: boolean;
  status: number;
  /** The response sets a cookie. */
  setsCookie: boolean;
}

/** Whether a Cookie header holds one of the shop's cookies; other sites' scripts' do not count. */
export function carriesShopCookie(cookie: string | null): boolean {
  if (!cookie) return false;
  return cookie
    .split(";")
    .some((pair) => pair.trimStart().toLowerCase().startsWith(SHOP_COOKIE_PREFIX));
}

/**
 * How a page response may be cached. Public only when nothing in the exchange could make it
 * differ from one visitor to another: a safe method, a screen that is nobody's own, a request
 * without the shop's cookies or a token, and a response that sets no cookie.
 */
export function pageCaching(exchange: PageExchange): PageCaching {
  if (exchange.setsCookie) return "never";
  if (!SAFE_METHODS.has(exchange.method.toUpperCase())) return "never";
  if (isPersonalPath(exchange.pathname)) return "never";
  if (!SHAREABLE_STATUSES.has(exchange.status)) return "never";
  if (exchange.authorized || carriesShopCookie(exchange.cookie)) return "personal";
  return "public";
}

/** A page's HTML, or the data of its loaders that React Router's client asks for (`….data`). */
export function isPageResponse(response: Response): boolean {
  if (isDataResponse(response)) return true;
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

function isDataResponse(response: Response): boolean {
  return response.headers.get("x-remix-response") === "yes";
}

/** Adds a name to a Vary header, keeping those already there. */
function addVary(headers: Headers, name: string) {
  const present = (headers.get("vary") ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (present.some((value) => value === "*" || value.toLowerCase() === name.toLowerCase())) return;
  headers.set("vary", [...present, name].join(", "));
}

/**
 * A weak validator of a body: the same bytes, the same tag. Node's own hash, at once: WebCrypto's
 * digest of the same bytes, a job handed to another thread and a promise, was an eighth of a
 * filtered listing's data request (bench/README.md#server-rendering-throughput).
 */
export function weakEtag(body: ArrayBuffer): string {
  return `W/"${createHash("sha1").update(new Uint8Array(body)).digest("base64url")}"`;
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): `*`, or one of its tags, W/ or not. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** The response again with other headers (a response passed through from fetch() has immutable ones). */
function withHeaders(response: Response, headers: Headers): Response {
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A data request's answer with its ETag, or 304 without a body when the browser already has
 * it. The body is read whole to hash it: the shop's loaders return no promises left to stream.
 */
async function withEtag(request: Request, response: Response, headers: Headers): Promise<Response> {
  const body = await response.arrayBuffer();
  const etag = weakEtag(body);
  headers.set("etag", etag);
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
    headers.delete("content-type");
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: response.status, headers });
}

/**
 * Root middleware, the first: sets every page response's Cache-Control (and Vary: Cookie, as
 * the page depends on the shop's cookies), makes a response that sets a cookie private whatever
 * its route said, and gives a data request's successful answer its ETag. Resource routes keep
 * the Cache-Control they chose (pictures, the QR code, health).
 */
export const httpCachingMiddleware: MiddlewareFunction<Response> = async (
  { request, url },
  next,
) => {
  const response = await next();
  const headers = new Headers(response.headers);
  const setsCookie = headers.has("set-cookie");
  // The back office: no cache keeps any of its answers, no search engine lists them
  // (docs/back-office.md#caching), whatever the route said.
  if (sectionOf(url.pathname) === "admin") {
    headers.set("cache-control", PAGE_CACHE_CONTROL.never);
    headers.set("x-robots-tag", "noindex, nofollow");
    return withHeaders(response, headers);
  }
  if (!isPageResponse(response)) {
    if (!setsCookie) return response;
    headers.set("cache-control", PAGE_CACHE_CONTROL.never);
    return withHeaders(response, headers);
  }
  const caching = pageCaching({
    method: request.method,
    // The page's own path: React Router hands a data request's without its `.data`.
    pathname: url.pathname,
    cookie: request.headers.get("cookie"),
    authorized: request.headers.has("authorization"),
    status: response.status,
    setsCookie,
  });
  headers.set("cache-control", PAGE_CACHE_CONTROL[caching]);
  addVary(headers, "Cookie");
  const revalidated =
    caching !== "never" &&
    response.status === 200 &&
    request.method.toUpperCase() === "GET" &&
    isDataResponse(response);
  return revalidated ? withEtag(request, response, headers) : withHeaders(response, headers);
};
