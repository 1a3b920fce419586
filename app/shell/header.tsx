import Menu from "lucide-react/dist/esm/icons/menu";
import ShoppingBag from "lucide-react/dist/esm/icons/shopping-bag";
import User from "lucide-react/dist/esm/icons/user";
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useFetcher, useLocation, useNavigate } from "react-router";
import { FavouritesCount } from "~/features/favourites/favourite-button.tsx";
import { recordSubmittedSearch, SearchCombobox } from "~/features/search/search-field.tsx";
import { Drawer } from "~/ui/drawer.tsx";
import { IconCount } from "~/ui/icon-count.tsx";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";
import { plural } from "~/lib/plural.ts";
import {
  HIDDEN_IN_MOBILE_MENU,
  HIGHLIGHTED_SLUG,
  type MenuDirectory,
  menuHref,
  topMenu,
} from "~/shell/navigation.ts";
import { PREFERENCES_ACTION } from "~/shell/preferences.ts";
import { removeLocal, storageKeys, writeLocal } from "~/shell/storage.ts";
import { useHideOnScroll } from "~/shell/use-hide-on-scroll.ts";
import { useHydrated } from "~/shell/use-hydrated.ts";

/** A round icon link of the header (favourites, cart, account, the menu): app/app.css. */
const iconButton = "header-icon";

export function Header({
  directories,
  appBannerClosed,
  signedIn,
  cartCount,
  serverTime,
}: {
  directories: MenuDirectory[];
  appBannerClosed: boolean;
  /**
   * A valid, unexpired access token (docs/identity.md#session): the user icon leads to /account.
   */
  signedIn: boolean;
  /** The local cart's items, for the cart icon's badge. */
  cartCount: number;
  /** The server's clock when the page was made, for the sign-in form's load time. */
  serverTime: number;
}) {
  const hidden = useHideOnScroll();
  return (
    <>
      {appBannerClosed ? null : <AppBanner />}
      <header
        className={`sticky top-0 z-40 border-b border-neutral-200 bg-white transition-transform duration-300 dark:border-neutral-800 dark:bg-neutral-950 ${
          // Kept in view while the search popup is open.
          hidden ? "-translate-y-full has-[[data-search-open]]:translate-y-0" : "translate-y-0"
        }`}
      >
        <nav
          aria-label="Информация"
          className="hidden border-b border-neutral-100 lg:block dark:border-neutral-900"
        >
          <ul className="info-links mx-auto flex max-w-7xl gap-6 px-4 py-2 text-xs text-neutral-600 dark:text-neutral-400">
            {topMenu.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Below 360 px (a 320 px phone) the logo's two words stack and the gaps narrow, so the
            menu, the logo and three icons fit without the page scrolling sideways. */}
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 max-[359px]:gap-2">
          <MobileMenu directories={directories} />
          <Link
            to="/"
            className="shrink-0 text-xl font-black tracking-tight uppercase max-[359px]:w-min max-[359px]:text-lg max-[359px]:leading-none md:text-2xl"
            aria-label="Meet Market — на главную"
          >
            Meet Market
          </Link>
          <nav aria-label="Каталог" className="hidden flex-1 lg:block">
            <ul className="flex items-center gap-5 px-4 text-sm font-semibold">
              {directories.map((directory) => (
                <li key={directory.id}>
                  <NavLink
                    to={menuHref(directory.slug)}
                    className={({ isActive }) =>
                      `${directory.slug === HIGHLIGHTED_SLUG ? "text-accent" : ""} ${
                        isActive ? "underline underline-offset-8" : ""
                      } hover:underline hover:underline-offset-8`
                    }
                  >
                    {directory.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SearchForm />
          <div className="ml-auto flex items-center gap-1 max-[359px]:gap-0 lg:ml-0">
            <Link to="/favorites" className={iconButton}>
              <SpriteIcon name="star" className="size-5" />
              <FavouritesCount />
            </Link>
            <CartTrigger count={cartCount} />
            {signedIn ? (
              <Link to="/account" className={iconButton} aria-label="Личный кабинет">
                <User aria-hidden="true" className="size-5" />
              </Link>
            ) : (
              <SignInTrigger serverTime={serverTime} />
            )}
          </div>
        </div>
      </header>
    </>
  );
}

/**
 * A GET form to /search: works without JavaScript; with it, the field is a combobox with the
 * search popup (history, recently viewed, results as you type), fetched on first use.
 */
function SearchForm() {
  const location = useLocation();
  const current = location.pathname.startsWith("/search")
    ? (new URLSearchParams(location.search).get("query") ?? "")
    : "";
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      onSubmit={recordSubmittedSearch}
      className="hidden flex-1 md:flex lg:max-w-xs"
      key={current}
    >
      <SearchCombobox
        variant="header"
        defaultQuery={current}
        placeholder="Кроссовки, бренд, модель…"
      />
    </Form>
  );
}

/**
 * A link that, with JavaScript and a plain click, opens a panel over the page instead; the
 * panel belongs to the page it was opened on, so any navigation closes it.
 */
function usePanelLink() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  return {
    open: openOn === location.key,
    close: () => setOpenOn(null),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setOpenOn(location.key);
    },
  };
}

/**
 * The user icon of a guest (docs/storefront.md#header): with JavaScript it opens the sign-in panel
 * over the page; without it (or in a new tab) it is the /auth page. Signed in, the panel goes to
 * /account.
 */
/** The sign-in forms (with conform and zod) load when the panel first opens, not with every page. */
const SignInPanel = lazy(() =>
  import("~/features/sign-in/sign-in-panel.tsx").then((module) => ({
    default: module.SignInPanel,
  })),
);

function SignInTrigger({ serverTime }: { serverTime: number }) {
  const panel = usePanelLink();
  const navigate = useNavigate();
  useEffect(() => {
    // Signed out (or never signed in): no role is left behind (docs/identity.md#roles).
    removeLocal(storageKeys.role);
  }, []);
  return (
    <>
      <Link to="/auth" onClick={panel.onClick} className={iconButton} aria-label="Войти">
        <User aria-hidden="true" className="size-5" />
      </Link>
      <Drawer open={panel.open} onClose={panel.close} title="Вход">
        {panel.open ? (
          <Suspense fallback={<p className="text-neutral-500 dark:text-neutral-400">Загрузка…</p>}>
            <SignInPanel
              pageLoadTime={serverTime}
              onSignedIn={(redirectTo) => {
                panel.close();
                void navigate(redirectTo);
              }}
            />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}

/** The cart's content (and its forms) loads when the drawer first opens, not with every page. */
const CartPanel = lazy(() =>
  import("~/features/cart/cart-panel.tsx").then((module) => ({ default: module.CartPanel })),
);

/**
 * The header's cart icon with the number of items (docs/cart.md#cart-drawer): with JavaScript it
 * opens the cart drawer; without it, the link goes to the cart page.
 */
function CartTrigger({ count }: { count: number }) {
  const panel = usePanelLink();
  return (
    <>
      <Link to="/cart" onClick={panel.onClick} className={iconButton}>
        <ShoppingBag aria-hidden="true" className="size-5" />
        <IconCount
          count={count}
          label={
            count > 0 ? `Корзина: ${plural(count, ["товар", "товара", "товаров"])}` : "Корзина"
          }
          testId="cart-count-badge"
        />
      </Link>
      <Drawer open={panel.open} onClose={panel.close} title="Корзина">
        {panel.open ? (
          <Suspense fallback={<p className="text-neutral-500 dark:text-neutral-400">Загрузка…</p>}>
            <CartPanel />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}

/**
 * For a <details> that a navigation closes, and nothing else. React leaves its `open` alone (not
 * a prop here), so a menu tapped open before the JavaScript arrived (a slow phone) stays open
 * through hydration, provided this effect's first run, on the location it hydrated on, does
 * nothing.
 */
function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const lastLocation = useRef(location.key);
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    ref.current?.removeAttribute("open");
  }, [location.key]);
  return ref;
}

/**
 * The mobile menu on <details>: opens and closes without JavaScript. Catalogue sections first
 * (the empty slug and 'search' hidden, 'meet-price' in red), then the top menu.
 */
function MobileMenu({ directories }: { directories: MenuDirectory[] }) {
  const ref = useCloseOnNavigation();
  const entries = directories.filter((directory) => !HIDDEN_IN_MOBILE_MENU.has(directory.slug));
  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        className={`${iconButton} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <SpriteIcon name="x" className="hidden size-6 group-open:block" />
        <span className="sr-only">Меню</span>
      </summary>
      <nav
        aria-label="Меню"
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-200 bg-white px-4 py-6 shadow-xl dark:border-neutral-800 dark:bg-neutral-950"
      >
        <Form
          method="get"
          action="/search"
          role="search"
          onSubmit={recordSubmittedSearch}
          className="mb-6"
        >
          <SearchCombobox variant="menu" placeholder="Поиск" />
        </Form>
        <ul className="menu-links space-y-1 text-lg font-semibold">
          {entries.map((directory) => (
            <li key={directory.id}>
              <Link
                to={menuHref(directory.slug)}
                className={directory.slug === HIGHLIGHTED_SLUG ? "text-accent" : undefined}
              >
                {directory.name}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="menu-links mt-6 space-y-1 border-t border-neutral-200 pt-6 text-neutral-700 dark:border-neutral-800 dark:text-neutral-300">
          {topMenu.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * The app promotion above the header. Closing posts to the preferences action: without JavaScript
 * the page reloads without it; with it, a fetcher hides it at once and the flag is also kept in
 * localStorage (docs/storefront.md#app-banner-and-qr-code).
 */
function AppBanner() {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const closing = fetcher.state !== "idle" || fetcher.data !== undefined;
  useEffect(() => {
    if (closing) writeLocal(storageKeys.appBannerClosed, "true");
  }, [closing]);
  if (closing) return null;
  return (
    <aside
      aria-label="Мобильное приложение"
      className="bg-neutral-950 text-white dark:bg-neutral-100 dark:text-neutral-950"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          <Link to="/info/appspromo" className="font-semibold underline-offset-4 hover:underline">
            Скачайте приложение Meet Market
          </Link>{" "}
          — 5 000 бонусов за регистрацию
        </p>
        <fetcher.Form method="post" action={PREFERENCES_ACTION}>
          <input type="hidden" name="intent" value="close-app-banner" />
          {hydrated ? null : (
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          )}
          <button
            type="submit"
            className="rounded-full p-1.5 hover:bg-white/15 focus-visible:outline-2 dark:hover:bg-black/10"
            aria-label="Закрыть баннер"
          >
            <SpriteIcon name="x" className="size-4" />
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
