import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.operator.reviews";

/**
 * GET / POST /api/operator/reviews (docs/content.md#moderation): the staff list the reviews
 * waiting for moderation and publish or reject them with their operator token; the shop API
 * checks the token.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return forwardToShopApi(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return forwardToShopApi(request, context);
}
