import { PublicOffer } from "~/content/legal/public-offer.tsx";
import { PAGES } from "~/shell/pages.ts";
import { LegalPage, OFFER_CRUMBS } from "~/features/content/legal-page.tsx";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/info.offer.public-offer";

const page = PAGES.publicOffer;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export default function PublicOfferPage() {
  return (
    <LegalPage page={page} breadcrumbs={OFFER_CRUMBS}>
      <PublicOffer />
    </LegalPage>
  );
}
