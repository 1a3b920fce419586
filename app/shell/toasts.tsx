import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { ColorMode } from "~/shell/preferences.ts";

/**
 * Toasts through sonner, loaded only when the first toast is shown: most visits show none, so the
 * toast library stays out of the JavaScript every page ships. The host renders sonner's <Toaster>
 * with the settings of docs/storefront.md#toasts (4000 ms, 3 visible, gap 14, bottom-right, Alt+T;
 * its default width is the 356px asked for) from the first toast on.
 */

export interface ToastOptions {
  type?: "success" | "error" | "info";
  id?: string;
  description?: string;
}

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
/** Resolves once <Toaster> has subscribed to sonner's store: a toast sent earlier would be lost. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (browser only). */
export async function showToast(title: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await loadSonner();
  await mounted;
  const { type = "info", id, description } = options;
  const show = type === "info" ? toast : toast[type];
  show(title, { id, description });
}

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Placed once in the page shell; renders nothing until a toast is shown. */
export function ToastHost({ colorMode }: { colorMode: ColorMode }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={["altKey", "KeyT"]}
        theme={colorMode}
        closeButton
      />
      <MountSignal />
    </Suspense>
  );
}

/** Its effect runs after <Toaster>'s own (siblings commit in order), i.e. once sonner listens. */
function MountSignal() {
  useEffect(() => markMounted(), []);
  return null;
}
