/** Product reviews (spec §3 Review, §7 reviewList): what shoppers read on a product page. */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";

type ReviewPhotoRow = typeof t.reviewPhoto.$inferSelect;

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

interface ReviewListPage {
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

const ReviewPhoto = builder.objectRef<ReviewPhotoRow>("ReviewPhoto").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    url: f.exposeString("url"),
    reviewId: f.exposeID("reviewId"),
  }),
});

const ReviewAuthor = builder.objectRef<{ name: string }>("ReviewAuthor").implement({
  description: "The public face of a review's author: no contact details.",
  fields: (f) => ({
    name: f.exposeString("name", { description: "First name and surname initial: «Анна К.»." }),
  }),
});

const Review = builder.objectRef<ReviewView>("Review").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    productId: f.exposeID("productId"),
    rating: f.exposeInt("rating", { description: "1–5." }),
    advantages: f.exposeString("advantages", { nullable: true }),
    disadvantages: f.exposeString("disadvantages", { nullable: true }),
    text: f.exposeString("text", { nullable: true }),
    createdAt: f.string({ resolve: (review) => review.createdAt.toISOString() }),
    user: f.field({ type: ReviewAuthor, resolve: (review) => ({ name: review.authorName }) }),
    photos: f.field({
      type: [ReviewPhoto],
      resolve: (review, _args, { loaders }) => loaders.photosOfReview.load(review.id),
    }),
  }),
});

const ReviewPage = builder.objectRef<ReviewListPage>("ReviewPage").implement({
  fields: (f) => ({
    items: f.expose("items", { type: [Review], description: "Newest first." }),
    pagination: f.field({ type: Pagination, resolve: (page) => page }),
    averageRating: f.exposeFloat("averageRating", {
      nullable: true,
      description: "Mean rating of every published review, to one decimal; null without reviews.",
    }),
    totalReviews: f.exposeInt("totalItems"),
  }),
});

const ReviewListDto = builder.inputType("ReviewListDto", {
  fields: (f) => ({
    productId: f.id({ required: true }),
    pagination: f.field({ type: PaginationDto, required: false }),
  }),
});

builder.queryField("reviewList", (f) =>
  f.field({
    type: ReviewPage,
    description: "A product's published reviews, newest first, with their average rating.",
    args: { dto: f.arg({ type: ReviewListDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const page = toPage(dto.pagination);
      const productId = Number(dto.productId);
      const product =
        Number.isSafeInteger(productId) && productId > 0
          ? await ctx.loaders.product.load(productId)
          : null;
      if (!product) throw badUserInput("Товар не найден", "productId");

      const published = and(
        eq(t.review.productId, product.id),
        eq(t.review.state, "PUBLISHED"),
        isNull(t.review.deletedAt),
      );
      const [summary, rows] = await Promise.all([
        ctx.db
          .select({
            total: sql<number>`count(*)::int`,
            // Rounded on the exact numeric mean: a double rounded in JS turns 4.35 into 4.3.
            average: sql<number | null>`round(avg(${t.review.rating}), 1)::float8`,
          })
          .from(t.review)
          .where(published),
        ctx.db
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
    },
  }),
);
