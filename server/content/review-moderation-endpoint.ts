/**
 * REST /api/operator/reviews (docs/content.md#moderation): the shop's staff read the reviews
 * waiting for moderation and publish or reject them, with the operator token
 * (OPERATOR_API_TOKEN), as the order-status API does (docs/orders.md#operator-api). Without a
 * configured token the endpoint does not exist (404).
 *
 * GET: {reviews: [...]}, the pending ones, oldest first (?limit=1..100, default 50).
 * POST (JSON) {reviewId, state: "PUBLISHED" | "REJECTED"}: 200 {review: {id, state,
 * previousState}}, 400 for a body it cannot read, 401 without the token, 404 for no such review.
 */
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { hasOperatorToken } from "../orders/operator-endpoint.ts";
import type { ShopProviders } from "../providers/index.ts";
import { moderateReview, pendingReviews } from "./review-service.ts";
import { methodNotAllowed } from "../method-not-allowed.ts";

export const OPERATOR_REVIEWS_PATH = "/api/operator/reviews";

const MAX_BODY_BYTES = 4096;
const DEFAULT_LIMIT = 50;

const moderationBody = z.object({
  reviewId: z.coerce.number().int().positive().max(2_147_483_647),
  state: z.enum(["PUBLISHED", "REJECTED"], { error: "Статус — PUBLISHED или REJECTED" }),
});

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export function createReviewModerationHandler(deps: {
  db: Database;
  providers: ShopProviders;
  /** OPERATOR_API_TOKEN; unset, the endpoint answers 404. */
  operatorToken?: string;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!deps.operatorToken) return answer(404, { message: "Not Found" });
    if (request.method !== "GET" && request.method !== "POST") {
      return methodNotAllowed("GET, POST");
    }
    if (!hasOperatorToken(request, deps.operatorToken)) {
      return answer(401, { message: "Нужен токен оператора" });
    }
    if (request.method === "GET") {
      const asked = Number(new URL(request.url).searchParams.get("limit") ?? DEFAULT_LIMIT);
      const limit = Number.isInteger(asked) && asked >= 1 && asked <= 100 ? asked : DEFAULT_LIMIT;
      return answer(200, { reviews: await pendingReviews(deps.db, limit) });
    }
    const text = await request.text();
    let body: unknown = null;
    try {
      body = text.length <= MAX_BODY_BYTES ? (JSON.parse(text) as unknown) : null;
    } catch {
      // Not JSON: refused below like any unreadable body.
    }
    const parsed = moderationBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return answer(400, {
        message: issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Неверный запрос",
      });
    }
    const { reviewId, state } = parsed.data;
    const moderated = await moderateReview(deps.db, reviewId, state, deps.providers.clock.now());
    if (!moderated) return answer(404, { message: `Отзыва №${reviewId} нет` });
    return answer(200, { review: { id: reviewId, state, ...moderated } });
  };
}
