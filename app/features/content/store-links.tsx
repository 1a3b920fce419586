import { APP_STORE_URL, GOOGLE_PLAY_URL, RUSTORE_URL } from "~/content/app-links.ts";
import { buttonColours } from "~/ui/button.tsx";
import { focusRing } from "~/ui/focus-ring.ts";

const STORES = [
  { name: "App Store", note: "для iPhone и iPad", href: APP_STORE_URL },
  { name: "Google Play", note: "для Android", href: GOOGLE_PLAY_URL },
  { name: "RuStore", note: "для Android", href: RUSTORE_URL },
] as const;

/** Where to download the app: plain links to the three stores. */
export function StoreLinks() {
  return (
    <ul className="flex flex-col gap-3 sm:flex-row">
      {STORES.map((store) => (
        <li key={store.name}>
          <a
            href={store.href}
            rel="noopener"
            className={`flex min-h-14 min-w-44 flex-col justify-center rounded-2xl px-5 py-2 transition ${buttonColours.primary} ${focusRing}`}
          >
            <span className="text-xs opacity-80">{store.note}</span>
            <span className="text-lg leading-tight font-semibold">{store.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
