import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.operator.requests";

/**
 * GET /api/operator/requests?kind=&page=&limit= (docs/requests.md#operator-api): the staff list
 * the shoppers' and partners' requests with their operator token, which the shop API checks.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return forwardToShopApi(request, context);
}

/** Anything but a GET: the API answers it (405, or 404 while the operator API is off). */
export function action({ request, context }: Route.ActionArgs) {
  return forwardToShopApi(request, context);
}
