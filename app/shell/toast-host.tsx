import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ColorMode } from "~/shell/preferences.ts";
import { loadSonner, subscribeToToasts, toasterMounted, toastRequested } from "~/shell/toasts.tsx";

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Placed once in the page shell; renders nothing until a toast is shown. */
export function ToastHost({ colorMode }: { colorMode: ColorMode }) {
  const wanted = useSyncExternalStore(subscribeToToasts, toastRequested, () => false);
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
  useEffect(toasterMounted, []);
  return null;
}
