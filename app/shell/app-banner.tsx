import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { KeptMarkup } from "~/ui/kept-markup.tsx";
import { usePlainLinkNavigation } from "~/ui/plain-links.ts";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";
import { PREFERENCES_ACTION } from "~/shell/preferences.ts";
import { storageKeys, writeLocal } from "~/shell/storage.ts";
import { useHydrated } from "~/shell/use-hydrated.ts";

/**
 * The app promotion above the header. Closing posts to the preferences action: without JavaScript
 * the page reloads without it; with it, a fetcher hides it at once and the flag is also kept in
 * localStorage (docs/storefront.md#app-banner-and-qr-code).
 */
export function AppBanner() {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = usePlainLinkNavigation();
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
        {/* The same on every page: kept HTML (docs/storefront.md#the-frames-kept-html). */}
        <KeptMarkup as="p" markupKey="app-banner:text" className="flex-1" onClick={navigate}>
          <>
            <a
              href="/info/appspromo"
              data-discover="true"
              className="font-semibold underline-offset-4 hover:underline"
            >
              Скачайте приложение Meet Market
            </a>{" "}
            — 5 000 бонусов за регистрацию
          </>
        </KeptMarkup>
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
