import type { ReactNode } from "react";
import { type Crumb, Page, Prose } from "~/ui/page.tsx";
import { LEGAL_EDITION } from "~/content/company.ts";
import { PAGES, type PageInfo, type PageKey } from "~/shell/pages.ts";
import { LinkCards } from "~/ui/link-cards.tsx";

const LEGAL_PAGES: readonly PageKey[] = [
  "publicOffer",
  "retailSale",
  "personalData",
  "privacy",
  "licence",
];

/** A legal document: its edition date, the text, and the way to the other documents. */
export function LegalPage({
  page,
  breadcrumbs,
  children,
}: {
  page: PageInfo;
  breadcrumbs?: Crumb[];
  children: ReactNode;
}) {
  const others = LEGAL_PAGES.map((key) => PAGES[key]).filter((other) => other.path !== page.path);
  return (
    <Page title={page.title} breadcrumbs={breadcrumbs} lead={`Редакция от ${LEGAL_EDITION}`}>
      <Prose>{children}</Prose>
      <nav aria-labelledby="legal-others" className="mt-14">
        <h2 id="legal-others" className="mb-4 text-xl font-semibold">
          Другие документы
        </h2>
        <LinkCards cards={others.map((other) => ({ to: other.path, title: other.title }))} />
      </nav>
    </Page>
  );
}

/** The breadcrumbs of the three documents under /info/offer. */
export const OFFER_CRUMBS: Crumb[] = [{ label: PAGES.offer.title, to: PAGES.offer.path }];
