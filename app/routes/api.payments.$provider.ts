import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.payments.$provider";

/**
 * POST /api/payments/{provider} (docs/checkout.md#after-payment): a payments provider's
 * notifications, YooKassa's at /api/payments/yookassa. The shop API's adapter of the provider
 * reads them and asks the provider for the payment itself.
 */
export function action({ request, context }: Route.ActionArgs) {
  return forwardToShopApi(request, context);
}
