import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";

/**
 * Parts of a page the browser needs only later (docs/storefront.md#javascript-below-the-fold):
 * the server renders them in full, so the HTML is whole and its links and forms work without
 * JavaScript, but their code is a chunk of its own that the browser fetches once the part nears
 * the viewport or the browser is idle, whichever comes first. Until then React leaves the
 * server's HTML of the part as it is (a lazy component inside <Suspense> hydrates when its chunk
 * arrives), so nothing flickers and nothing mismatches.
 *
 * Declared by the part's owner, with nothing else importing the part's module, so that the
 * browser's build has it in no chunk the route preloads:
 *
 *     const Reviews = belowTheFold(() => import("./reviews.tsx").then((module) => module.Reviews));
 *
 * The server loads every part as its module is evaluated and renders it as it is, never lazily:
 * a lazy part would make the first render after a start stream the part behind a script, which a
 * browser without JavaScript never runs. `belowTheFoldLoaded()`, awaited before the server
 * listens, is the promise that they have all loaded.
 *
 * Props must be data that keeps its identity from one render to the next (loader data, strings):
 * the part is memoised, because React 18 gives up the server's HTML of a boundary that receives
 * new props before it has hydrated and renders its fallback (nothing) instead.
 */
export function belowTheFold<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    whenNear = true,
  }: {
    /**
     * Whether the part is fetched as it nears the viewport, which takes a <div> around it to
     * watch; `false` for parts at the top or not seen (notices, the header's pieces, symbols):
     * fetched when the browser is idle, with no element added to the page.
     */
    whenNear?: boolean;
  } = {},
): ComponentType<P> {
  let request = () => {};
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  // A lazy component takes the props of the one it loads; TypeScript's types of lazy() add a ref.
  const Part = import.meta.env.SSR
    ? loadedOnServer(load)
    : (lazy(async () => {
        // Rendered first by hydration: wait until the part is wanted. Rendered first after it (a
        // navigation in the browser to a page with the part): the part is wanted now.
        if (!pageHydrated) await requested;
        return { default: await loadPatiently(load) };
      }) as unknown as ComponentType<P>);

  function BelowTheFold(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      pageHydrated = true;
      if (!whenNear) return whenIdle(request);
      return ref.current ? whenWanted(ref.current, request) : undefined;
    }, []);
    const part = (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
    return whenNear ? <div ref={ref}>{part}</div> : part;
  }
  return memo(BelowTheFold) as unknown as ComponentType<P>;
}

const serverLoads: Promise<unknown>[] = [];

/** Resolves once every part declared so far has loaded on the server. */
export async function belowTheFoldLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

/**
 * The part on the server: loaded now, rendered as itself. Only a render before the load is done
 * (the development server's first page) waits for it.
 */
function loadedOnServer<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  const loading = load().then((component) => {
    Loaded = component;
  });
  serverLoads.push(loading);
  return function ServerPart(props: P) {
    if (!Loaded) throw loading;
    return <Loaded {...props} />;
  };
}

/** Set by the first part's effect: every part on the page has hydrated or waits for its chunk. */
let pageHydrated = false;

/**
 * Loads a part, and when that fails tries again once the browser is back online. Meanwhile (and
 * for good if the chunk is gone, a deployment later: the next page load brings the new build)
 * the part stays the server's HTML, whose links and forms work as without JavaScript, rather
 * than an error taking the whole page.
 */
export async function loadPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => window.addEventListener("online", resolve, { once: true }));
    }
  }
}

/** How far below the viewport a part starts loading: a flick of a phone's screen ahead. */
const NEAR = "600px 0px";
/** The longest a part waits for the browser to be idle (a page that never idles still gets it). */
const IDLE_TIMEOUT_MS = 3000;

/** Calls `want` once, when `element` nears the viewport or the browser is idle; returns a cancel. */
function whenWanted(element: Element, want: () => void): () => void {
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) done();
          },
          { rootMargin: NEAR },
        )
      : null;
  const cancelIdle = whenIdle(() => done());
  function done() {
    observer?.disconnect();
    cancelIdle();
    want();
  }
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    cancelIdle();
  };
}

/**
 * Calls `callback` once the browser is idle (Safari has no requestIdleCallback: after a
 * moment instead); returns a cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
