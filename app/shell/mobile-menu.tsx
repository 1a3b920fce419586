import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";
import {
  directoriesKey,
  HIDDEN_IN_MOBILE_MENU,
  HIGHLIGHTED_SLUG,
  type MenuDirectory,
  menuHref,
  topMenu,
} from "~/shell/navigation.ts";
import type { PlainLinkNavigation } from "~/ui/plain-links.ts";
import { KeptMarkup } from "~/ui/kept-markup.tsx";

/** A round icon link of the header (favourites, cart, account, the menu): app/app.css. */
const iconButton = "header-icon";

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
 * (the empty slug and 'search' hidden, 'meet-price' in red), then the top menu. Its links go where
 * the desktop menus' do, which carry `data-discover` for React Router's route discovery: not
 * written twice here (docs/storefront.md#the-frames-links).
 */
export function MobileMenu({
  directories,
  searchForm,
  navigate,
}: {
  directories: MenuDirectory[];
  searchForm: ReactNode;
  navigate: PlainLinkNavigation;
}) {
  const ref = useCloseOnNavigation();
  const entries = directories.filter((directory) => !HIDDEN_IN_MOBILE_MENU.has(directory.slug));
  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        className={`${iconButton} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <SpriteIcon name="menu" className="size-6 group-open:hidden" />
        <SpriteIcon name="x" className="hidden size-6 group-open:block" />
        <span className="sr-only">Меню</span>
      </summary>
      <nav
        aria-label="Меню"
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-200 bg-white px-4 py-6 shadow-xl dark:border-neutral-800 dark:bg-neutral-950"
      >
        {searchForm}
        <KeptMarkup
          as="ul"
          markupKey={`menu-directories:${directoriesKey(entries)}`}
          className="menu-links space-y-1 text-lg font-semibold"
        >
          <>
            {entries.map((directory) => (
              <li key={directory.id}>
                <a
                  href={menuHref(directory.slug)}
                  className={directory.slug === HIGHLIGHTED_SLUG ? "text-accent" : undefined}
                  onClick={navigate}
                >
                  {directory.name}
                </a>
              </li>
            ))}
          </>
        </KeptMarkup>
        <KeptMarkup
          as="ul"
          markupKey="menu-pages"
          className="menu-links mt-6 space-y-1 border-t border-neutral-200 pt-6 text-neutral-700 dark:border-neutral-800 dark:text-neutral-300"
        >
          <>
            {topMenu.map((link) => (
              <li key={link.to}>
                <a href={link.to} onClick={navigate}>
                  {link.label}
                </a>
              </li>
            ))}
          </>
        </KeptMarkup>
      </nav>
    </details>
  );
}
