import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
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
