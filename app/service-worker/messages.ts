/** The messages between the page (app/features/pwa/pwa.ts) and the service worker. */
export const WORKER_MESSAGES = {
  /** Take over now: the shopper pressed «Обновить» (docs/pwa.md#updates). */
  skipWaiting: "SKIP_WAITING",
  /** Was the page at `url` answered with a kept copy? The answer is a boolean. */
  answeredFromCache: "ANSWERED_FROM_CACHE",
} as const;
