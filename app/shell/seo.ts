import type { MetaDescriptor } from "react-router";

export interface UrlMetadata {
  title: string;
  description: string;
  keywords: string;
}

interface RootSeo {
  urlMetadata: UrlMetadata;
  canonicalUrl: string;
}

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

function rootSeo(args: MetaArgsLike): RootSeo | null {
  const data = args.matches.find((match) => match?.id === "root")?.loaderData;
  if (!data || typeof data !== "object" || !("urlMetadata" in data) || !("canonicalUrl" in data)) {
    return null;
  }
  return data as RootSeo;
}

/**
 * A screen's head: what the shop API's urlMetadata holds for this path wins (title, description and
 * keywords come from the server: docs/storefront.md#page-head), the screen's own texts fill the
 * gaps; plus the canonical link and Open Graph tags. Rendered on the server and on every
 * navigation.
 */
export function pageMeta(
  args: MetaArgsLike,
  page: { title: string; description?: string; noindex?: boolean },
): MetaDescriptor[] {
  const seo = rootSeo(args);
  const title = seo?.urlMetadata.title || page.title;
  const description = seo?.urlMetadata.description || page.description || "";
  const keywords = seo?.urlMetadata.keywords ?? "";
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(seo ? [{ tagName: "link", rel: "canonical", href: seo.canonicalUrl }] : []),
    { property: "og:site_name", content: "Meet Market" },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    ...(seo ? [{ property: "og:url", content: seo.canonicalUrl }] : []),
  ];
}
