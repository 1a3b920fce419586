/** Page head data per path (spec §1, §7 urlMetadata): title, description and keywords. */
import { and, eq, isNull } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";

export const MAX_URL_LENGTH = 2000;

/**
 * The key a page's metadata is stored under: the path alone, without scheme, host, query or
 * hash, and without a trailing slash (except the root "/"). "https://shop/blog/?page=2#top",
 * "/blog/" and "blog" all become "/blog". Percent-escapes are decoded, so "/%D0%B0" finds "/а".
 */
export function normaliseUrlPath(url: string): string {
  if (url.length > MAX_URL_LENGTH) {
    throw badUserInput(`Адрес страницы длиннее ${MAX_URL_LENGTH} символов`, "url");
  }
  const raw = url.trim();
  if (!raw) throw badUserInput("Укажите адрес страницы", "url");
  let pathname: string;
  try {
    // Relative to a placeholder: a path stays a path, and a full URL gives up its own.
    pathname = new URL(raw, "https://shop.invalid/").pathname;
  } catch {
    throw badUserInput("Неверный адрес страницы", "url");
  }
  const path = pathname.replace(/\/+$/, "") || "/";
  try {
    return decodeURI(path);
  } catch {
    // A malformed escape ("%E0%A4%A") cannot be decoded; the path is still a valid key as is.
    return path;
  }
}

interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
}

const UrlMetadata = builder.objectRef<PageMetadata>("UrlMetadata").implement({
  description: "Page head data; every field is an empty string when nothing is set for the path.",
  fields: (f) => ({
    title: f.exposeString("title"),
    description: f.exposeString("description"),
    keywords: f.exposeString("keywords"),
  }),
});

const UrlMetadataDto = builder.inputType("UrlMetadataDto", {
  fields: (f) => ({
    url: f.string({ required: true, description: "The current route path (a full URL is cut)." }),
  }),
});

builder.queryField("urlMetadata", (f) =>
  f.field({
    type: UrlMetadata,
    args: { dto: f.arg({ type: UrlMetadataDto, required: true }) },
    resolve: async (_root, { dto }, { db }) => {
      const [row] = await db
        .select({
          title: t.urlMetadata.title,
          description: t.urlMetadata.description,
          keywords: t.urlMetadata.keywords,
        })
        .from(t.urlMetadata)
        .where(
          and(eq(t.urlMetadata.url, normaliseUrlPath(dto.url)), isNull(t.urlMetadata.deletedAt)),
        );
      return row ?? { title: "", description: "", keywords: "" };
    },
  }),
);
