/**
 * What the staff's command-line tools share (npm run order:status, requests, reviews): the
 * running shop's address, the operator token, and one call to its operator API
 * (docs/orders.md#operator-api). A missing token stops the tool with code 2, a shop that does not
 * answer with code 1.
 */
import { DEVELOPMENT_OPERATOR_TOKEN } from "../app/platform/env.server.ts";

/** SHOP_URL, or --url, or http://127.0.0.1:$PORT (PORT 3000). */
export function shopAddress(url?: string): string {
  return url ?? process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/** OPERATOR_API_TOKEN; outside production, the development token the shop itself defaults to. */
function operatorToken(): string {
  const token =
    process.env.OPERATOR_API_TOKEN ||
    (process.env.NODE_ENV === "production" ? undefined : DEVELOPMENT_OPERATOR_TOKEN);
  if (!token) {
    console.error("Задайте OPERATOR_API_TOKEN — токен оператора магазина.");
    process.exit(2);
  }
  return token;
}

/** Calls the operator API at `path` (with its query) on the shop, with the operator token. */
export async function callOperatorApi(
  shop: string,
  path: string | URL,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<Response> {
  const token = operatorToken();
  try {
    return await fetch(new URL(path, shop), {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    console.error(
      `Магазин по адресу ${shop} не отвечает:`,
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
}
