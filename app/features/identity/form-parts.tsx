import { useEffect, useRef } from "react";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { Honeypot } from "~/ui/form/honeypot.tsx";
import { useDeviceFingerprint } from "./sign-in-browser.ts";

/**
 * What both sign-in steps (docs/identity.md#sign-in-screens) share, on the /auth and /enter-code
 * pages and in the header's panel: their look, the bot-check fields and the focus once the panel
 * opens. Each step is a plain form post that works without JavaScript; with it, a fetcher posts it.
 */

export type Variant = "page" | "panel";

export const inputClass =
  "block w-full rounded-xl border border-neutral-300 bg-white px-4 py-3 text-lg outline-none focus-visible:border-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-900/20 aria-invalid:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:focus-visible:border-white";
export const linkClass =
  "font-medium underline underline-offset-4 hover:text-neutral-600 focus-visible:outline-2 focus-visible:outline-offset-2 dark:hover:text-neutral-300";

/** The fields the API's bot checks read, and `mode=js` for an enhanced post. */
export function BotCheckFields({
  pageLoadTime,
  enhanced,
}: {
  pageLoadTime: number;
  enhanced: boolean;
}) {
  const hydrated = useHydrated();
  const fingerprint = useDeviceFingerprint();
  return (
    <>
      <Honeypot />
      <input type="hidden" name="pageLoadTime" value={pageLoadTime} />
      {fingerprint ? <input type="hidden" name="clientFp" value={fingerprint} /> : null}
      {hydrated && enhanced ? <input type="hidden" name="mode" value="js" /> : null}
    </>
  );
}

/** Focuses an element once mounted, after a dialog around it has opened. */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [enabled]);
  return ref;
}
