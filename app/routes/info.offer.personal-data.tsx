import { PersonalDataPolicy } from "~/content/legal/personal-data.tsx";
import { PAGES } from "~/shell/pages.ts";
import { LegalPage, OFFER_CRUMBS } from "~/features/content/legal-page.tsx";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/info.offer.personal-data";

const page = PAGES.personalData;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export default function PersonalDataPage() {
  return (
    <LegalPage page={page} breadcrumbs={OFFER_CRUMBS}>
      <PersonalDataPolicy />
    </LegalPage>
  );
}
