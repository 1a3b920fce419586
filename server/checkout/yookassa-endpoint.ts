/**
 * REST POST /api/payments/yookassa (docs/checkout.md#after-payment): YooKassa's HTTP
 * notification. Only the payment id is read from the body; the payment itself is fetched back
 * from YooKassa. 200 whenever the body is understood (an unknown id changes nothing), 400 for a
 * body that is not a notification, 503 when YooKassa cannot be asked (it then notifies again).
 */
import { describeError } from "../graphql/logging.ts";
import type { Database } from "../db/database.ts";
import { PaymentProviderError } from "../providers/payments.ts";
import type { ShopProviders } from "../providers/index.ts";
import { applyPaymentNotification } from "./notifications.ts";
import { methodNotAllowed } from "../method-not-allowed.ts";

export const YOOKASSA_NOTIFICATION_PATH = "/api/payments/yookassa";

const MAX_BODY_BYTES = 64 * 1024;

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

function paymentIdOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const object = (body as { object?: unknown }).object;
  if (!object || typeof object !== "object") return null;
  const id = (object as { id?: unknown }).id;
  return typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
}

export function createYooKassaNotificationHandler(deps: {
  db: Database;
  providers: ShopProviders;
  /** The shop's address, for the link in the buyer's letter; "" leaves it out. */
  publicUrl?: string;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return answer(400, { message: "Bad Request" });
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return answer(400, { message: "Bad Request" });
    }
    const id = paymentIdOf(body);
    if (id === null) return answer(400, { message: "Bad Request" });
    try {
      const outcome = await applyPaymentNotification(deps.db, deps.providers, id, {
        publicUrl: deps.publicUrl,
      });
      return answer(200, { outcome });
    } catch (error) {
      console.error(`YooKassa notification for ${id} was not applied:`, describeError(error));
      return error instanceof PaymentProviderError
        ? answer(503, { message: "Try again" })
        : answer(500, { message: "Internal Server Error" });
    }
  };
}
