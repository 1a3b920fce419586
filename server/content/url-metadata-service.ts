/** Page head data read by path: the path normalised into the key it is stored under. */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";

export const MAX_URL_LENGTH = 2000;

/**
 * The key a page's metadata is stored under: the path alone, without scheme, host, query or
 * hash, and without a trailing slash (except the root "/"). "https://shop/blog/?page=2#top",
 * "/blog/" and "blog" all become "/blog". Percent-escapes are decoded, so "/%D0%B0" finds "/а";
 * one that decodes to a control character ("%00") is refused.
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
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape ("%E0%A4%A") cannot be decoded; the path is still a valid key as is.
    return path;
  }
  // "%00" and the other escaped control characters name no page (PostgreSQL refuses a NUL).
  if (/\p{Cc}/u.test(decoded)) throw badUserInput("Неверный адрес страницы", "url");
  return decoded;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
}

/** The head data stored for a page's path, or null when nothing is set for it. */
export async function findUrlMetadata(db: Database, path: string): Promise<PageMetadata | null> {
  const [row] = await db
    .select({
      title: t.urlMetadata.title,
      description: t.urlMetadata.description,
      keywords: t.urlMetadata.keywords,
    })
    .from(t.urlMetadata)
    .where(and(eq(t.urlMetadata.url, path), isNull(t.urlMetadata.deletedAt)));
  return row ?? null;
}
