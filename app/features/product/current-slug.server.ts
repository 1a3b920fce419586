import { redirect } from "react-router";

/**
 * A product asked for by a slug it no longer has (an old link, a renamed product) moves for good
 * to its current URL, so that shoppers' bookmarks and search engines follow it; the query string
 * (a chosen size, a campaign's tags) goes along.
 */
export function redirectToCurrentSlug(request: Request, requested: string, current: string): void {
  if (requested === current) return;
  const { search } = new URL(request.url);
  throw redirect(`/product/${encodeURIComponent(current)}${search}`, 301);
}
