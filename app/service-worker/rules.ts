/**
 * What the service worker does with a request (docs/pwa.md#what-is-cached): pure rules, so the
 * worker (app/service-worker/sw.ts) and its tests read the same ones. Anything a rule does not
 * name goes to the network untouched: the shop API, actions, data requests, resource routes.
 */
import { isPersonalPath } from "../lib/personal-paths.ts";

/** The caches the worker keeps besides Workbox's precache of the build. */
export const CACHE_NAMES = {
  pages: "meet-market-pages",
  images: "meet-market-images",
} as const;

/** How long a page may keep the shopper waiting before its last good copy is shown. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
export const PAGE_CACHE = { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
export const IMAGE_CACHE = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** The precached page shown for a page that is neither on the network nor in the cache. */
export const OFFLINE_PAGE = "/offline.html";
/** The offline page's placeholder the worker replaces when a form could not be sent. */
export const OFFLINE_REASON_MARKER = "<!--offline-reason-->";

/** Where the shopper signs out: the worker then forgets every page it kept. */
export const SIGN_OUT_PATH = "/resources/sign-out";

export type RequestHandling =
  /** A public page: the network first, its last good copy when the network fails or is slow. */
  | "page"
  /** A shopper's own page: the network only, the offline page when there is none. */
  | "personal-page"
  /** A form posted without JavaScript: the network only, the offline page saying so. */
  | "form-post"
  /** A picture of /_ipx or a demo picture: the cache first, kept a while, at most so many. */
  | "image"
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | "network";

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a document the browser opens, `cors` / `same-origin` / `no-cors` otherwise. */
  mode: string;
  /** The worker's own origin: another site's requests are never touched. */
  origin: string;
}

/** Paths that are never a page and never kept, even when a browser opens them as a document. */
const NEVER_KEPT = /^\/(graphql|resources|api|dev|healthz|sw\.js|version\.json)(\/|$)/;
const IMAGE = /^\/(_ipx|demo-images)\//;

export function handlingOf({ url, method, mode, origin }: RequestFacts): RequestHandling {
  if (url.origin !== origin) return "network";
  const navigation = mode === "navigate";
  if (method === "POST" && navigation) return "form-post";
  if (method !== "GET") return "network";
  if (IMAGE.test(url.pathname)) return "image";
  if (!navigation || NEVER_KEPT.test(url.pathname)) return "network";
  // React Router's data requests (`/catalog.data`) are not navigations: they went to the
  // network above, and a failed one becomes a document load (docs/pwa.md#offline).
  return isPersonalPath(url.pathname) ? "personal-page" : "page";
}

/**
 * Whether a page's answer may be kept as its last good copy: a whole page (200, HTML) that no
 * cache may keep is not (`no-store`: a shopper's own screen, a response setting a cookie:
 * docs/caching.md). A signed-in shopper's public page is `private, no-cache`: the browser's own
 * cache, the worker's included, may keep it; signing out forgets it.
 */
export function isKeepablePage(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  if (!(headers.get("content-type") ?? "").startsWith("text/html")) return false;
  return !/\bno-store\b/i.test(headers.get("cache-control") ?? "");
}

/** The offline page's message for a page that could not be opened, or a form not sent. */
export function offlineReason(formPost: boolean): string {
  return formPost
    ? "Нет сети: форма не отправлена. Вернитесь назад — введённое сохранено — и отправьте ещё раз, когда связь вернётся."
    : "Нет сети, а эту страницу вы ещё не открывали. Проверьте подключение и попробуйте снова.";
}
