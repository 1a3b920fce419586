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
import { DEVELOPMENT_OPERATOR_TOKEN } from "../app/platform/env.server.ts";
import { OPERATOR_REVIEWS_PATH } from "../server/content/review-moderation-endpoint.ts";

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

const token =
  process.env.OPERATOR_API_TOKEN ||
  (process.env.NODE_ENV === "production" ? undefined : DEVELOPMENT_OPERATOR_TOKEN);
if (!token) {
  console.error("Задайте OPERATOR_API_TOKEN — токен оператора магазина.");
  process.exit(2);
}

const shop = values.url ?? process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
let response: Response;
try {
  response = await fetch(new URL(`${OPERATOR_REVIEWS_PATH}${isMove ? "" : "?limit=100"}`, shop), {
    method: isMove ? "POST" : "GET",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: isMove ? JSON.stringify({ reviewId: id, state: states[command] }) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
} catch (error) {
  console.error(
    `Магазин по адресу ${shop} не отвечает:`,
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}

interface PendingReview {
  id: number;
  productName: string;
  productSlug: string;
  author: string;
  rating: number;
  advantages: string | null;
  disadvantages: string | null;
  text: string | null;
  photos: string[];
  createdAt: string;
}

const body = (await response.json().catch(() => ({}))) as {
  message?: string;
  reviews?: PendingReview[];
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
