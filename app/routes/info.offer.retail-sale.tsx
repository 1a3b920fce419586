import { RetailSaleTerms } from "~/content/legal/retail-sale.tsx";
import { PAGES } from "~/shell/pages.ts";
import { LegalPage, OFFER_CRUMBS } from "~/features/content/legal-page.tsx";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/info.offer.retail-sale";

const page = PAGES.retailSale;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export default function RetailSalePage() {
  return (
    <LegalPage page={page} breadcrumbs={OFFER_CRUMBS}>
      <RetailSaleTerms />
    </LegalPage>
  );
}
