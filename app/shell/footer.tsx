import { ColorModeSwitch } from "~/shell/color-mode-switch.tsx";
import { APP_STORE_URL, GOOGLE_PLAY_URL, RUSTORE_URL } from "~/content/app-links.ts";
import { directoriesKey, type MenuDirectory } from "~/shell/navigation.ts";
import type { ColorMode } from "~/shell/preferences.ts";
import { type PlainLinkNavigation, usePlainLinkNavigation } from "~/ui/plain-links.ts";
import { KeptMarkup } from "~/ui/kept-markup.tsx";

// The footer's own links, with its code (below the fold: app/ui/below-the-fold.tsx).
export const helpLinks = [
  { label: "Доставка", to: "/delivery" },
  { label: "Как работает доставка", to: "/delivery/how-it-works" },
  { label: "Вопросы и ответы", to: "/info/faq" },
  { label: "Товар под заказ", to: "/tovar-pod-zakaz" },
  { label: "Публичная оферта", to: "/info/offer/public-offer" },
  { label: "Контакты", to: "/info/contacts" },
] as const;

export const aboutLinks = [
  { label: "Программа лояльности", to: "/loyalty" },
  { label: "Наш блог", to: "/blog" },
  { label: "Партнёрам", to: "/info/partners" },
  { label: "Мобильное приложение", to: "/info/appspromo" },
  { label: "Политика конфиденциальности", to: "/privacy" },
  { label: "Лицензия", to: "/licence" },
  { label: "Карта сайта", to: "/sitemap" },
] as const;

const footerHref = (slug: string) => `/catalog/${slug}`;

const socialLinks = [
  { label: "Telegram", href: "https://t.me/meetmarket_shop" },
  { label: "ВКонтакте", href: "https://vk.com/meetmarket_shop" },
  { label: "YouTube", href: "https://www.youtube.com/@meetmarket_shop" },
] as const;

const storeLinks = [
  { label: "App Store", href: APP_STORE_URL },
  { label: "Google Play", href: GOOGLE_PLAY_URL },
  { label: "RuStore", href: RUSTORE_URL },
] as const;

export function Footer({
  directories,
  colorMode,
}: {
  directories: MenuDirectory[];
  colorMode: ColorMode;
}) {
  const navigate = usePlainLinkNavigation();
  return (
    <footer className="below-fold mt-16 border-t border-neutral-200 bg-neutral-50 text-sm text-neutral-600 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-400">
      <KeptMarkup
        as="div"
        markupKey={`footer-columns:${directoriesKey(directories)}`}
        className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4"
      >
        <>
          <FooterColumn
            title="Каталог"
            links={directories.map((directory) => ({
              to: footerHref(directory.slug),
              label: directory.name,
            }))}
            navigate={navigate}
          />
          <FooterColumn title="Помощь" links={helpLinks} navigate={navigate} />
          <FooterColumn title="О нас" links={aboutLinks} navigate={navigate} />
          <section aria-labelledby="footer-app">
            <h2 id="footer-app" className="font-semibold text-neutral-950 dark:text-white">
              Приложение
            </h2>
            <div className="mt-4 flex gap-4">
              <div className="shrink-0 rounded-lg bg-white p-2">
                {/* Drawn by /resources/app-qr (level M, 134 px): no QR encoder in the browser. */}
                <img
                  src="/resources/app-qr"
                  width={134}
                  height={134}
                  alt="QR-код для установки приложения Meet Market"
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <ul className="footer-links space-y-2">
                <OtherSiteItems links={storeLinks} />
              </ul>
            </div>
          </section>
        </>
      </KeptMarkup>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 border-t border-neutral-200 px-4 py-6 md:flex-row md:items-center md:justify-between dark:border-neutral-800">
        <KeptMarkup
          as="ul"
          markupKey="footer-social"
          aria-label="Мы в соцсетях"
          className="footer-links flex gap-4"
        >
          <OtherSiteItems links={socialLinks} />
        </KeptMarkup>
        <ColorModeSwitch mode={colorMode} />
        <KeptMarkup
          as="ul"
          markupKey="footer-payments"
          aria-label="Способы оплаты"
          className="flex flex-wrap items-center gap-2"
        >
          <PaymentLogos />
        </KeptMarkup>
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-xs">
        © {new Date().getFullYear()} Meet Market. Оригинальные товары с доставкой по России.
      </p>
    </footer>
  );
}

/** Links to other sites (the app stores, the shop's social pages), one a list item. */
function OtherSiteItems({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener">
            {link.label}
          </a>
        </li>
      ))}
    </>
  );
}

function FooterColumn({
  title,
  links,
  navigate,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
  navigate: PlainLinkNavigation;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-neutral-950 dark:text-white">{title}</h2>
      <ul className="footer-links mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} onClick={navigate}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Card and wallet marks as simple drawn badges (no third-party images to fetch): list items. */
function PaymentLogos() {
  const badge =
    "inline-flex h-8 items-center rounded-md border border-neutral-200 bg-white px-2 text-xs font-black dark:border-neutral-700";
  return (
    <>
      <li className={`${badge} text-[#1a1f71] italic`}>VISA</li>
      <li className={badge}>
        <svg viewBox="0 0 32 20" className="h-5 w-8" role="img" aria-label="MasterCard">
          <circle cx="12" cy="10" r="8" fill="#eb001b" />
          <circle cx="20" cy="10" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li className={badge}>
        <svg viewBox="0 0 32 20" className="h-5 w-8" role="img" aria-label="Maestro">
          <circle cx="12" cy="10" r="8" fill="#0099df" />
          <circle cx="20" cy="10" r="8" fill="#ed0006" fillOpacity="0.85" />
        </svg>
      </li>
      <li className={`${badge} text-neutral-900`}>
        <span className="text-[#d4300f]">Я</span>ndex Pay
      </li>
      <li className={`${badge} text-[#13782f]`}>СберБанк</li>
    </>
  );
}
