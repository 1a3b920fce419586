/** The HTTP side of the sitemap's files (docs/seo.md#sitemap, docs/caching.md). */

/**
 * A sitemap changes as products do, and crawlers read it a few times a day: a shared cache
 * and the crawler keep it an hour, and serve it a day more while a fresh copy is made.
 */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

export function xmlResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": SITEMAP_CACHE_CONTROL,
    },
  });
}
