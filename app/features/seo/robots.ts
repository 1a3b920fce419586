/**
 * /robots.txt (docs/seo.md#robotstxt): what crawlers are asked to leave alone, and where the
 * sitemap is.
 */

/**
 * Paths closed to crawlers: a shopper's own screens (the account, sign-in, the cart, checkout,
 * favourites, an order, a payment), the developers' outbox, the API and its forms' endpoints,
 * and search results narrowed by a filter or an order (`/search?query=…&…`): endless
 * combinations of one search. A catalogue listing's filters stay open: its pages say
 * themselves what is indexed (a canonical link, `noindex`), which a closed page could not.
 */
export const CLOSED_PATHS = [
  "/account",
  "/auth",
  "/enter-code",
  "/cart",
  "/checkout",
  "/favorites",
  "/orders/",
  "/payment/",
  "/dev/",
  "/admin",
  "/graphql",
  "/api/",
  "/resources/",
  "/search?*&",
] as const;

/** The text of /robots.txt for the site at `siteUrl` (no trailing slash). */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...CLOSED_PATHS.map((path) => `Disallow: ${path}`),
    // Yandex: a listing in another order is the same page (Google reads the canonical link).
    "Clean-param: sort /catalog/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
