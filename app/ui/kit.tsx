import type { ReactNode } from "react";
import { Link } from "react-router";
import { APP_STORE_URL, GOOGLE_PLAY_URL, RUSTORE_URL } from "~/content/app-links.ts";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";

const buttonStyles = {
  primary: `bg-brand text-white hover:bg-neutral-700 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200`,
  secondary: `border border-neutral-300 hover:border-neutral-900 dark:border-neutral-600 dark:hover:border-white`,
} as const;

export function buttonClass(variant: keyof typeof buttonStyles = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-center font-semibold transition ${focusRing} ${buttonStyles[variant]}`;
}

/** A link that looks like the shop's round button. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof buttonStyles;
}) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** The state of a screen with nothing to show yet: a message, a hint, what to do next. */
export function EmptyState({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-3xl bg-neutral-100 px-6 py-10 text-center md:px-10 md:py-14 dark:bg-neutral-900">
      <h2 className="text-xl font-semibold md:text-2xl">{title}</h2>
      {children ? (
        <div className="mx-auto mt-3 max-w-prose text-neutral-600 dark:text-neutral-300">
          {children}
        </div>
      ) : null}
      {actions ? (
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {actions}
        </div>
      ) : null}
    </section>
  );
}

/** A highlighted remark inside a text page. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-neutral-50 px-5 py-4 text-neutral-700 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200">
      {children}
    </div>
  );
}

export interface LinkCard {
  to: string;
  title: string;
  text?: string;
}

/** Links to other pages as a grid of cards (a section index). */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.to}>
          <Link
            to={card.to}
            className={`block h-full rounded-2xl border border-neutral-200 p-5 transition hover:border-neutral-900 dark:border-neutral-700 dark:hover:border-white ${focusRing}`}
          >
            <span className="block font-semibold">{card.title}</span>
            {card.text ? (
              <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-300">
                {card.text}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
            className={`flex min-h-14 min-w-44 flex-col justify-center rounded-2xl bg-brand px-5 py-2 text-white transition hover:bg-neutral-700 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200 ${focusRing}`}
          >
            <span className="text-xs opacity-80">{store.note}</span>
            <span className="text-lg leading-tight font-semibold">{store.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The page numbers shown around the current one: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  const shown = new Set([1, totalPages]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= totalPages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && n - previous > 1 ? ["gap" as const, n] : [n];
  });
}

/** Links to the pages of a list; `hrefFor` gives each page's URL (?page= kept in the address). */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const cell = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 ${focusRing}`;
  return (
    <nav aria-label="Страницы" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${cell} hover:bg-neutral-100 dark:hover:bg-neutral-800`}
            >
              ← Назад
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-400">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  className={`${cell} bg-brand font-semibold text-white dark:bg-white dark:text-neutral-900`}
                >
                  {n}
                </span>
              ) : (
                <Link
                  to={hrefFor(n)}
                  aria-label={`Страница ${n}`}
                  className={`${cell} hover:bg-neutral-100 dark:hover:bg-neutral-800`}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={`${cell} hover:bg-neutral-100 dark:hover:bg-neutral-800`}
            >
              Вперёд →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A grid of product cards, two columns on phones up to four on desktops. */
/**
 * A grid of product cards. `heading` names a grid that follows the page's <h1> directly: a
 * heading for screen readers only, so the cards' <h3> titles keep the heading order.
 */
export function ProductGrid({ children, heading }: { children: ReactNode; heading?: string }) {
  // Cards after the first six are laid out and painted only as they near the screen.
  const grid = (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 [&>li:nth-child(n+7)]:[contain-intrinsic-size:auto_22rem] [&>li:nth-child(n+7)]:[content-visibility:auto]">
      {children}
    </ul>
  );
  if (!heading) return grid;
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      {grid}
    </>
  );
}
