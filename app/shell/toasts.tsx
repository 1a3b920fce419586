import type * as SonnerModule from "sonner";

/**
 * Toasts through sonner, loaded only when the first toast is shown: most visits show none, so the
 * toast library stays out of the JavaScript every page ships. Its host (./toast-host.tsx) loads
 * once the browser is idle; a toast asked for earlier waits for it. The host renders sonner's <Toaster>
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
/** Called by ./toast-host.tsx once sonner listens. */
export const toasterMounted = () => markMounted();
/** Resolves once <Toaster> has subscribed to sonner's store: a toast sent earlier would be lost. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether a toast has been asked for: ./toast-host.tsx renders the toaster from then on. */
export const toastRequested = () => requested;

export function subscribeToToasts(listener: () => void): () => void {
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
