/**
 * The back office's review queue (docs/back-office.md#отзывы-и-заявки): the reviews of one state
 * and their moderation, for staff whose role allows `reviews` (OWNER, MANAGER, MODERATOR),
 * checked here in the API. A publication or a rejection goes through review-service.ts
 * `moderateReview`, the operator API's own path (docs/content.md#moderation), and is written to
 * the audit log in its transaction: «review.publish», «review.reject» (with the reason).
 */
import { GraphQLError } from "graphql";
import { z } from "zod";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { ReviewState } from "../graphql/enums.ts";
import { pageOf, toPage } from "../graphql/pagination.ts";
import { parseInput } from "../identity/input.ts";
import { recordStaffAction, requireStaff } from "../staff/access.ts";
import { type ModerationReview, moderateReview, reviewsForModeration } from "./review-service.ts";
import { notifyReviewRejected } from "./review-rejection-notice.ts";

export const REVIEW_MESSAGES = {
  state: "Неизвестное состояние отзыва",
  reasonRequired: "Укажите причину отклонения",
  reasonTooLong: "Причина — не длиннее 500 символов",
} as const;

export const MAX_REASON_LENGTH = 500;

const StaffReview = builder.objectRef<ModerationReview>("StaffReview").implement({
  description: "A review as the back office's moderation queue shows it.",
  fields: (f) => ({
    id: f.exposeID("id"),
    state: f.expose("state", { type: ReviewState }),
    productId: f.exposeID("productId"),
    productName: f.exposeString("productName"),
    productSlug: f.exposeString("productSlug"),
    author: f.exposeString("author", { description: "The author's short public name." }),
    rating: f.exposeInt("rating"),
    advantages: f.exposeString("advantages", { nullable: true }),
    disadvantages: f.exposeString("disadvantages", { nullable: true }),
    text: f.exposeString("text", { nullable: true }),
    rejectionReason: f.exposeString("rejectionReason", { nullable: true }),
    photos: f.exposeStringList("photos", { description: "The photos' /uploads/… paths." }),
    createdAt: f.exposeString("createdAt"),
  }),
});

const StaffReviewPage = pageOf("StaffReviewPage", StaffReview);

const StaffReviewsDto = builder.inputType("StaffReviewsDto", {
  fields: (f) => ({
    state: f.string({
      required: false,
      description: "A ReviewState; PENDING (waiting for moderation) when absent.",
    }),
    page: f.int({ required: false, defaultValue: 1 }),
    limit: f.int({ required: false, defaultValue: 20 }),
  }),
});

const stateSchema = z.enum(t.reviewStateValues, { error: REVIEW_MESSAGES.state });

builder.queryField("staffReviews", (f) =>
  f.field({
    type: StaffReviewPage,
    description:
      "The reviews in one state (staff: reviews): those waiting oldest first, the others newest first.",
    args: { dto: f.arg({ type: StaffReviewsDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      requireStaff(ctx, "reviews");
      const page = toPage(dto);
      const state = parseInput(stateSchema, dto?.state ?? "PENDING");
      const found = await reviewsForModeration(ctx.db, { state, ...page });
      return { ...found, page: page.page, limit: page.limit };
    },
  }),
);

const StaffModerateReviewDto = builder.inputType("StaffModerateReviewDto", {
  fields: (f) => ({
    reviewId: f.id({ required: true }),
    state: f.string({ required: true, description: "PUBLISHED or REJECTED." }),
    reason: f.string({ required: false, description: "Why it is rejected: required to reject." }),
  }),
});

export const moderationInput = z
  .object({
    reviewId: z.coerce.number().int().positive().max(2_147_483_647),
    state: z.enum(["PUBLISHED", "REJECTED"], { error: REVIEW_MESSAGES.state }),
    reason: z
      .string()
      .trim()
      .max(MAX_REASON_LENGTH, REVIEW_MESSAGES.reasonTooLong)
      .nullish()
      .transform((reason) => reason || null),
  })
  .refine((input) => input.state !== "REJECTED" || input.reason !== null, {
    message: REVIEW_MESSAGES.reasonRequired,
    path: ["reason"],
  });

builder.mutationField("staffModerateReview", (f) =>
  f.field({
    type: StaffReview,
    description:
      "Publishes a review, or rejects it with a reason (staff: reviews), as the operator API moderates.",
    args: { dto: f.arg({ type: StaffModerateReviewDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "reviews");
      const { reviewId, state, reason } = parseInput(moderationInput, dto);
      const moderated = await moderateReview(ctx.db, reviewId, state, ctx.providers.clock.now(), {
        reason,
        alsoInTransaction: (tx, previousState) =>
          recordStaffAction(tx, staff, {
            action: state === "PUBLISHED" ? "review.publish" : "review.reject",
            subjectType: "review",
            subjectId: String(reviewId),
            details: { from: previousState, to: state, ...(reason ? { reason } : {}) },
          }),
      });
      if (!moderated) {
        throw new GraphQLError(`Отзыва №${reviewId} нет`, { extensions: { code: "NOT_FOUND" } });
      }
      if (state === "REJECTED" && moderated.previousState !== "REJECTED") {
        await notifyReviewRejected(ctx.db, ctx.providers, reviewId, {
          reason,
          publicUrl: ctx.publicUrl,
        });
      }
      const { items } = await reviewsForModeration(ctx.db, {
        state,
        page: 1,
        limit: 1,
        id: reviewId,
      });
      const review = items[0];
      if (!review) {
        throw new GraphQLError(`Отзыва №${reviewId} нет`, { extensions: { code: "NOT_FOUND" } });
      }
      return review;
    },
  }),
);
