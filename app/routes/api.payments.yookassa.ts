import { forwardPaymentNotification } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.payments.yookassa";

/**
 * POST /api/payments/yookassa (docs/checkout.md#after-payment): YooKassa's payment notifications.
 * The shop API reads only the payment's id from them and asks YooKassa for the payment itself.
 */
export function action({ request, context }: Route.ActionArgs) {
  return forwardPaymentNotification(request, context);
}
