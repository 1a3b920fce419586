/** Choices a shopper makes about the site itself, shared by server and browser code. */
export const colorModes = ["system", "light", "dark"] as const;
export type ColorMode = (typeof colorModes)[number];

export type CookieConsent = "all" | "necessary";

export interface Preferences {
  colorMode: ColorMode;
  appBannerClosed: boolean;
  /** Null until the shopper answers the cookie notice. */
  cookieConsent: CookieConsent | null;
}

/** What /resources/preferences accepts, one form per intent. */
export const preferenceIntents = ["color-mode", "close-app-banner", "cookie-consent"] as const;
export type PreferenceIntent = (typeof preferenceIntents)[number];

export const PREFERENCES_ACTION = "/resources/preferences";
