import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import {
  announceStorageChange,
  readSession,
  sessionKeys,
  storageKeys,
  subscribeToStorage,
  writeLocal,
  writeSession,
} from "~/shell/storage.ts";
import { formatCountdown, laterCooldown, parseCooldown } from "./sign-in-model.ts";

/**
 * What the sign-in keeps in the browser (docs/storefront.md#browser-storage): the cooldown and the
 * return-to marker in sessionStorage, the role in localStorage, and the device fingerprint for the
 * API's limits.
 */

/**
 * The stored cooldown end, or null; an expired or unreadable one is removed
 * (docs/identity.md#cooldown).
 */
export function readStoredCooldown(now = Date.now()): number | null {
  const raw = readSession(sessionKeys.cooldown);
  const until = parseCooldown(raw, now);
  if (raw !== null && until === null) {
    writeSession(sessionKeys.cooldown, null);
    announceStorageChange();
  }
  return until;
}

export function storeCooldown(until: number): void {
  writeSession(sessionKeys.cooldown, new Date(until).toISOString());
  announceStorageChange();
}

export function clearReturnTo(): void {
  writeSession(sessionKeys.returnTo, null);
  announceStorageChange();
}

/** The role from accessLevel at sign-in (docs/identity.md#roles). */
export function saveRole(role: string): void {
  writeLocal(storageKeys.role, JSON.stringify(role));
}

/** A sessionStorage value kept current in React; null on the server and during hydration. */
function useSessionValue(key: string): string | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readSession(key),
    () => null,
  );
}

/** The return-to path: the URL's (no JavaScript) or the marker a page left in sessionStorage. */
export function useReturnTo(fromUrl: string): string {
  const marker = useSessionValue(sessionKeys.returnTo);
  return fromUrl || (marker ?? "");
}

/**
 * The cooldown's countdown, m:ss. The first render shows what the server rendered (the same text,
 * so hydration agrees); then it runs on the browser's clock from the later of the server's end and
 * sessionStorage's, keeps it there, and clears it when it runs out (docs/identity.md#cooldown).
 */
export function useCooldown(server: { until: number; renderedAt: number } | null) {
  const stored = useSessionValue(sessionKeys.cooldown);
  const [now, setNow] = useState(() => server?.renderedAt ?? Date.now());
  const serverUntil = server?.until ?? null;

  useEffect(() => {
    // The server's cooldown (a page without the enhanced form) joins the stored one.
    const current = Date.now();
    const merged = laterCooldown(parseCooldown(serverUntil, current), readStoredCooldown(current));
    if (merged !== null) storeCooldown(merged);
    const timer = window.setInterval(() => {
      setNow(Date.now());
      readStoredCooldown();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [serverUntil]);

  const until = laterCooldown(parseCooldown(serverUntil, now), parseCooldown(stored, now));
  const start = useCallback((next: number) => storeCooldown(next), []);
  return {
    running: until !== null,
    left: until === null ? null : formatCountdown(until - now),
    start,
  };
}

/**
 * A SHA-256 of what the browser says about the device (`clientFp`,
 * docs/identity.md#phone-code-endpoint): the API keeps one code a minute per device rather than per
 * IP, so shoppers behind one carrier NAT do not block each other. It identifies nobody; the API
 * treats it as a hint.
 */
export async function deviceFingerprint(): Promise<string | null> {
  try {
    const traits = [
      navigator.userAgent,
      navigator.language,
      navigator.languages.join(","),
      navigator.hardwareConcurrency,
      navigator.maxTouchPoints,
      `${screen.width}x${screen.height}x${screen.colorDepth}`,
      window.devicePixelRatio,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    ].join("|");
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(traits));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    // No SubtleCrypto (an insecure origin): the API falls back to the IP.
    return null;
  }
}

export function useDeviceFingerprint(): string {
  const [fingerprint, setFingerprint] = useState("");
  useEffect(() => {
    void deviceFingerprint().then((value) => setFingerprint(value ?? ""));
  }, []);
  return fingerprint;
}
