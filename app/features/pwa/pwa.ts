/**
 * The page's side of the service worker and of new deployments (docs/pwa.md): registers /sw.js
 * (production builds only), polls /version.json for a new build, notices being offline or
 * answered from the worker's cache, and keeps a form from being sent offline. Loaded after the
 * page's load event by the notices (./pwa-notices.tsx), which show its state (./pwa-state.ts). A module that failed to load is the root error boundary's
 * (app/root.tsx): a lazy piece that copes with its own failure (the search popup) reloads nothing.
 */
import type { Workbox } from "workbox-window";
import { WORKER_MESSAGES } from "~/service-worker/messages.ts";
import { reloadOnce } from "~/shell/reload-once.ts";
import { pwaState, updatePwa } from "./pwa-state.ts";

export const VERSION_URL = "/version.json";
/** How often an open, visible page asks whether a new build is out. */
export const VERSION_POLL_MS = 60_000;
/** How long the «Обновить» button waits for the new worker to take over before reloading anyway. */
const TAKE_OVER_MS = 3_000;

let workbox: Workbox | undefined;
let started = false;

/** The version of the build this page came from (React Router's manifest). */
function pageVersion(): string | undefined {
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } })
    .__reactRouterManifest;
  return typeof manifest?.version === "string" ? manifest.version : undefined;
}

/** Asks the server for its build's version; a new one offers the shopper a refresh. */
async function checkVersion(): Promise<void> {
  const current = pageVersion();
  if (!current || !navigator.onLine || pwaState().updateReady) return;
  try {
    const response = await fetch(VERSION_URL, { cache: "no-store" });
    if (!response.ok) return;
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version !== "string" || version === current) return;
    updatePwa({ updateReady: true });
    // Fetch the new worker now, so that «Обновить» can hand the page to it.
    void workbox?.update().catch(() => undefined);
  } catch {
    // Offline, or the server is restarting: the next poll asks again.
  }
}

/** «Обновить»: hands the page to the waiting worker (whose taking over reloads it), or reloads. */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (workbox && registration?.waiting) {
    workbox.messageSkipWaiting();
    window.setTimeout(() => window.location.reload(), TAKE_OVER_MS);
    return;
  }
  window.location.reload();
}

async function registerWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const { Workbox, messageSW } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => updatePwa({ updateReady: true }));
  // A new worker took over (this tab's «Обновить», or another tab's): the page reloads to run
  // the build the worker serves. The first worker taking a page is no update.
  wb.addEventListener("controlling", (event) => {
    if (event.isUpdate) reloadOnce("worker-update");
  });
  // Asked before registering: offline, registering fails (it fetches /sw.js to compare).
  const controller = navigator.serviceWorker.controller;
  if (controller) {
    const answered: unknown = await messageSW(controller, {
      type: WORKER_MESSAGES.answeredFromCache,
      url: window.location.href,
    });
    if (answered === true) updatePwa({ fromCache: true });
  }
  await wb.register();
  workbox = wb;
}

/** Starts it all, once per page; production builds only register the worker. */
export function startPwa(): void {
  if (started) return;
  started = true;

  // A page just loaded is the current build: the first poll is a minute away, or on the
  // network's return.
  updatePwa({ offline: !navigator.onLine });
  window.addEventListener("offline", () => updatePwa({ offline: true }));
  window.addEventListener("online", () => {
    updatePwa({ offline: false, formNotSent: false });
    void checkVersion();
  });

  // Before React Router's own listener (on the document): an offline submission never leaves,
  // so the page and what was typed stay as they are (docs/pwa.md#forms-offline).
  window.addEventListener(
    "submit",
    (event) => {
      if (navigator.onLine) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      updatePwa({ formNotSent: true });
    },
    { capture: true },
  );

  window.setInterval(() => {
    if (document.visibilityState === "visible") void checkVersion();
  }, VERSION_POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkVersion();
  });

  if (import.meta.env.PROD) {
    registerWorker().catch(() => {
      // No worker (refused, blocked, private mode): the shop works as before, online only.
    });
  }
}
