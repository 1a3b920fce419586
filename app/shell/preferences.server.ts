import { createCookie } from "react-router";
import { z } from "zod";
import { type ColorMode, colorModes, type CookieConsent, type Preferences } from "./preferences.ts";

const YEAR = 60 * 60 * 24 * 365;

/**
 * Preferences live in plain, readable cookies (no secrets) so the server renders the right
 * theme, hides a closed banner and loads analytics only after consent — with or without JS.
 */
const cookieOptions = {
  path: "/",
  sameSite: "lax" as const,
  httpOnly: false,
  secure: process.env.NODE_ENV === "production",
  maxAge: YEAR,
};

export const colorModeCookie = createCookie("meet-market-color-mode", cookieOptions);
export const appBannerCookie = createCookie("meet-market-app-banner-closed", {
  ...cookieOptions,
  maxAge: 30 * 24 * 60 * 60,
});
export const cookieConsentCookie = createCookie("meet-market-cookie-consent", cookieOptions);

const colorModeSchema = z.enum(colorModes).catch("system");
const consentSchema = z.enum(["all", "necessary"]).nullable().catch(null);

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
