import { createCookie } from "react-router";

/**
 * Every cookie of the storefront, declared once with the options they share: the whole site,
 * SameSite=Lax (another site cannot post with them), Secure in production, httpOnly unless the
 * browser has a reason to read it. None is signed: none holds anything a shopper could gain by
 * forging, and every value is validated where it is read.
 */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const YEAR = 365 * DAY;

function storefrontCookie(
  name: string,
  { maxAge, httpOnly = true }: { maxAge?: number; httpOnly?: boolean },
) {
  return createCookie(name, {
    path: "/",
    httpOnly,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

// The shopper's tokens; the access token's own `exp` decides whether it is still good.
export const accessCookie = storefrontCookie("meet-market-access", { maxAge: 7 * DAY });
export const refreshCookie = storefrontCookie("meet-market-refresh", { maxAge: 30 * DAY });

/** A flash toast queued by an action for the next render. */
export const toastCookie = storefrontCookie("meet-market-toast", { maxAge: MINUTE });

/** A guest's favourite product ids, so the server renders the stars without JavaScript. */
export const favouritesCookie = storefrontCookie("meet-market-favourites", { maxAge: YEAR });

/**
 * The local cart: product item ids with their «checked» flag, oldest first
 * (docs/cart.md#local-cart). The server renders the cart and the drawer from it without
 * JavaScript; a signed-in shopper's checked items are also kept in the server cart.
 */
export const cartCookie = storefrontCookie("meet-market-cart", { maxAge: YEAR });

/**
 * The e-mail or phone being confirmed in the account, between «Получить код» and the code: in a
 * cookie rather than the URL, so no address ends up in access logs. Path "/", not "/account":
 * with JavaScript the page's data comes from /account.data, outside that path.
 */
export const pendingContactCookie = storefrontCookie("meet-market-contact", {
  maxAge: 10 * MINUTE,
});

/**
 * An account form's errors and values after a post the server refused: the action redirects
 * back to /account, which shows them once (the same page with and without JavaScript).
 */
export const accountFormReplyCookie = storefrontCookie("meet-market-account-form", {
  maxAge: MINUTE,
});

/** The sign-in code's cooldown for pages without JavaScript; its lifetime is set per code. */
export const cooldownCookie = storefrontCookie("meet-market-cooldown", {});

/**
 * The back office's staff session (docs/back-office.md#sessions): a cookie of its own, never the
 * shopper's, SameSite=Strict (no other site's link or form carries it), for a working day; the
 * token's own `exp` and its session row decide whether it still holds.
 */
export const staffSessionCookie = createCookie("meet-market-staff", {
  path: "/",
  httpOnly: true,
  sameSite: "strict",
  secure: process.env.NODE_ENV === "production",
  maxAge: 12 * 60 * MINUTE,
});

/** The staff contact being signed in, between «Получить код» and the code (back office). */
export const staffContactCookie = createCookie("meet-market-staff-contact", {
  path: "/",
  httpOnly: true,
  sameSite: "strict",
  secure: process.env.NODE_ENV === "production",
  maxAge: 10 * MINUTE,
});

// Preferences: readable by the page's script (no secrets in them).
export const colorModeCookie = storefrontCookie("meet-market-color-mode", {
  maxAge: YEAR,
  httpOnly: false,
});
export const appBannerCookie = storefrontCookie("meet-market-app-banner-closed", {
  maxAge: 30 * DAY,
  httpOnly: false,
});
export const cookieConsentCookie = storefrontCookie("meet-market-cookie-consent", {
  maxAge: YEAR,
  httpOnly: false,
});

/**
 * The request a form has just sent (its kind and number), shown once by the page the action
 * redirects back to (docs/requests.md#the-forms), with JavaScript and without.
 */
export const requestReceiptCookie = storefrontCookie("meet-market-request-sent", {
  maxAge: MINUTE,
});
