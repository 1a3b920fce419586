/**
 * REST POST /api/payments/{provider} (docs/checkout.md#after-payment): a payments provider's
 * notification, YooKassa's at /api/payments/yookassa. The configured adapter reads it and fetches
 * the payment back (the body is never believed); checkout applies what the provider answered.
 * 404 for a provider this shop is not notified by, 400 for a body that is not a notification,
 * 200 whenever it is one (an unknown payment changes nothing), 503 when the provider cannot be
 * asked (it then notifies again).
 */
import { describeError } from "../graphql/logging.ts";
import type { Database } from "../db/database.ts";
import { type EndpointHandler, jsonAnswer } from "../http/endpoint.ts";
import { PaymentProviderError } from "../providers/payments.ts";
import type { ShopProviders } from "../providers/index.ts";
import { applyPaymentNotification } from "./notifications.ts";

/** No provider's notification is near this; the HTTP server bounds the body first (128 KB). */
const MAX_BODY_BYTES = 64 * 1024;

export function createPaymentNotificationHandler(deps: {
  db: Database;
  providers: ShopProviders;
  /** The shop's address, for the link in the buyer's letter; "" leaves it out. */
  publicUrl?: string;
}): EndpointHandler {
  return async (request, { provider }) => {
    const payments = deps.providers.payments;
    if (provider !== payments.notifiedAs) return jsonAnswer(404, { message: "Not Found" });
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) return jsonAnswer(400, { message: "Bad Request" });
    try {
      const notification = await payments.readNotification({ body, headers: request.headers });
      if (notification.kind === "malformed") return jsonAnswer(400, { message: "Bad Request" });
      if (notification.kind === "unknown") return jsonAnswer(200, { outcome: "unchanged" });
      const outcome = await applyPaymentNotification(
        deps.db,
        deps.providers,
        notification.payment,
        { publicUrl: deps.publicUrl },
      );
      return jsonAnswer(200, { outcome });
    } catch (error) {
      console.error(`A ${provider} notification was not applied:`, describeError(error));
      return error instanceof PaymentProviderError
        ? jsonAnswer(503, { message: "Try again" })
        : jsonAnswer(500, { message: "Internal Server Error" });
    }
  };
}
