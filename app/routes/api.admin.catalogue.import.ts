import { readStaffToken } from "~/features/back-office/session.server.ts";
import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.admin.catalogue.import";

/**
 * POST /api/admin/catalogue/import (docs/back-office.md#каталог-и-цены): a CSV upload, with the
 * staff session's cookie (or a script's own Bearer) handed to the shop API, which checks the role
 * and answers 202 with the import's id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return forwardToShopApi(request, context, await readStaffToken(request));
}
