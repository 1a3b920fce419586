import { pageBatches, productPartBatches, type ShopRead } from "~/features/seo/sitemap.server.ts";
import { xmlResponse } from "~/features/seo/sitemap-response.server.ts";
import { PAGES_PART, productPartNumber, urlsetStream } from "~/features/seo/sitemap-xml.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/sitemap.$part";

/** /sitemap/pages.xml and /sitemap/products-{n}.xml, streamed (docs/seo.md#sitemap). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const read: ShopRead = (document, variables) => shopQuery(context, document, variables);
  const siteUrl = siteUrlOf(request);
  if (params.part === PAGES_PART) return xmlResponse(urlsetStream(pageBatches(read, siteUrl)));
  const n = productPartNumber(params.part);
  const batches = n === null ? null : await productPartBatches(read, siteUrl, n);
  if (!batches) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return xmlResponse(urlsetStream(batches));
}
