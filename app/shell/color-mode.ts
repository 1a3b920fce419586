import { useFetcher } from "react-router";
import { type ColorMode, colorModes } from "~/shell/preferences.ts";

/**
 * The mode the page shows now: the one being submitted (by the footer's ColorModeSwitch), else
 * the saved one.
 */
export function useOptimisticColorMode(saved: ColorMode): ColorMode {
  const fetcher = useFetcher({ key: "color-mode" });
  const pending = fetcher.formData?.get("mode");
  return colorModes.find((mode) => mode === pending) ?? saved;
}
