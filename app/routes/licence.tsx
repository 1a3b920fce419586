import { LicenceTerms } from "~/content/legal/licence.tsx";
import { PAGES } from "~/shell/pages.ts";
import { LegalPage } from "~/features/content/legal-page.tsx";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
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
