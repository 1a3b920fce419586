import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useOptimisticColorMode } from "~/shell/color-mode.ts";
import { FlashWithoutScript } from "~/shell/flash-without-script.tsx";
import { Header } from "~/shell/header.tsx";
import { isModuleLoadFailure, isNetworkFailure } from "~/shell/load-failure.ts";
import { reloadOnce } from "~/shell/reload-once.ts";
import { useNonce } from "~/shell/nonce.ts";
import { showToast } from "~/shell/toasts.tsx";
import { belowTheFold } from "~/ui/below-the-fold.tsx";
import { PwaNoticesAfterLoad } from "~/features/pwa/pwa-after-load.tsx";
import { START_HELD_SCRIPTS } from "~/shell/scripts-after-paint.ts";
import { buttonClass, ButtonLink } from "~/ui/button.tsx";
import { graphql } from "~/graphql.ts";
import { getEnv, getPublicEnv, siteUrlOf } from "~/platform/env.server.ts";
import { readFavouriteIds } from "~/features/favourites/favourites.server.ts";
import {
  type FavouritesRootData,
  FavouritesForm,
  FavouritesLink,
} from "~/features/favourites/favourite-button.tsx";
import { AccountLink } from "~/features/identity/account-link.tsx";
import type { SignInRootData } from "~/features/identity/credentials-form.tsx";
import { CartLink } from "~/features/cart/cart-link.tsx";
import { cartCount } from "~/features/cart/cart.server.ts";
import type { ColorMode } from "~/shell/preferences.ts";
import { readPreferences } from "~/shell/preferences.server.ts";
import { pageMeta, type UrlMetadata } from "~/shell/seo.ts";
import { getSession, isSignedIn, shopClientMiddleware } from "~/platform/shop-api.server.ts";
import { sharedQuery } from "~/platform/shared-reads.server.ts";
import { readToast } from "~/platform/toast.server.ts";
import { requestGuardMiddleware } from "~/platform/request-guard.server.ts";
import { httpCachingMiddleware } from "~/platform/http-caching.server.ts";
import { pageCacheMiddleware } from "~/platform/page-cache.server.ts";
import type { Route } from "./+types/root";
import "./app.css";

// Rendered only after the shopper accepts all cookies: not part of every page's JavaScript.
const Analytics = lazy(() =>
  import("~/features/analytics/analytics.tsx").then((module) => ({ default: module.Analytics })),
);

// Below the fold of every page, or notices that can wait: their code is fetched as the shopper
// nears them or when the browser is idle, the server renders them in full
// (docs/storefront.md#javascript-below-the-fold).
const Footer = belowTheFold(() => import("~/shell/footer.tsx").then((module) => module.Footer));
const CookieNotice = belowTheFold(
  () => import("~/shell/cookie-notice.tsx").then((module) => module.CookieNotice),
  { whenNear: false },
);
const NavigationProgress = belowTheFold(
  () => import("~/shell/navigation-progress.tsx").then((module) => module.NavigationProgress),
  { whenNear: false },
);
const ToastHost = belowTheFold(
  () => import("~/shell/toast-host.tsx").then((module) => module.ToastHost),
  { whenNear: false },
);
const IconSprite = belowTheFold(
  () => import("~/ui/icon-symbols.tsx").then((module) => module.IconSprite),
  { whenNear: false },
);
// The header's search forms are plain GET forms to /search until their code comes, when the
// browser is idle; then the field becomes the combobox with its popup (docs/search.md).
const SearchForm = belowTheFold(
  () => import("~/features/search/search-field.tsx").then((module) => module.SearchForm),
  { whenNear: false },
);
const DemoNotice = belowTheFold(
  () => import("~/shell/demo-notice.tsx").then((module) => module.DemoNotice),
  { whenNear: false },
);

// Caching outermost, to see every response as it leaves (the session's cookies included); then
// the guard: a refused request reaches neither the shop API nor a loader; then the page cache,
// which answers an anonymous visitor's page another has just been shown.
export const middleware: Route.MiddlewareFunction[] = [
  httpCachingMiddleware,
  requestGuardMiddleware,
  pageCacheMiddleware,
  shopClientMiddleware,
];

const MenuQuery = graphql(`
  query Menu {
    directoryList {
      id
      name
      slug
    }
  }
`);

const UrlMetadataQuery = graphql(`
  query UrlMetadata($url: String!) {
    urlMetadata(dto: { url: $url }) {
      title
      description
      keywords
    }
  }
`);

const MINUTE_MS = 60_000;

const EMPTY_METADATA: UrlMetadata = { title: "", description: "", keywords: "" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const env = getEnv();
  const [menu, metadata, preferences, flash, favouriteIds, cartItems] = await Promise.all([
    // The same for every visitor: kept until the catalogue changes (docs/caching.md#the-frames-shared-reads).
    sharedQuery(context, MenuQuery, {}),
    // Errors while fetching the page metadata are ignored (docs/storefront.md#page-head).
    sharedQuery(context, UrlMetadataQuery, { url: url.pathname })
      .then((result) => result.urlMetadata ?? EMPTY_METADATA)
      .catch(() => EMPTY_METADATA),
    readPreferences(request),
    readToast(request),
    readFavouriteIds(request, context),
    cartCount(request),
  ]);
  const siteUrl = siteUrlOf(request, env);
  const rootData = {
    publicEnv: getPublicEnv(env),
    directories: menu.directoryList,
    urlMetadata: metadata,
    canonicalUrl: `${siteUrl}${url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, "")}`,
    preferences,
    toast: flash.toast,
    /** Newest first; every like button and the header's star read them. */
    favouriteIds,
    /** The local cart's items: the header's cart badge. */
    cartCount: cartItems,
    // Read after the queries above: an expired access token has been refreshed (or dropped) by now.
    signedIn: isSignedIn(getSession(context)),
    /**
     * The server's clock when the page was made, to the minute below: the sign-in panel's
     * form load time (docs/identity.md#phone-code-endpoint). Whole minutes keep a page's data
     * the same from one request to the next, so its ETag can answer 304 (docs/caching.md); an
     * earlier load time only ever lets a shopper's form through sooner.
     */
    serverTime: Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
  };
  // Features read the root's data by the route's id (useRouteLoaderData("root")), each declaring
  // what it reads: the check that it is here.
  return data(rootData satisfies FavouritesRootData & SignInRootData, { headers: flash.headers });
}

/**
 * The frame's data follows the path, not its query: a filter, an order, a page of a listing or a
 * search (a GET to the same path with another query) re-reads the page's loader alone, so a filter
 * change's data request leaves the root out (docs/storefront.md#the-frames-data). The same address
 * again (a live order re-read in place, which brings the header's cart count too) and anything
 * submitted (the cart, favourites, signing in or out) reload it all.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  (!formMethod || formMethod === "GET") &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  if (args.error) {
    const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
    return [
      { title: notFound ? "Страница не найдена — Meet Market" : "Нет сигнала — Meet Market" },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(args, {
    title: "Meet Market — кроссовки, одежда и обувь",
    description: "Оригинальные кроссовки, одежда и обувь с доставкой по России.",
  });
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * What a route's handle asks of the root, the deepest route's first: a colour mode
 * (`export const handle = { colorMode: "dark" }`), or the back office's frame of its own instead
 * of the storefront's (`{ backOffice: true }`, docs/back-office.md#pages).
 */
interface RootHandle {
  colorMode?: ColorMode;
  backOffice?: boolean;
}
function useRootHandle<Key extends keyof RootHandle>(key: Key): RootHandle[Key] {
  return useMatches().reduce<RootHandle[Key]>(
    (found, match) => (match.handle as RootHandle | undefined)?.[key] ?? found,
    undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const saved = useOptimisticColorMode(root?.preferences.colorMode ?? "system");
  const colorMode = useRootHandle("colorMode") ?? saved;
  const nonce = useNonce() || undefined;
  // Marks the page interactive: its modules start after the first paint
  // (docs/storefront.md#scripts-after-the-first-paint), so the load event may come before.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang="ru" className={colorMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        <IconSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts the modules <Scripts> wrote held, once the page is painted
            (docs/storefront.md#scripts-after-the-first-paint): the server's to write, its text
            not in the browser's JavaScript (hydration keeps the element as the server wrote it). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? START_HELD_SCRIPTS : "" }}
        />
      </body>
    </html>
  );
}

/** Header, footer and the site-wide pieces around a screen (or an error screen). */
function Shell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const colorMode = useOptimisticColorMode(root?.preferences.colorMode ?? "system");
  const toast = root?.toast;

  useEffect(() => {
    if (!toast) return;
    void showToast(toast.title, {
      type: toast.type,
      id: toast.id,
      description: toast.description,
    });
  }, [toast]);

  if (!root) return <main className="flex-1">{children}</main>;
  const { publicEnv, preferences } = root;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        К содержимому
      </a>
      <NavigationProgress />
      {publicEnv.SHOP_MODE === "demo" ? <DemoNotice /> : null}
      <Header
        directories={root.directories}
        appBannerClosed={preferences.appBannerClosed}
        searchForm={<SearchForm variant="header" />}
        menuSearchForm={<SearchForm variant="menu" />}
        iconLinks={
          <>
            <FavouritesLink />
            <CartLink count={root.cartCount} />
            <AccountLink signedIn={root.signedIn} serverTime={root.serverTime} />
          </>
        }
      />
      <main id="main" className="flex-1">
        <FlashWithoutScript toast={toast} />
        {children}
      </main>
      <Footer directories={root.directories} colorMode={preferences.colorMode} />
      <FavouritesForm />
      {preferences.cookieConsent === null ? <CookieNotice /> : null}
      {preferences.cookieConsent === "all" ? (
        <Suspense fallback={null}>
          <Analytics
            yandexMetrikaId={publicEnv.YANDEX_METRIKA_ID}
            gaMeasurementId={publicEnv.GA_MEASUREMENT_ID}
          />
        </Suspense>
      ) : null}
      <ToastHost colorMode={colorMode} />
      <PwaNoticesAfterLoad />
    </>
  );
}

export default function App() {
  if (useRootHandle("backOffice")) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * A screen whose module or data did not arrive is loaded again as a whole page, once: after a
 * deployment the new page names the new modules; offline the service worker answers with its
 * kept copy or the offline page (docs/pwa.md#offline). Without a worker, offline, the error
 * screen stays: a reload would only show the browser's own.
 */
function useReloadAfterLoadFailure(error: unknown) {
  useEffect(() => {
    if (isModuleLoadFailure(error)) {
      reloadOnce("chunk");
    } else if (isNetworkFailure(error)) {
      if (navigator.onLine || navigator.serviceWorker?.controller) reloadOnce("network");
    }
  }, [error]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useReloadAfterLoadFailure(error);
  // The not-found route throws 404 with 'Page not found: {path}'
  // (docs/storefront.md#error-screens).
  const notFound = isRouteErrorResponse(error) && error.status === 404 ? String(error.data) : null;
  // A request the shop refused (docs/security.md#bad-input): its status and Russian reason.
  const refused =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound
      ? { status: error.status, reason: String(error.data) }
      : null;
  return (
    <Shell>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-12 text-center">
        <img
          src={
            notFound
              ? "/demo-images/high-sneaker/e11d48/meet-market/2.svg"
              : "/demo-images/sneaker/6b7280/meet-market/2.svg"
          }
          alt=""
          width={280}
          height={280}
          className="size-56 rounded-3xl md:size-72"
        />
        <p className="text-7xl font-black tracking-tight md:text-8xl">
          {notFound ? "404" : refused ? refused.status : "NO SIGNAL"}
        </p>
        {refused ? (
          <>
            <p className="text-lg">{refused.reason}</p>
            <ButtonLink to="/">На главную</ButtonLink>
          </>
        ) : notFound ? (
          <>
            <p className="text-lg">
              Страница не найдена. Давайте вернёмся в каталог и попробуем снова.
            </p>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{notFound}</p>
            <ButtonLink to="/catalog">Каталог</ButtonLink>
          </>
        ) : (
          <>
            <p className="text-lg">Нет сигнала. Давайте обновим страницу и попробуем снова.</p>
            {/* A plain link reloads the page with or without JavaScript. */}
            <a href="" className={buttonClass()}>
              Обновить страницу
            </a>
          </>
        )}
      </div>
    </Shell>
  );
}
