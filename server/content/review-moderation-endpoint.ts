/**
 * REST /api/operator/reviews (docs/content.md#moderation): the shop's staff read the reviews
 * waiting for moderation and publish or reject them. Two operator endpoints of
 * server/endpoints.ts, as the order-status API is (docs/orders.md#operator-api): only the
 * operator token (OPERATOR_API_TOKEN) or a named staff token whose role may moderate reviews gets
 * here (docs/back-office.md#tokens); each call is in the audit log.
 *
 * GET: {reviews: [...]}, the pending ones, oldest first (?limit=1..100, default 50).
 * POST (JSON) {reviewId, state: "PUBLISHED" | "REJECTED"}: 200 {review: {id, state,
 * previousState}}, 400 for a body it cannot read, 401 without the token, 404 for no such review.
 */
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { type EndpointHandler, jsonAnswer, readJsonBody } from "../http/endpoint.ts";
import { moderateReview, pendingReviews } from "./review-service.ts";
import { notifyReviewRejected } from "./review-rejection-notice.ts";
import type { ShopProviders } from "../providers/index.ts";

export const OPERATOR_REVIEWS_PATH = "/api/operator/reviews";

const MAX_BODY_BYTES = 4096;
const DEFAULT_LIMIT = 50;

const moderationBody = z.object({
  reviewId: z.coerce.number().int().positive().max(2_147_483_647),
  state: z.enum(["PUBLISHED", "REJECTED"], { error: "Статус — PUBLISHED или REJECTED" }),
});

/** GET: the reviews waiting for moderation. */
export function createPendingReviewsHandler(deps: { db: Database }): EndpointHandler {
  return async (request, _params, caller) => {
    const asked = Number(new URL(request.url).searchParams.get("limit") ?? DEFAULT_LIMIT);
    const limit = Number.isInteger(asked) && asked >= 1 && asked <= 100 ? asked : DEFAULT_LIMIT;
    const reviews = await pendingReviews(deps.db, limit);
    await caller?.record({
      action: "reviews.list",
      subjectType: "review",
      subjectId: "*",
      details: { via: "operator-api", limit },
    });
    return jsonAnswer(200, { reviews });
  };
}

/** POST: publish or reject one. */
export function createReviewModerationHandler(deps: {
  db: Database;
  providers: ShopProviders;
  publicUrl?: string;
}): EndpointHandler {
  return async (request, _params, caller) => {
    const parsed = await readJsonBody(request, moderationBody, MAX_BODY_BYTES);
    if (!parsed.ok) return parsed.answer;
    const { reviewId, state } = parsed.data;
    const moderated = await moderateReview(deps.db, reviewId, state, deps.providers.clock.now());
    await caller?.record({
      action: "review.moderate",
      subjectType: "review",
      subjectId: String(reviewId),
      details: { via: "operator-api", state, result: moderated ? "ok" : "NOT_FOUND" },
    });
    if (!moderated) return jsonAnswer(404, { message: `Отзыва №${reviewId} нет` });
    if (state === "REJECTED" && moderated.previousState !== "REJECTED") {
      // The operator API rejects without a reason: the author is told it was not published.
      await notifyReviewRejected(deps.db, deps.providers, reviewId, {
        reason: null,
        publicUrl: deps.publicUrl,
      });
    }
    return jsonAnswer(200, { review: { id: reviewId, state, ...moderated } });
  };
}
