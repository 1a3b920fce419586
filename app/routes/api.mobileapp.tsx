import { redirect } from "react-router";
import { Page } from "~/ui/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { APP_STORE_URL, GOOGLE_PLAY_URL } from "~/content/app-links.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { StoreLinks } from "~/features/content/store-links.tsx";
import type { Route } from "./+types/api.mobileapp";

const page = PAGES.mobileApp;

/** The store for this phone, or null when the user agent names neither iOS nor Android. */
function storeFor(userAgent: string): string | null {
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return APP_STORE_URL;
  if (/\bAndroid\b/i.test(userAgent)) return GOOGLE_PLAY_URL;
  return null;
}

/**
 * The target of the app's QR code: a phone goes straight to its store (302); anything else —
 * a desktop, an unknown device — gets a page with every store.
 */
export function loader({ request }: Route.LoaderArgs) {
  const store = storeFor(request.headers.get("user-agent") ?? "");
  if (store) throw redirect(store);
  return null;
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function MobileApp() {
  return (
    <Page
      title={page.title}
      lead={`${SHOP_FACTS.registrationBonus} бонусов за регистрацию в приложении. Выберите магазин приложений для своего телефона.`}
    >
      <StoreLinks />
    </Page>
  );
}
