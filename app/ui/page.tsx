import type { ReactNode } from "react";
import { KeptMarkup } from "./kept-markup.tsx";
import { usePlainLinkNavigation } from "./plain-links.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The frame of a content screen inside the shop's header and footer: breadcrumbs, the one
 * <h1>, an optional lead paragraph, then the screen's own content. The breadcrumbs are the same
 * wherever their trail is, so the server writes them from kept HTML; so is the content when the
 * screen names it by `contentKey` (docs/storefront.md#the-frames-kept-html).
 */
export function Page({
  title,
  lead,
  breadcrumbs = [],
  children,
  wide = false,
  contentKey,
}: {
  title: string;
  lead?: ReactNode;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
  /** Full content width (catalogue grids); otherwise a readable text column. */
  wide?: boolean;
  /**
   * Given when `children` are plain elements (links plain <a>, which the content's element
   * follows on the client) that are the same for every visitor whenever the key is: a text page's.
   */
  contentKey?: string;
}) {
  const navigate = usePlainLinkNavigation();
  const trail: Crumb[] = [{ label: "Главная", to: "/" }, ...breadcrumbs, { label: title }];
  return (
    <div className={`mx-auto w-full px-4 py-6 md:py-10 ${wide ? "max-w-7xl" : "max-w-3xl"}`}>
      <nav
        aria-label="Навигационная цепочка"
        className="text-sm text-neutral-500 dark:text-neutral-400"
      >
        <KeptMarkup
          as="ol"
          markupKey={() => `crumbs:${JSON.stringify(trail)}`}
          className="flex flex-wrap items-center gap-x-2 gap-y-1"
          onClick={navigate}
        >
          <Crumbs trail={trail} />
        </KeptMarkup>
      </nav>
      {/* A long Russian word (конфиденциальности) is wider than a 375 px screen at text-3xl. */}
      <h1 className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl md:text-4xl">
        {title}
      </h1>
      {lead ? <p className="mt-3 text-lg text-neutral-600 dark:text-neutral-300">{lead}</p> : null}
      {children && contentKey ? (
        <KeptMarkup as="div" markupKey={`page:${contentKey}`} className="mt-8" onClick={navigate}>
          <>{children}</>
        </KeptMarkup>
      ) : children ? (
        <div className="mt-8">{children}</div>
      ) : null}
    </div>
  );
}

/** The trail's steps, each but the last a link (plain, as the frame's: the list follows it). */
function Crumbs({ trail }: { trail: Crumb[] }) {
  return (
    <>
      {trail.map((crumb, index) => (
        <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          {crumb.to && index < trail.length - 1 ? (
            <a
              href={crumb.to}
              data-discover="true"
              className="hover:text-neutral-900 dark:hover:text-white"
            >
              {crumb.label}
            </a>
          ) : (
            <span aria-current={index === trail.length - 1 ? "page" : undefined}>
              {crumb.label}
            </span>
          )}
        </li>
      ))}
    </>
  );
}

/** Long-form text (offers, FAQ answers, articles): readable typography for plain HTML elements. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 leading-relaxed text-neutral-800 dark:text-neutral-200 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
      {children}
    </div>
  );
}
