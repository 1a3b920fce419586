import { sitemapIndexEntries } from "~/features/seo/sitemap.server.ts";
import { xmlResponse } from "~/features/seo/sitemap-response.server.ts";
import { sitemapIndexStream } from "~/features/seo/sitemap-xml.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/sitemap-xml";

/** /sitemap.xml: the index of the sitemap's parts (docs/seo.md#sitemap). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = await sitemapIndexEntries(
    (document, variables) => shopQuery(context, document, variables),
    siteUrlOf(request),
  );
  return xmlResponse(sitemapIndexStream(entries));
}
