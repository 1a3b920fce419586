/**
 * Product reviews (docs/content.md#reviews): reviewList, what shoppers read on a product page, and
 * createReview, a buyer's review with photos held for moderation.
 */
import { unlink } from "node:fs/promises";
import path from "node:path";
import { Product } from "../catalogue/product-schema.ts";
import { builder, type Upload } from "../graphql/builder.ts";
import { ReviewState } from "../graphql/enums.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { loadRow } from "../graphql/loading.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import {
  cleanPhoto,
  MAX_PHOTO_BYTES,
  MAX_REVIEW_PHOTOS,
  PHOTO_MESSAGES,
  PhotoRefused,
  storeReviewPhoto,
  UPLOADS_URL_PREFIX,
} from "./review-photos.ts";
import {
  hasBought,
  insertReview,
  listPublishedReviews,
  photosOfReviews,
  type ReviewListPage,
  type ReviewPhotoRow,
  reviewOfShopper,
  reviewsWrittenSince,
  type ReviewView,
  shortNameOfUser,
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
    state: f.expose("state", {
      type: ReviewState,
      description: "PENDING until the shop's staff publish (PUBLISHED) or reject (REJECTED) it.",
    }),
    createdAt: f.string({ resolve: (review) => review.createdAt.toISOString() }),
    user: f.field({ type: ReviewAuthor, resolve: (review) => ({ name: review.authorName }) }),
    photos: f.loadableGroup({
      type: ReviewPhoto,
      load: (ids: number[], ctx) => photosOfReviews(ctx.db, ids),
      group: (photo) => photo.reviewId,
      resolve: (review) => review.id,
    }),
  }),
});

const RatingCount = builder.objectRef<{ rating: number; count: number }>("RatingCount").implement({
  fields: (f) => ({
    rating: f.exposeInt("rating"),
    count: f.exposeInt("count"),
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
    ratingCounts: f.field({
      type: [RatingCount],
      description: "How many published reviews gave each rating, 5 stars first, zeros included.",
      resolve: (page) => page.ratingCounts,
    }),
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
      const product = isRowId(productId) ? await loadRow(Product, ctx, productId) : null;
      if (!product) throw badUserInput("Товар не найден", "productId");
      return listPublishedReviews(ctx.db, product.id, page);
    },
  }),
);

function isUpload(value: unknown): value is Upload {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Partial<Record<keyof Upload, unknown>>;
  return (
    typeof file.name === "string" &&
    typeof file.size === "number" &&
    typeof file.type === "string" &&
    typeof file.arrayBuffer === "function"
  );
}

builder.scalarType("File", {
  description: "A file of a multipart request (the GraphQL multipart request spec); input only.",
  serialize: () => {
    throw new Error("File is an input type");
  },
  parseValue: (value) => {
    if (isUpload(value)) return value;
    throw badUserInput(PHOTO_MESSAGES.notAnImage, "photos");
  },
});

/** Bot checks (docs/content.md#writing-a-review): the form must have been open this long. */
export const MIN_REVIEW_FORM_MS = 3000;
/** …and no longer than this (a form left open for a day is sent again from a fresh page). */
export const MAX_REVIEW_FORM_AGE_MS = 24 * 60 * 60_000;
/** Reviews one shopper may write in 24 hours. */
export const MAX_REVIEWS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

export const REVIEW_LIMITS = {
  text: { min: 10, max: 2000 },
  remark: 1000,
} as const;

export const REVIEW_MESSAGES = {
  bot: "Не удалось отправить отзыв. Обновите страницу и попробуйте ещё раз",
  productNotFound: "Товар не найден",
  rating: "Поставьте оценку от 1 до 5",
  textShort: `Напишите отзыв — хотя бы ${REVIEW_LIMITS.text.min} символов`,
  textLong: `Отзыв — не длиннее ${REVIEW_LIMITS.text.max} символов`,
  remarkLong: `Не длиннее ${REVIEW_LIMITS.remark} символов`,
  notBought: "Оставить отзыв можно только о товаре, который вы купили и оплатили",
  already: "Вы уже оставили отзыв об этом товаре",
  tooMany: `За сутки можно оставить не больше ${MAX_REVIEWS_PER_DAY} отзывов — попробуйте завтра`,
} as const;

const CreateReviewDto = builder.inputType("CreateReviewDto", {
  fields: (f) => ({
    productId: f.id({ required: true }),
    rating: f.int({ required: true, description: "1–5." }),
    text: f.string({ required: true, description: "10–2000 characters." }),
    advantages: f.string({ required: false, description: "Up to 1000 characters." }),
    disadvantages: f.string({ required: false, description: "Up to 1000 characters." }),
    photos: f.field({
      type: ["File"],
      required: false,
      description: "Up to 5 photos (JPEG, PNG, WebP or HEIC by content), 10 MB each.",
    }),
    honeypot: f.string({
      required: false,
      description: "The form's hidden field, empty unless a bot filled it.",
    }),
    pageLoadTime: f.float({
      required: true,
      description: "When the form was shown (ms since the epoch): a bot check.",
    }),
  }),
});

/** A remark (advantages, disadvantages) trimmed to null when blank; refused when too long. */
function remark(value: string | null | undefined, field: string): string | null {
  const text = value?.trim() ?? "";
  if (text.length > REVIEW_LIMITS.remark) throw badUserInput(REVIEW_MESSAGES.remarkLong, field);
  return text || null;
}

/** The photos cleaned and stored; on any refusal, the ones already stored are removed. */
async function storePhotos(uploadsDir: string, files: readonly Upload[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const file of files) {
      if (file.size > MAX_PHOTO_BYTES) throw new PhotoRefused(PHOTO_MESSAGES.tooLarge);
      const jpeg = await cleanPhoto(new Uint8Array(await file.arrayBuffer()));
      urls.push(await storeReviewPhoto(uploadsDir, jpeg));
    }
    return urls;
  } catch (error) {
    await removePhotos(uploadsDir, urls);
    if (error instanceof PhotoRefused) throw badUserInput(error.message, "photos");
    throw error;
  }
}

function removePhotos(uploadsDir: string, urls: readonly string[]) {
  return Promise.all(
    urls.map((url) =>
      // Already gone is as good as removed.
      unlink(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length))).catch(() => undefined),
    ),
  );
}

builder.mutationField("createReview", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: Review,
    description:
      "A buyer's review of a product they paid for, with up to 5 photos; held for moderation (PENDING) until the staff publish it.",
    args: { dto: f.arg({ type: CreateReviewDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const now = ctx.providers.clock.now();
      const dwell = now.getTime() - dto.pageLoadTime;
      if (dto.honeypot || !(dwell >= MIN_REVIEW_FORM_MS && dwell <= MAX_REVIEW_FORM_AGE_MS)) {
        throw badUserInput(REVIEW_MESSAGES.bot);
      }
      const productId = Number(dto.productId);
      const product = isRowId(productId) ? await loadRow(Product, ctx, productId) : null;
      if (!product) throw badUserInput(REVIEW_MESSAGES.productNotFound, "productId");
      if (!Number.isInteger(dto.rating) || dto.rating < 1 || dto.rating > 5) {
        throw badUserInput(REVIEW_MESSAGES.rating, "rating");
      }
      const text = dto.text.trim();
      if (text.length < REVIEW_LIMITS.text.min)
        throw badUserInput(REVIEW_MESSAGES.textShort, "text");
      if (text.length > REVIEW_LIMITS.text.max)
        throw badUserInput(REVIEW_MESSAGES.textLong, "text");
      const advantages = remark(dto.advantages, "advantages");
      const disadvantages = remark(dto.disadvantages, "disadvantages");
      const files = (dto.photos ?? []).filter((file) => file.size > 0);
      if (files.length > MAX_REVIEW_PHOTOS) throw badUserInput(PHOTO_MESSAGES.tooMany, "photos");

      if (!(await hasBought(ctx.db, userId, product.id))) {
        throw badUserInput(REVIEW_MESSAGES.notBought, "productId");
      }
      if (await reviewOfShopper(ctx.db, userId, product.id)) {
        throw badUserInput(REVIEW_MESSAGES.already, "productId");
      }
      if (
        (await reviewsWrittenSince(ctx.db, userId, new Date(now.getTime() - DAY_MS))) >=
        MAX_REVIEWS_PER_DAY
      ) {
        throw badUserInput(REVIEW_MESSAGES.tooMany);
      }

      const photoUrls = await storePhotos(ctx.uploadsDir, files);
      const row = await insertReview(ctx.db, {
        productId: product.id,
        userId,
        rating: dto.rating,
        advantages,
        disadvantages,
        text,
        photoUrls,
        now,
      });
      if (!row) {
        await removePhotos(ctx.uploadsDir, photoUrls);
        throw badUserInput(REVIEW_MESSAGES.already, "productId");
      }
      return {
        id: row.id,
        productId: row.productId,
        rating: row.rating,
        advantages: row.advantages,
        disadvantages: row.disadvantages,
        text: row.text,
        state: row.state,
        createdAt: row.createdAt,
        authorName: await shortNameOfUser(ctx.db, userId),
      };
    },
  }),
);

interface ReviewPermissionView {
  canWrite: boolean;
  reason: string | null;
  review: ReviewView | null;
}

const ReviewPermission = builder.objectRef<ReviewPermissionView>("ReviewPermission").implement({
  description: "Whether the signed-in shopper may review a product, and their review of it.",
  fields: (f) => ({
    canWrite: f.exposeBoolean("canWrite"),
    reason: f.exposeString("reason", {
      nullable: true,
      description: "Why not, in Russian, when canWrite is false.",
    }),
    review: f.field({
      type: Review,
      nullable: true,
      description: "The shopper's own review of the product, in any state.",
      resolve: (permission) => permission.review,
    }),
  }),
});

const ReviewPermissionDto = builder.inputType("ReviewPermissionDto", {
  fields: (f) => ({ productId: f.id({ required: true }) }),
});

builder.queryField("reviewPermission", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ReviewPermission,
    description:
      "Whether the signed-in shopper may write a review of the product (they paid for it and have not reviewed it), with their own review if any.",
    args: { dto: f.arg({ type: ReviewPermissionDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const productId = Number(dto.productId);
      const product = isRowId(productId) ? await loadRow(Product, ctx, productId) : null;
      if (!product) throw badUserInput(REVIEW_MESSAGES.productNotFound, "productId");
      const own = await reviewOfShopper(ctx.db, userId, product.id);
      if (own) {
        const review = { ...own, authorName: await shortNameOfUser(ctx.db, userId) };
        return { canWrite: false, reason: REVIEW_MESSAGES.already, review };
      }
      const bought = await hasBought(ctx.db, userId, product.id);
      return {
        canWrite: bought,
        reason: bought ? null : REVIEW_MESSAGES.notBought,
        review: null,
      };
    },
  }),
);
