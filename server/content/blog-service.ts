/** The blog's reads: articles whose publication time has come, newest first. */
import { and, count, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

type BlogRow = typeof t.blog.$inferSelect;

/** Only published posts leave this module, so their publication time is known. */
export type PublishedBlog = BlogRow & { publishedAt: Date };

const isPublished = (row: BlogRow): row is PublishedBlog => row.publishedAt !== null;

/** Live and published by `now`: a post dated in the future stays hidden until its time. */
function published(now: Date) {
  return and(isNull(t.blog.deletedAt), isNotNull(t.blog.publishedAt), lte(t.blog.publishedAt, now));
}

/** One page of the articles published by `now`, newest first, and how many there are. */
export async function listPublishedPosts(
  db: Database,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ items: PublishedBlog[]; totalItems: number }> {
  const where = published(now);
  const [totals, rows] = await Promise.all([
    db.select({ totalItems: count() }).from(t.blog).where(where),
    db
      .select()
      .from(t.blog)
      .where(where)
      .orderBy(desc(t.blog.publishedAt), desc(t.blog.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { items: rows.filter(isPublished), totalItems: totals[0]?.totalItems ?? 0 };
}

/** The article published by `now` under a slug, or null. */
export async function findPublishedPost(
  db: Database,
  now: Date,
  slug: string,
): Promise<PublishedBlog | null> {
  const [row] = await db
    .select()
    .from(t.blog)
    .where(and(eq(t.blog.slug, slug), published(now)));
  return row && isPublished(row) ? row : null;
}
