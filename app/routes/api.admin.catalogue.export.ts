import { readStaffToken } from "~/features/back-office/session.server.ts";
import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.admin.catalogue.export";

/**
 * GET /api/admin/catalogue/export (docs/back-office.md#каталог-и-цены): the stock-and-prices CSV,
 * for the back office's link: the staff session's cookie goes to the shop API as its Bearer, and
 * the API checks the role.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return forwardToShopApi(request, context, await readStaffToken(request));
}
