/** Published product reviews read from the database, each author reduced to a short public name. */
import { and, asc, count, desc, eq, gte, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

/** What a review is, as the product page and the shopper's own review read it. */
const REVIEW_COLUMNS = {
  id: t.review.id,
  productId: t.review.productId,
  rating: t.review.rating,
  advantages: t.review.advantages,
  disadvantages: t.review.disadvantages,
  text: t.review.text,
  state: t.review.state,
  createdAt: t.review.createdAt,
};

export type ReviewPhotoRow = typeof t.reviewPhoto.$inferSelect;

/** A published review as a shopper sees it: the author reduced to a short public name. */
export interface ReviewView {
  id: number;
  productId: number;
  rating: number;
  advantages: string | null;
  disadvantages: string | null;
  text: string | null;
  state: (typeof t.reviewStateValues)[number];
  createdAt: Date;
  authorName: string;
}

export interface ReviewListPage {
  items: ReviewView[];
  page: number;
  limit: number;
  totalItems: number;
  averageRating: number | null;
  /** How many published reviews gave each rating, 5 stars first (zeros included). */
  ratingCounts: { rating: number; count: number }[];
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
  const [summary, byRating, rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        // Rounded on the exact numeric mean: a double rounded in JS turns 4.35 into 4.3.
        average: sql<number | null>`round(avg(${t.review.rating}), 1)::float8`,
      })
      .from(t.review)
      .where(published),
    db
      .select({ rating: t.review.rating, count: sql<number>`count(*)::int` })
      .from(t.review)
      .where(published)
      .groupBy(t.review.rating),
    db
      .select({
        ...REVIEW_COLUMNS,
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
    ratingCounts: [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: byRating.find((row) => row.rating === rating)?.count ?? 0,
    })),
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

/** The shopper's name as their reviews show it («Анна К.»). */
export async function shortNameOfUser(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: t.user.name, surname: t.user.surname })
    .from(t.user)
    .where(eq(t.user.id, userId));
  return reviewerName(row?.name ?? null, row?.surname ?? null, null);
}

/**
 * Statuses of an order item that do not make its buyer a customer of the product: not paid yet,
 * cancelled or refunded (docs/content.md#writing-a-review). Any other status means paid: on the
 * way, delivered, or exchanged.
 */
export const NOT_BOUGHT_STATUSES = [
  "AWAITING_PAY",
  "ACCEPT_MEET_WAIT_PAID",
  "CANCEL_PURCHASE",
  "ISSUED_REFUND",
] as const;

/** Whether an order of the shopper holds a paid item of the product. */
export async function hasBought(db: Database, userId: number, productId: number) {
  const [row] = await db
    .select({ id: t.orderProductItem.id })
    .from(t.orderProductItem)
    .innerJoin(t.order, eq(t.order.id, t.orderProductItem.orderId))
    .innerJoin(t.productItem, eq(t.productItem.id, t.orderProductItem.productItemId))
    .where(
      and(
        eq(t.order.userId, userId),
        isNull(t.order.deletedAt),
        isNull(t.orderProductItem.deletedAt),
        eq(t.productItem.productId, productId),
        notInArray(t.orderProductItem.status, [...NOT_BOUGHT_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The shopper's live review of the product, whatever its state; null when none. */
export async function reviewOfShopper(db: Database, userId: number, productId: number) {
  const [row] = await db
    .select(REVIEW_COLUMNS)
    .from(t.review)
    .where(
      and(
        eq(t.review.userId, userId),
        eq(t.review.productId, productId),
        isNull(t.review.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How many reviews the shopper wrote since `since`. */
export async function reviewsWrittenSince(db: Database, userId: number, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.review)
    .where(and(eq(t.review.userId, userId), gte(t.review.createdAt, since)));
  return row?.count ?? 0;
}

export interface NewReview {
  productId: number;
  userId: number;
  rating: number;
  advantages: string | null;
  disadvantages: string | null;
  text: string;
  photoUrls: readonly string[];
  now: Date;
}

/**
 * Writes a review, held for moderation (PENDING), with its photos, in one transaction. Null when
 * the shopper's review of the product got there first (the unique index decides a race).
 */
export async function insertReview(db: Database, review: NewReview) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.review)
      .values({
        productId: review.productId,
        userId: review.userId,
        rating: review.rating,
        advantages: review.advantages,
        disadvantages: review.disadvantages,
        text: review.text,
        state: "PENDING",
        createdAt: review.now,
        updatedAt: review.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (review.photoUrls.length > 0) {
      await tx.insert(t.reviewPhoto).values(
        review.photoUrls.map((url) => ({
          reviewId: row.id,
          url,
          createdAt: review.now,
          updatedAt: review.now,
        })),
      );
    }
    return row;
  });
}

/** A review as the staff see it for moderation: the product, the author's short name, photos. */
export interface ModerationReview {
  id: number;
  state: (typeof t.reviewStateValues)[number];
  productId: number;
  productName: string;
  productSlug: string;
  author: string;
  rating: number;
  advantages: string | null;
  disadvantages: string | null;
  text: string | null;
  /** Why it was rejected, when it was (the back office's reason). */
  rejectionReason: string | null;
  photos: string[];
  createdAt: string;
}

/** Reviews waiting for moderation, oldest first (at most `limit`). */
export async function pendingReviews(db: Database, limit: number): Promise<ModerationReview[]> {
  const page = await reviewsForModeration(db, { state: "PENDING", page: 1, limit });
  return page.items;
}

/**
 * One page of the reviews in one state, as the back office's queue reads them
 * (docs/back-office.md#отзывы-и-заявки): those waiting oldest first, the moderated newest first.
 */
export async function reviewsForModeration(
  db: Database,
  query: { state: (typeof t.reviewStateValues)[number]; page: number; limit: number; id?: number },
): Promise<{ items: ModerationReview[]; totalItems: number }> {
  const where = and(
    eq(t.review.state, query.state),
    isNull(t.review.deletedAt),
    query.id === undefined ? undefined : eq(t.review.id, query.id),
  );
  const order =
    query.state === "PENDING"
      ? [asc(t.review.createdAt), asc(t.review.id)]
      : [desc(t.review.updatedAt), desc(t.review.id)];
  const [total] = await db.select({ value: count() }).from(t.review).where(where);
  const rows = await db
    .select({
      id: t.review.id,
      state: t.review.state,
      productId: t.review.productId,
      productName: t.product.name,
      productSlug: t.product.slug,
      rating: t.review.rating,
      advantages: t.review.advantages,
      disadvantages: t.review.disadvantages,
      text: t.review.text,
      rejectionReason: t.review.rejectionReason,
      createdAt: t.review.createdAt,
      authorName: t.review.authorName,
      userName: t.user.name,
      userSurname: t.user.surname,
    })
    .from(t.review)
    .innerJoin(t.product, eq(t.product.id, t.review.productId))
    .leftJoin(t.user, eq(t.user.id, t.review.userId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const photos =
    rows.length > 0
      ? await photosOfReviews(
          db,
          rows.map((row) => row.id),
        )
      : [];
  const items = rows.map(({ authorName, userName, userSurname, createdAt, ...row }) => ({
    ...row,
    author: reviewerName(userName, userSurname, authorName),
    photos: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.url),
    createdAt: createdAt.toISOString(),
  }));
  return { items, totalItems: total?.value ?? 0 };
}

/**
 * Publishes or rejects a review; answers its state before, or null for no such review. A review
 * may be moderated again (a published one withdrawn, a rejected one published after all). A
 * rejection keeps its reason when given one (the back office asks for it); `alsoInTransaction`
 * writes the caller's audit line in the same transaction.
 */
export async function moderateReview(
  db: Database,
  reviewId: number,
  state: "PUBLISHED" | "REJECTED",
  now: Date,
  options: {
    reason?: string | null;
    alsoInTransaction?: (tx: Database, previousState: string) => Promise<void>;
  } = {},
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: t.review.state })
      .from(t.review)
      .where(and(eq(t.review.id, reviewId), isNull(t.review.deletedAt)))
      .for("update");
    if (!before) return null;
    const rejectionReason = state === "REJECTED" ? (options.reason ?? null) : null;
    await tx
      .update(t.review)
      .set({ state, rejectionReason, updatedAt: now })
      .where(eq(t.review.id, reviewId));
    await options.alsoInTransaction?.(tx, before.state);
    return { previousState: before.state };
  });
}
