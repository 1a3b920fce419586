import { lazy, Suspense } from "react";
import { useHydrated } from "~/shell/use-hydrated.ts";

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
}

const NoNotices = () => null;

/**
 * The PWA notices and the page's side of the worker (./pwa-notices.tsx, ./pwa.ts): one chunk,
 * fetched once the page has loaded, as nothing of it is urgent and the notices show nothing
 * before (docs/pwa.md). Offline before it has come, or a deployment removed it: the page works
 * without it, as it does without a worker.
 */
const PwaNotices = lazy(() =>
  pageLoaded()
    .then(() => import("./pwa-notices.tsx"))
    .then(
      (module) => ({ default: module.PwaNotices }),
      () => ({ default: NoNotices }),
    ),
);

/** In the page's frame: nothing on the server and during hydration, the notices after load. */
export function PwaNoticesAfterLoad() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PwaNotices />
    </Suspense>
  );
}
