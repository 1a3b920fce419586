import type { MetaDescriptor } from "react-router";
import { pageMeta as headMeta } from "~/shell/seo.ts";

type MetaArgs = Parameters<typeof headMeta>[0];

const SUFFIX = " — Meet Market";

export interface ScreenHead {
  /** Without the suffix; « — Meet Market» is added. */
  title: string;
  description: string;
  /** For screens a search engine has no use for (a cart, an account, a placeholder). */
  noindex?: boolean;
}

/**
 * A screen's head through the shop's one head helper (~/lib/seo.ts): the shop API's urlMetadata
 * for the path wins where it has one, otherwise «{title} — Meet Market» and the description.
 */
export function screenMeta(
  args: MetaArgs,
  { title, description, noindex }: ScreenHead,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  // «… — купить в Meet Market» (a product's SEO title) already names the shop.
  const fullTitle = title.includes("Meet Market") ? title : `${title}${SUFFIX}`;
  return [...headMeta(args, { title: fullTitle, description, noindex }), ...extra];
}
