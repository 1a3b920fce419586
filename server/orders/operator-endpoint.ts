/**
 * REST POST /api/operator/order-status (docs/orders.md#operator-api): the shop's staff move order
 * items to a new status. An operator endpoint of server/endpoints.ts: the router lets through the
 * operator token (OPERATOR_API_TOKEN) or a named staff token whose role may move orders
 * (docs/back-office.md#tokens), credentials of their own (a shopper's access token is never one);
 * each call is written to the audit log under its caller.
 *
 * Body (JSON): {orderId, itemId?, status, trackCode?, cdekWaybillId?, estimatedDeliveryDate?};
 * without itemId every item still on its way moves. Answers 200 with what changed, 400 for a
 * body it cannot read, 401 without the token, 404 for an unknown order or item, 409 for a
 * transition the rules refuse, each with a Russian `message`.
 */
import { z } from "zod";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopProviders } from "../providers/index.ts";
import { type EndpointHandler, jsonAnswer, readJsonBody } from "../http/endpoint.ts";
import { changeItemStatus } from "./status-change.ts";

export const OPERATOR_STATUS_PATH = "/api/operator/order-status";

const MAX_BODY_BYTES = 4096;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A delivery service's code: printable, as PostgreSQL stores it (it refuses NUL). */
const deliveryCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^\P{Cc}*$/u, "Недопустимые символы")
  .nullish();

/** The first and last days an estimate may name; PostgreSQL has no year 0. */
const EARLIEST_DATE = "2000-01-01";
const LATEST_DATE = "2099-12-31";

/** A status change as the operator API and the back office read it. */
export const statusBody = z.object({
  orderId: id,
  itemId: id.nullish(),
  status: z.enum(t.orderStatusValues, { error: "Неизвестный статус" }),
  trackCode: deliveryCode,
  cdekWaybillId: deliveryCode,
  estimatedDeliveryDate: z.iso
    .date({ error: "Дата — в виде ГГГГ-ММ-ДД" })
    .refine(
      (date) => date >= EARLIEST_DATE && date <= LATEST_DATE,
      "Дата — между 2000 и 2099 годом",
    )
    .nullish(),
});

export function createOperatorStatusHandler(deps: {
  db: Database;
  providers: ShopProviders;
  publicUrl?: string;
}): EndpointHandler {
  return async (request, _params, caller) => {
    const parsed = await readJsonBody(request, statusBody, MAX_BODY_BYTES);
    if (!parsed.ok) return parsed.answer;
    const { itemId, ...rest } = parsed.data;
    const result = await changeItemStatus(
      deps.db,
      deps.providers,
      { ...rest, itemId: itemId ?? null },
      { publicUrl: deps.publicUrl },
    );
    await caller?.record({
      action: "order.status",
      subjectType: "order",
      subjectId: String(parsed.data.orderId),
      details: { ...parsed.data, via: "operator-api", result: result.ok ? "ok" : result.reason },
    });
    if (result.ok) return jsonAnswer(200, result);
    const status =
      result.reason === "ORDER_NOT_FOUND" || result.reason === "ITEM_NOT_FOUND" ? 404 : 409;
    return jsonAnswer(status, { message: result.message, reason: result.reason });
  };
}
