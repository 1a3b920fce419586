/** Published product reviews read from the database, each author reduced to a short public name. */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export type ReviewPhotoRow = typeof t.reviewPhoto.$inferSelect;

/** A published review as a shopper sees it: the author reduced to a short public name. */
export interface ReviewView {
  id: number;
  productId: number;
  rating: number;
  advantages: string | null;
  disadvantages: string | null;
  text: string | null;
  createdAt: Date;
  authorName: string;
}

export interface ReviewListPage {
  items: ReviewView[];
  page: number;
  limit: number;
  totalItems: number;
  averageRating: number | null;
}

const ANONYMOUS = "Покупатель";

/**
 * "Анна К.": the first name and the surname's initial, never more, so that a review does not
 * publish who wrote it. A user's own name wins; a review written without an account falls back
 * to the name typed with it.
 */
export function reviewerName(
  userName: string | null,
  userSurname: string | null,
  authorName: string | null,
): string {
  const [given, surname] = userName?.trim()
    ? [userName, userSurname]
    : (authorName?.trim().split(/\s+/) ?? []);
  const first = given?.trim().split(/\s+/)[0];
  if (!first) return ANONYMOUS;
  const [initial] = Array.from(surname?.trim() ?? "");
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** One page of a product's published reviews, newest first, with their count and mean rating. */
export async function listPublishedReviews(
  db: Database,
  productId: number,
  page: { page: number; limit: number; offset: number },
): Promise<ReviewListPage> {
  const published = and(
    eq(t.review.productId, productId),
    eq(t.review.state, "PUBLISHED"),
    isNull(t.review.deletedAt),
  );
  const [summary, rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        // Rounded on the exact numeric mean: a double rounded in JS turns 4.35 into 4.3.
        average: sql<number | null>`round(avg(${t.review.rating}), 1)::float8`,
      })
      .from(t.review)
      .where(published),
    db
      .select({
        id: t.review.id,
        productId: t.review.productId,
        rating: t.review.rating,
        advantages: t.review.advantages,
        disadvantages: t.review.disadvantages,
        text: t.review.text,
        createdAt: t.review.createdAt,
        authorName: t.review.authorName,
        userName: t.user.name,
        userSurname: t.user.surname,
      })
      .from(t.review)
      .leftJoin(t.user, and(eq(t.user.id, t.review.userId), isNull(t.user.deletedAt)))
      .where(published)
      .orderBy(desc(t.review.createdAt), desc(t.review.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    items: rows.map(({ userName, userSurname, authorName, ...review }) => ({
      ...review,
      authorName: reviewerName(userName, userSurname, authorName),
    })),
    page: page.page,
    limit: page.limit,
    totalItems: summary[0]?.total ?? 0,
    averageRating: summary[0]?.average ?? null,
  };
}

/** The live photos of each review in `reviewIds`, oldest first. */
export function photosOfReviews(db: Database, reviewIds: readonly number[]) {
  return db
    .select()
    .from(t.reviewPhoto)
    .where(and(inArray(t.reviewPhoto.reviewId, [...reviewIds]), isNull(t.reviewPhoto.deletedAt)))
    .orderBy(asc(t.reviewPhoto.id));
}
