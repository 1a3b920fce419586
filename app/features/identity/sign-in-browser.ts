import { useEffect, useState, useSyncExternalStore } from "react";
import {
  announceStorageChange,
  readSession,
  sessionKeys,
  storageKeys,
  subscribeToStorage,
  writeLocal,
  writeSession,
} from "~/shell/storage.ts";
import {
  cooldownOf,
  type Cooldowns,
  formatCountdown,
  mergeCooldowns,
  parseCooldowns,
  type ServerCooldowns,
} from "./sign-in-model.ts";

/**
 * What the sign-in keeps in the browser (docs/storefront.md#browser-storage): the cooldown and the
 * return-to marker in sessionStorage, the role in localStorage, and the device fingerprint for the
 * API's limits.
 */

/** The cooldowns stored (docs/identity.md#cooldown); the ones over are removed from storage. */
export function readStoredCooldowns(now = Date.now()): Cooldowns {
  const raw = readSession(sessionKeys.cooldown);
  const cooldowns = parseCooldowns(raw, now);
  if (raw !== null && raw !== JSON.stringify(cooldowns)) {
    writeStoredCooldowns(cooldowns);
  }
  return cooldowns;
}

function writeStoredCooldowns(cooldowns: Cooldowns): void {
  writeSession(
    sessionKeys.cooldown,
    Object.keys(cooldowns).length > 0 ? JSON.stringify(cooldowns) : null,
  );
  announceStorageChange();
}

/** Adds these numbers' cooldowns to the stored ones. */
export function storeCooldowns(cooldowns: Cooldowns): void {
  const now = Date.now();
  writeStoredCooldowns(mergeCooldowns(readStoredCooldowns(now), cooldowns, now));
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
 * The countdown of `target`'s cooldown (a phone as +7XXXXXXXXXX, an e-mail), m:ss; none for any
 * other number. The first render shows what the server rendered (the same text, so hydration
 * agrees); then it runs on the browser's clock from the server's ends and sessionStorage's,
 * keeps them there, and drops them as they run out (docs/identity.md#cooldown).
 */
export function useCooldown(server: ServerCooldowns, target: string | null) {
  const stored = useSessionValue(sessionKeys.cooldown);
  const [now, setNow] = useState(() => server?.renderedAt ?? Date.now());
  const serverEnds = JSON.stringify(server?.ends ?? {});

  useEffect(() => {
    // The server's cooldowns (a page without the enhanced form) join the stored ones.
    storeCooldowns(parseCooldowns(serverEnds, Date.now()));
    const timer = window.setInterval(() => {
      setNow(Date.now());
      readStoredCooldowns();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [serverEnds]);

  const ends = mergeCooldowns(parseCooldowns(serverEnds, now), parseCooldowns(stored, now), now);
  const until = cooldownOf(ends, target, now);
  return {
    running: until !== null,
    left: until === null ? null : formatCountdown(until - now),
  };
}

/**
 * A SHA-256 of what the browser says about the device (`clientFp`,
 * docs/identity.md#phone-code-endpoint): the API caps the codes a device asks for in an hour per
 * device rather than per IP, so shoppers behind one carrier NAT do not block each other. It identifies nobody; the API
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
