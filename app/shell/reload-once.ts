/**
 * A reload the page does by itself (a screen's module that failed to load, a new service worker,
 * a data request the network failed) happens at most once per reason and path in
 * RELOAD_WINDOW_MS (docs/storefront.md#new-deployments-and-the-service-worker): if the reload did
 * not help, the page stays as it is rather than reload in a loop.
 */
import { readSession, sessionKeys, writeSession } from "~/shell/storage.ts";

export const RELOAD_WINDOW_MS = 10_000;

export type ReloadReason = "chunk" | "network" | "worker-update";

/** When each reason last reloaded each path: `{"chunk /catalog": 1732540000000}`. */
type ReloadTimes = Record<string, number>;

function parseTimes(stored: string | null): ReloadTimes {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number",
      ),
    );
  } catch {
    // Written by an older page or by hand: forget it, a reload is then allowed.
    return {};
  }
}

/**
 * Whether a reload for `key` may happen at `now`, and what to store: the times still inside the
 * window, and this one when it reloads.
 */
export function decideReload(
  stored: string | null,
  key: string,
  now: number,
): { reload: boolean; stored: string } {
  const recent = Object.fromEntries(
    Object.entries(parseTimes(stored)).filter(
      ([, time]) => now - time < RELOAD_WINDOW_MS && time <= now,
    ),
  );
  const reload = recent[key] === undefined;
  if (reload) recent[key] = now;
  return { reload, stored: JSON.stringify(recent) };
}

/** Reloads the page unless this reason reloaded this path moments ago; says whether it did. */
export function reloadOnce(reason: ReloadReason, pathname = window.location.pathname): boolean {
  const decision = decideReload(
    readSession(sessionKeys.reloads),
    `${reason} ${pathname}`,
    Date.now(),
  );
  writeSession(sessionKeys.reloads, decision.stored);
  if (decision.reload) window.location.reload();
  return decision.reload;
}
