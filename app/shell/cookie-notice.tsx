import { useFetcher, useLocation } from "react-router";
import { KeptMarkup } from "~/ui/kept-markup.tsx";
import { usePlainLinkNavigation } from "~/ui/plain-links.ts";
import { PREFERENCES_ACTION } from "~/shell/preferences.ts";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { Button } from "~/ui/button.tsx";

/**
 * 152-FZ treats cookies as personal data: analytics cookies only with consent. The shop works
 * fully either way; the answer is kept in a cookie so the server renders accordingly.
 */
export function CookieNotice() {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = usePlainLinkNavigation();
  if (fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  // The text and the buttons are the same on every page: kept HTML
  // (docs/storefront.md#the-frames-kept-html); the form's return address is the page's.
  return (
    <section
      aria-label="Файлы cookie"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-2xl md:inset-x-6 md:p-5 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <KeptMarkup as="p" markupKey="cookie-notice:text" onClick={navigate}>
        <NoticeText />
      </KeptMarkup>
      <fetcher.Form method="post" action={PREFERENCES_ACTION} className="mt-3">
        <input type="hidden" name="intent" value="cookie-consent" />
        {hydrated ? null : (
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        )}
        <KeptMarkup as="div" markupKey="cookie-notice:buttons" className="flex flex-wrap gap-2">
          <>
            <Button type="submit" name="consent" value="all">
              Принять все
            </Button>
            <Button type="submit" name="consent" value="necessary" variant="secondary">
              Только необходимые
            </Button>
          </>
        </KeptMarkup>
      </fetcher.Form>
    </section>
  );
}

function NoticeText() {
  return (
    <>
      Мы используем файлы cookie, чтобы сайт работал, а с вашего согласия — ещё и для аналитики
      (Яндекс Метрика, Google Analytics). Подробнее — в{" "}
      <a
        href="/info/offer/personal-data"
        data-discover="true"
        className="underline underline-offset-2"
      >
        политике обработки персональных данных
      </a>
      .
    </>
  );
}
