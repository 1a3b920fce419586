/**
 * `npm run reviews -- list | publish <id> | reject <id> [--url URL]`: the staff's review
 * moderation through the running shop's operator API (docs/content.md#moderation), as
 * `npm run order:status` moves orders (docs/orders.md#operator-api).
 *
 * The shop is SHOP_URL (default http://127.0.0.1:$PORT, PORT 3000); the token OPERATOR_API_TOKEN
 * (outside production, the development token the shop itself defaults to).
 *   npm run reviews -- list
 *   npm run reviews -- publish 1234
 */
import { parseArgs } from "node:util";
import { OPERATOR_REVIEWS_PATH } from "../server/content/review-moderation-endpoint.ts";
import type { ModerationReview } from "../server/content/review-service.ts";
import { callOperatorApi, shopAddress } from "./operator-api.ts";

const usage = "npm run reviews -- list | publish <отзыв> | reject <отзыв> [--url URL]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: "string" } },
});

const [command, id] = positionals;
const states = { publish: "PUBLISHED", reject: "REJECTED" } as const;
const isMove = command === "publish" || command === "reject";
if (
  !(command === "list" && positionals.length === 1) &&
  !(isMove && id && positionals.length === 2)
) {
  console.error(`Использование: ${usage}`);
  process.exit(2);
}

const shop = shopAddress(values.url);
const response = await callOperatorApi(
  shop,
  `${OPERATOR_REVIEWS_PATH}${isMove ? "" : "?limit=100"}`,
  isMove ? { method: "POST", body: { reviewId: id, state: states[command] } } : {},
);

const body = (await response.json().catch(() => ({}))) as {
  message?: string;
  reviews?: ModerationReview[];
  review?: { id: number; state: string; previousState: string };
};
if (!response.ok) {
  console.error(`Не выполнено (${response.status}): ${body.message ?? response.statusText}`);
  process.exit(1);
}
if (body.review) {
  console.log(`Отзыв ${body.review.id}: ${body.review.previousState} → ${body.review.state}`);
} else {
  const reviews = body.reviews ?? [];
  if (reviews.length === 0) console.log("Отзывов на проверке нет.");
  for (const review of reviews) {
    console.log(
      `№${review.id} · ${review.createdAt.slice(0, 10)} · ${review.author} · ${"★".repeat(review.rating)} · ${review.productName} (/product/${review.productSlug})`,
    );
    for (const [label, text] of [
      ["Достоинства", review.advantages],
      ["Недостатки", review.disadvantages],
      ["Комментарий", review.text],
    ] as const) {
      if (text) console.log(`  ${label}: ${text}`);
    }
    for (const photo of review.photos) console.log(`  Фото: ${photo}`);
  }
}
