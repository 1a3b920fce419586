/**
 * The storefront's page cache (docs/caching.md#the-storefronts-page-cache): the proxy cache of
 * docs/caching.md#the-proxy, kept in the server's own memory, so that an anonymous visitor's
 * page that another visitor has just been shown is served without running a loader or React.
 *
 * It keeps what the proxy may keep and nothing else: an anonymous GET of a page that is nobody's
 * own, answered 200 or 404 as `public` by the caching rules of ./http-caching.server.ts. A page
 * is fresh for the rules' s-maxage; for their stale-while-revalidate after that it is still
 * served while one request renders it again. Concurrent misses of one page wait for one render.
 * Every page turns stale when the shop API announces a change to the catalogue: the next request
 * for it renders it again (and sees the change) while the others are still given the old one for
 * that render's time; a render begun before the change is not kept. Each response gets its own CSP nonce: the kept page's
 * is replaced by the one this response's Content-Security-Policy names.
 */
import { LRUCache } from "lru-cache";
import type { MiddlewareFunction } from "react-router";
import { isPersonalPath } from "~/lib/personal-paths.ts";
import {
  carriesShopCookie,
  isPageResponse,
  PAGE_CACHE_CONTROL,
  pageCaching,
} from "./http-caching.server.ts";
import { getEnv } from "./env.server.ts";
import { requestFacts } from "./request-context.server.ts";
import { onCatalogueChange } from "./shop-api.server.ts";

/** The header that says how a page was answered: HIT, STALE (being rendered again) or MISS. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** The lifetimes of the rules' public Cache-Control, which the proxy honours too. */
function lifetimesOf(cacheControl: string): { freshMs: number; staleMs: number } {
  const seconds = (name: string) =>
    Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  return { freshMs: seconds("s-maxage") * 1000, staleMs: seconds("stale-while-revalidate") * 1000 };
}

export const PAGE_CACHE_LIFETIMES = lifetimesOf(PAGE_CACHE_CONTROL.public);

/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

interface KeptPage {
  status: number;
  statusText: string;
  headers: [string, string][];
  /**
   * The page as it goes out, UTF-8: kept as bytes, it is neither decoded when kept nor encoded
   * again for each answer (bench/README.md#server-rendering-throughput).
   */
  body: Buffer<ArrayBuffer>;
  /** The CSP nonce the page was rendered with, in its scripts. */
  nonce: string;
  storedAt: number;
  /** The catalogue's generation it was rendered in (bumped by every change). */
  generation: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
}

export interface PageCache {
  middleware: MiddlewareFunction<Response>;
  /**
   * The catalogue changed: every page kept is stale from now on (the next request for it renders
   * it again, while others are still given it), and renders under way are not kept.
   */
  catalogueChanged(): void;
  readonly size: number;
}

/** Whether a request may be answered from the cache: an anonymous GET of nobody's own page. */
function mayBeAnswered(request: Request, pathname: string): boolean {
  return (
    request.method.toUpperCase() === "GET" &&
    !request.headers.has("authorization") &&
    !carriesShopCookie(request.headers.get("cookie")) &&
    !isPersonalPath(pathname)
  );
}

/** Whether a response may be kept: what the rules make public for everyone, and a page. */
function mayBeKept(request: Request, pathname: string, response: Response): boolean {
  if (!isPageResponse(response) || !response.body) return false;
  const caching = pageCaching({
    method: request.method,
    pathname,
    cookie: request.headers.get("cookie"),
    authorized: request.headers.has("authorization"),
    status: response.status,
    setsCookie: response.headers.has("set-cookie"),
  });
  return caching === "public";
}

/** `bytes` with every `from` replaced by `to` (a nonce: ASCII, so never part of a longer character). */
function replaceAll(bytes: Buffer<ArrayBuffer>, from: string, to: string): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  const replacement = Buffer.from(to);
  let start = 0;
  for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, start)) {
    parts.push(bytes.subarray(start, at), replacement);
    start = at + from.length;
  }
  if (start === 0) return bytes;
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const freshMs = options.freshMs ?? PAGE_CACHE_LIFETIMES.freshMs;
  const staleMs = options.staleMs ?? PAGE_CACHE_LIFETIMES.staleMs;
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.byteLength + 512,
  });
  /** Renders under way, by key: a miss waits for one instead of starting its own. */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  /** Bumped by a change: a render begun before it may hold what the change altered. */
  let generation = 0;

  function answer(page: KeptPage, nonce: string, how: "HIT" | "STALE" | "MISS"): Response {
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_HEADER, how);
    const body =
      page.nonce && nonce && page.nonce !== nonce
        ? replaceAll(page.body, page.nonce, nonce)
        : page.body;
    return new Response(body, { status: page.status, statusText: page.statusText, headers });
  }

  /** Renders the page with this request, keeps it if it may be, and answers this request. */
  async function render(
    key: string,
    request: Request,
    pathname: string,
    nonce: string,
    next: () => Promise<Response>,
  ): Promise<Response> {
    const startedIn = generation;
    let settle: (page: KeptPage | undefined) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let kept: KeptPage | undefined;
    try {
      const response = await next();
      if (!mayBeKept(request, pathname, response)) return response;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name !== "content-length");
      kept = {
        status: response.status,
        statusText: response.statusText,
        headers,
        body,
        nonce,
        storedAt: now(),
        generation: startedIn,
      };
      if (generation === startedIn && body.byteLength <= MAX_PAGE_BYTES) pages.set(key, kept);
      return answer(kept, nonce, "MISS");
    } finally {
      rendering.delete(key);
      settle(generation === startedIn ? kept : undefined);
    }
  }

  const middleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
    const { target, cspNonce } = requestFacts(context);
    if (target === undefined || !mayBeAnswered(request, url.pathname)) return next();
    const key = `${url.host}${target}`;
    const page = pages.get(key);
    if (page) {
      const age = now() - page.storedAt;
      // Kept before the catalogue last changed: stale, whatever its age.
      if (age < freshMs && page.generation === generation) return answer(page, cspNonce, "HIT");
      if (age < freshMs + staleMs && rendering.has(key)) return answer(page, cspNonce, "STALE");
    } else {
      const pending = rendering.get(key);
      const rendered = pending && (await pending);
      if (rendered) return answer(rendered, cspNonce, "HIT");
    }
    return render(key, request, url.pathname, cspNonce, next);
  };

  return {
    middleware,
    get size() {
      return pages.size;
    },
    catalogueChanged() {
      generation += 1;
    },
  };
}

let shared: PageCache | undefined;

/** The server's page cache: PAGE_CACHE_MB of memory, emptied on every catalogue change. */
function sharedPageCache(): PageCache | undefined {
  const megabytes = getEnv().PAGE_CACHE_MB;
  if (megabytes === 0) return undefined;
  if (!shared) {
    const cache = createPageCache({ maxBytes: megabytes * 1024 * 1024 });
    onCatalogueChange(() => cache.catalogueChanged());
    shared = cache;
  }
  return shared;
}

/**
 * Root middleware, inside the caching rules' (which still set every response's Cache-Control and
 * a data request's ETag) and the request guard: answers an anonymous page from the cache.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = (args, next) => {
  const cache = sharedPageCache();
  return cache ? cache.middleware(args, next) : next();
};
