import { PrivacySummary } from "~/content/legal/privacy.tsx";
import { PAGES } from "~/content/pages.ts";
import { LegalPage } from "./_shared/legal-page.tsx";
import { staticPageMeta } from "./_shared/static-page-meta.ts";
import type { Route } from "./+types/privacy";

const page = PAGES.privacy;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export default function PrivacyPage() {
  return (
    <LegalPage page={page}>
      <PrivacySummary />
    </LegalPage>
  );
}
