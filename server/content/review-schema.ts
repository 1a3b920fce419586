/** Product reviews (reviewList: docs/content.md#reviews): what shoppers read on a product page. */
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import {
  type ReviewListPage,
  type ReviewPhotoRow,
  type ReviewView,
  listPublishedReviews,
} from "./review-service.ts";

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
      const product = isRowId(productId) ? await ctx.loaders.product.load(productId) : null;
      if (!product) throw badUserInput("Товар не найден", "productId");
      return listPublishedReviews(ctx.db, product.id, page);
    },
  }),
);
