import { LicenceTerms } from "~/content/legal/licence.tsx";
import { PAGES } from "~/content/pages.ts";
import { LegalPage } from "./_shared/legal-page.tsx";
import { staticPageMeta } from "./_shared/static-page-meta.ts";
import type { Route } from "./+types/licence";

const page = PAGES.licence;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export default function LicencePage() {
  return (
    <LegalPage page={page}>
      <LicenceTerms />
    </LegalPage>
  );
}
