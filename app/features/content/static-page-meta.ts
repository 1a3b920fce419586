import type { MetaDescriptor } from "react-router";
import { PAGE_DESCRIPTIONS } from "~/content/page-descriptions.ts";
import { PAGES, type PageInfo, type PageKey } from "~/shell/pages.ts";
import { screenMeta } from "~/shell/meta.ts";

type MetaArgs = Parameters<typeof screenMeta>[0];

/**
 * The head of one of the shop's own pages (~/content/pages.ts) with its description
 * (~/content/page-descriptions.ts). A module of its own, so that routes whose head comes from
 * the API (a product, a catalogue section) do not carry every page's description.
 */
export function staticPageMeta(
  args: MetaArgs,
  page: PageInfo,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const key = (Object.keys(PAGES) as PageKey[]).find((candidate) => PAGES[candidate] === page);
  const description = key ? PAGE_DESCRIPTIONS[key] : "";
  return screenMeta(args, { title: page.title, description, ...options });
}
