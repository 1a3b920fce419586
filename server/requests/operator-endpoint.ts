/**
 * REST GET /api/operator/requests (docs/requests.md#operator-api): the shop's staff list the
 * requests sent through the site's forms, newest first. An operator endpoint of
 * server/endpoints.ts: only the operator token (OPERATOR_API_TOKEN) or a named staff token whose
 * role may read requests gets here (docs/back-office.md#tokens); each call is in the audit log.
 *
 * Query: kind (meet-price, order or cooperative; every kind when absent), page (from 1), limit
 * (1–100, 50 by default). Answers 200 {items, page, limit, totalItems, totalPages}, 400 for a
 * query it cannot read, 401 without the token.
 */
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { type EndpointHandler, jsonAnswer } from "../http/endpoint.ts";
import { listRequests, REQUEST_KINDS } from "./service.ts";

export const OPERATOR_REQUESTS_PATH = "/api/operator/requests";

const listQuery = z.object({
  kind: z.enum(REQUEST_KINDS, { error: "Неизвестный вид заявки" }).nullish(),
  page: z.coerce
    .number({ error: "Номер страницы — число" })
    .int("Номер страницы — число")
    .min(1, "Номер страницы должен быть не меньше 1")
    .max(10_000, "Такой страницы нет")
    .default(1),
  limit: z.coerce
    .number({ error: "Размер страницы — число" })
    .int("Размер страницы — число")
    .min(1, "Размер страницы должен быть не меньше 1")
    .max(100, "На одной странице — не больше 100 позиций")
    .default(50),
});

export function createOperatorRequestsHandler(deps: { db: Database }): EndpointHandler {
  return async (request, _params, caller) => {
    const params = new URL(request.url).searchParams;
    const parsed = listQuery.safeParse({
      kind: params.get("kind") || undefined,
      page: params.get("page") || undefined,
      limit: params.get("limit") || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return jsonAnswer(400, {
        message: issue ? `${issue.path.join(".")}: ${issue.message}` : "Неверный запрос",
      });
    }
    const { kind, page, limit } = parsed.data;
    const { items, totalItems } = await listRequests(deps.db, { kind: kind ?? null, page, limit });
    await caller?.record({
      action: "requests.list",
      subjectType: "request",
      subjectId: kind ?? "*",
      details: { via: "operator-api", page, limit },
    });
    return jsonAnswer(200, {
      items,
      page,
      limit,
      totalItems,
      totalPages: Math.ceil(totalItems / limit),
    });
  };
}
