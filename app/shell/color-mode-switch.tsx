import { __iconNode as monitorIcon } from "lucide-react/dist/esm/icons/monitor";
import { __iconNode as moonIcon } from "lucide-react/dist/esm/icons/moon";
import { __iconNode as sunIcon } from "lucide-react/dist/esm/icons/sun";
import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { useOptimisticColorMode } from "~/shell/color-mode.ts";
import { type ColorMode, colorModes, PREFERENCES_ACTION } from "~/shell/preferences.ts";
import { storageKeys, writeLocal } from "~/shell/storage.ts";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { Icon } from "~/ui/icon.tsx";
import { KeptMarkup } from "~/ui/kept-markup.tsx";

/** Here, not in preferences.ts: only the switch, in the footer's deferred chunk, shows them. */
const colorModeLabels: Record<ColorMode, string> = {
  system: "Как в системе",
  light: "Светлая",
  dark: "Тёмная",
};

const icons = { system: monitorIcon, light: sunIcon, dark: moonIcon } as const;

/**
 * System / light / dark as three submit buttons of one form: without JavaScript the post sets
 * the cookie and comes back to the page; with it, a fetcher switches at once (optimistically).
 */
export function ColorModeSwitch({ mode }: { mode: ColorMode }) {
  const fetcher = useFetcher({ key: "color-mode" });
  const hydrated = useHydrated();
  const location = useLocation();
  const current = useOptimisticColorMode(mode);

  useEffect(() => {
    writeLocal(storageKeys.colorMode, current);
  }, [current]);

  return (
    <fetcher.Form method="post" action={PREFERENCES_ACTION}>
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      )}
      {/* The same on every page for a mode: kept HTML (docs/storefront.md#the-frames-kept-html). */}
      <KeptMarkup
        as="fieldset"
        markupKey={`color-mode:${current}`}
        className="flex items-center gap-1 rounded-full border border-neutral-200 p-1 dark:border-neutral-700"
      >
        <ModeButtons current={current} />
      </KeptMarkup>
    </fetcher.Form>
  );
}

/** The legend, the form's intent and a submit button for each mode, `current`'s pressed. */
function ModeButtons({ current }: { current: ColorMode }) {
  return (
    <>
      <legend className="sr-only">Тема оформления</legend>
      <input type="hidden" name="intent" value="color-mode" />
      {colorModes.map((option) => {
        const active = option === current;
        return (
          <button
            key={option}
            type="submit"
            name="mode"
            value={option}
            aria-pressed={active}
            title={colorModeLabels[option]}
            className={`inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 ${
              active
                ? "bg-neutral-900 text-white dark:bg-white dark:text-neutral-900"
                : "hover:bg-neutral-200 dark:hover:bg-neutral-800"
            }`}
          >
            <Icon node={icons[option]} className="size-4" />
            <span className="sr-only">{colorModeLabels[option]}</span>
          </button>
        );
      })}
    </>
  );
}
