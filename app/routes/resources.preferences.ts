import { data, redirect } from "react-router";
import {
  appBannerCookie,
  colorModeCookie,
  cookieConsentCookie,
} from "~/platform/cookies.server.ts";
import { colorModes, preferenceIntents } from "~/shell/preferences.ts";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import type { Route } from "./+types/resources.preferences";

/**
 * One action for the site preferences (Hydrogen's one-action-many-intents). A plain form post
 * (no JavaScript) carries `redirectTo` and comes back to the page; a fetcher gets data.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  let cookie: string;
  switch (intent) {
    case "color-mode": {
      const mode = form.get("mode");
      if (!colorModes.includes(mode as (typeof colorModes)[number])) {
        return data({ ok: false, error: "Неизвестная тема оформления" }, { status: 400 });
      }
      cookie = await colorModeCookie.serialize(mode);
      break;
    }
    case "close-app-banner":
      cookie = await appBannerCookie.serialize(true);
      break;
    case "cookie-consent": {
      const consent = form.get("consent");
      if (consent !== "all" && consent !== "necessary") {
        return data({ ok: false, error: "Неизвестный выбор" }, { status: 400 });
      }
      cookie = await cookieConsentCookie.serialize(consent);
      break;
    }
    default:
      return data(
        { ok: false, error: `Ожидается одно из: ${preferenceIntents.join(", ")}` },
        { status: 400 },
      );
  }
  const headers = { "set-cookie": cookie };
  const redirectTo = form.get("redirectTo");
  if (redirectTo) return redirect(safeRedirect(redirectTo), { headers });
  return data({ ok: true, error: null }, { headers });
}
