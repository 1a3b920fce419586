import { z } from "zod";
import {
  appBannerCookie,
  colorModeCookie,
  cookieConsentCookie,
} from "~/platform/cookies.server.ts";
import { type ColorMode, colorModes, type CookieConsent, type Preferences } from "./preferences.ts";

const colorModeSchema = z.enum(colorModes).catch("system");
const consentSchema = z.enum(["all", "necessary"]).nullable().catch(null);

/**
 * The preferences of plain, readable cookies (no secrets), so the server renders the right
 * theme, hides a closed banner and loads analytics only after consent — with or without JS.
 */
export async function readPreferences(request: Request): Promise<Preferences> {
  const header = request.headers.get("cookie");
  const [colorMode, bannerClosed, consent] = await Promise.all([
    colorModeCookie.parse(header),
    appBannerCookie.parse(header),
    cookieConsentCookie.parse(header),
  ]);
  return {
    colorMode: colorModeSchema.parse(colorMode ?? "system") as ColorMode,
    appBannerClosed: bannerClosed === true,
    cookieConsent: consentSchema.parse(consent ?? null) as CookieConsent | null,
  };
}
