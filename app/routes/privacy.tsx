import { PrivacySummary } from "~/content/legal/privacy.tsx";
import { PAGES } from "~/shell/pages.ts";
import { LegalPage } from "~/features/content/legal-page.tsx";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
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
