import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import {
  directoriesKey,
  HIGHLIGHTED_SLUG,
  type MenuDirectory,
  menuHref,
  topMenu,
} from "~/shell/navigation.ts";
import { useHideOnScroll } from "~/shell/use-hide-on-scroll.ts";
import {
  type PlainLinkNavigation,
  isCurrentPath,
  usePlainLinkNavigation,
} from "~/ui/plain-links.ts";
import { KeptMarkup } from "~/ui/kept-markup.tsx";
import { storageKeys, writeLocal } from "~/shell/storage.ts";
import { belowTheFold } from "~/ui/below-the-fold.tsx";

// A notice that can wait: its code comes when the browser is idle, the server renders it
// (docs/storefront.md#javascript-below-the-fold).
const AppBanner = belowTheFold(
  () => import("~/shell/app-banner.tsx").then((module) => module.AppBanner),
  { whenNear: false },
);

// The mobile menu's <details> opens without JavaScript: its code, which only closes it on a
// navigation and navigates in the browser, comes when the browser is idle.
const MobileMenu = belowTheFold(
  () => import("~/shell/mobile-menu.tsx").then((module) => module.MobileMenu),
  { whenNear: false },
);

/**
 * The header (docs/storefront.md#header): the app banner, the information links, the logo, the
 * catalogue's sections and the mobile menu. What belongs to a feature (the search form, the
 * favourites', cart's and account's icon links) the root hands in: the shell imports no feature.
 */
export function Header({
  directories,
  appBannerClosed,
  searchForm,
  menuSearchForm,
  iconLinks,
}: {
  directories: MenuDirectory[];
  appBannerClosed: boolean;
  /** The search form of the header's bar (hidden on phones). */
  searchForm: ReactNode;
  /** The search form at the top of the mobile menu. */
  menuSearchForm: ReactNode;
  /** The round icon links at the right: favourites, cart, account. */
  iconLinks: ReactNode;
}) {
  const hidden = useHideOnScroll();
  const { pathname } = useLocation();
  const navigate = usePlainLinkNavigation();
  const directoryLinks = directories.map((directory) => ({ to: menuHref(directory.slug) }));
  // The flag in storage follows the cookie, however the banner was closed: by the fetcher, or by
  // the form posted as it is before the banner's code has come (or without JavaScript).
  useEffect(() => {
    if (appBannerClosed) writeLocal(storageKeys.appBannerClosed, "true");
  }, [appBannerClosed]);
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
          <KeptMarkup
            as="ul"
            markupKey={`top-menu:${currentFlags(pathname, topMenu)}`}
            className="info-links mx-auto flex max-w-7xl gap-6 px-4 py-2 text-xs text-neutral-600 dark:text-neutral-400"
          >
            <TopMenuItems pathname={pathname} navigate={navigate} />
          </KeptMarkup>
        </nav>
        {/* Below 360 px (a 320 px phone) the logo's two words stack and the gaps narrow, so the
            menu, the logo and three icons fit without the page scrolling sideways. */}
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 max-[359px]:gap-2">
          <MobileMenu directories={directories} searchForm={menuSearchForm} navigate={navigate} />
          <a
            href="/"
            data-discover="true"
            onClick={navigate}
            className="shrink-0 text-xl font-black tracking-tight uppercase max-[359px]:w-min max-[359px]:text-lg max-[359px]:leading-none md:text-2xl"
            aria-label="Meet Market — на главную"
          >
            Meet Market
          </a>
          <nav aria-label="Каталог" className="hidden flex-1 lg:block">
            <KeptMarkup
              as="ul"
              markupKey={`directories:${directoriesKey(directories)}:${currentFlags(pathname, directoryLinks)}`}
              className="flex items-center gap-5 px-4 text-sm font-semibold"
            >
              <DirectoryItems directories={directories} pathname={pathname} navigate={navigate} />
            </KeptMarkup>
          </nav>
          {searchForm}
          <div className="ml-auto flex items-center gap-1 max-[359px]:gap-0 lg:ml-0">
            {iconLinks}
          </div>
        </div>
      </header>
    </>
  );
}

/** Which of `links` lead to the page shown (NavLink's rule), as the key of their kept HTML. */
const currentFlags = (pathname: string, links: readonly { to: string }[]) =>
  links.map((link) => (isCurrentPath(pathname, link.to) ? 1 : 0)).join("");

/** The top menu's links, the current page's marked as NavLink marks it. */
function TopMenuItems({ pathname, navigate }: { pathname: string; navigate: PlainLinkNavigation }) {
  return (
    <>
      {topMenu.map((link) => {
        const current = isCurrentPath(pathname, link.to);
        return (
          <li key={link.to}>
            <a
              href={link.to}
              className={current ? "active" : undefined}
              aria-current={current ? "page" : undefined}
              data-discover="true"
              onClick={navigate}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </>
  );
}

/** The catalogue's sections in the header's bar, the current one underlined. */
function DirectoryItems({
  directories,
  pathname,
  navigate,
}: {
  directories: MenuDirectory[];
  pathname: string;
  navigate: PlainLinkNavigation;
}) {
  return (
    <>
      {directories.map((directory) => {
        const href = menuHref(directory.slug);
        const current = isCurrentPath(pathname, href);
        return (
          <li key={directory.id}>
            <a
              href={href}
              aria-current={current ? "page" : undefined}
              data-discover="true"
              onClick={navigate}
              className={`${directory.slug === HIGHLIGHTED_SLUG ? "text-accent" : ""} ${
                current ? "underline underline-offset-8" : ""
              } hover:underline hover:underline-offset-8`}
            >
              {directory.name}
            </a>
          </li>
        );
      })}
    </>
  );
}
