/**
 * The service worker, /sw.js with scope / (docs/pwa.md). Built after `react-router build` by
 * scripts/service-worker.ts: esbuild bundles this file, Workbox writes the build's list of assets
 * into it. What it does with each request is app/service-worker/rules.ts.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types.js";
import type { PrecacheEntry } from "workbox-precaching/_types.js";
import {
  CACHE_NAMES,
  IMAGE_CACHE,
  handlingOf,
  isKeepablePage,
  OFFLINE_PAGE,
  OFFLINE_REASON_MARKER,
  offlineReason,
  PAGE_CACHE,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SIGN_OUT_PATH,
  type RequestHandling,
} from "./rules.ts";
import { WORKER_MESSAGES } from "./messages.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The build's scripts, styles, icons and the offline page. An update waits until the shopper
// takes it (the «Обновить» button posts SKIP_WAITING); the first worker takes the open pages
// at once, so a page visited now can be opened offline later.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/** The addresses this worker just answered with a kept copy, and when: they show «Нет сети». */
const answeredFromCache = new Map<string, number>();
/** Long enough for the page to load and ask; a later visit of the address asks anew. */
const ANSWER_REMEMBERED_MS = 60_000;

const rememberCachedAnswer: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) answeredFromCache.set(request.url, Date.now());
    return cachedResponse ?? null;
  },
};

/** Whether the page at `url` was just answered with a kept copy. */
function answeredWithCopy(url: unknown): boolean {
  if (typeof url !== "string") return false;
  const time = answeredFromCache.get(url);
  return time !== undefined && Date.now() - time < ANSWER_REMEMBERED_MS;
}

const keepOnlyKeepablePages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isKeepablePage(response.status, response.headers) ? response : null,
};

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  // Every page says Vary: Cookie; the worker's requests carry no Cookie header to compare.
  matchOptions: { ignoreVary: true },
  plugins: [
    keepOnlyKeepablePages,
    rememberCachedAnswer,
    new ExpirationPlugin({ ...PAGE_CACHE, purgeOnQuotaError: true }),
  ],
});

const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...IMAGE_CACHE, purgeOnQuotaError: true }),
  ],
});

const networkOnly = new NetworkOnly();

function handledAs(handling: RequestHandling) {
  return ({ request, url }: { request: Request; url: URL }) =>
    handlingOf({
      url,
      method: request.method,
      mode: request.mode,
      origin: self.location.origin,
    }) === handling;
}

registerRoute(handledAs("page"), pages);
registerRoute(handledAs("personal-page"), networkOnly);
registerRoute(handledAs("image"), images);
registerRoute(handledAs("form-post"), networkOnly, "POST");

/** A failed navigation (nothing kept, or a form not sent) gets the shop's offline page. */
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  return offlinePage(request.method === "POST");
});

async function offlinePage(formPost: boolean): Promise<Response> {
  const page = await matchPrecache(OFFLINE_PAGE);
  if (!page) return Response.error();
  const html = (await page.text()).replace(OFFLINE_REASON_MARKER, offlineReason(formPost));
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

// Signing out forgets every page kept while signed in: their headers name the shopper's cart
// and favourites, and the next shopper on this browser must not see them offline.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "POST" || url.origin !== self.location.origin) return;
  if (url.pathname !== SIGN_OUT_PATH && url.pathname !== `${SIGN_OUT_PATH}.data`) return;
  event.waitUntil(caches.delete(CACHE_NAMES.pages));
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type === WORKER_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  } else if (data?.type === WORKER_MESSAGES.answeredFromCache) {
    event.ports[0]?.postMessage(answeredWithCopy(data.url));
  }
});
