import type { MetaFunction } from "react-router";
import { Page } from "~/ui/page.tsx";
import { screenMeta } from "~/shell/meta.ts";
import { ButtonLink } from "~/ui/button.tsx";

/**
 * /index.html and /index.php (docs/storefront.md#screens-and-routes): old entry points answered
 * with an empty placeholder screen, kept out of search results. One module under two route ids, so
 * it types its meta without `./+types`.
 */
export const meta: MetaFunction = (args) =>
  screenMeta(args, {
    title: "Кроссовки, одежда и обувь",
    description: "Интернет-магазин Meet Market.",
    noindex: true,
  });

export default function IndexPlaceholder() {
  return (
    <Page title="Meet Market">
      <ButtonLink to="/">На главную</ButtonLink>
    </Page>
  );
}
