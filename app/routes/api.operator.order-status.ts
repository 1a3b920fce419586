import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.operator.order-status";

/**
 * POST /api/operator/order-status (docs/orders.md#operator-api): the staff move order items to a
 * new status with their operator token; the shop API checks the token and the transition.
 */
export function action({ request, context }: Route.ActionArgs) {
  return forwardToShopApi(request, context);
}

/** A GET is not a status change: the API answers it (405, or 404 while the API is off). */
export function loader({ request, context }: Route.LoaderArgs) {
  return forwardToShopApi(request, context);
}
