/**
 * What the staff change on orders in the back office (docs/back-office.md#заказы). A status move
 * goes through status-change.ts, the operator API's own path: the same rules, the same history,
 * bonuses and message to the shopper. A batch moves each order on its own (a container arrived
 * at the stock): every order moves whole or not at all, and each refused one is reported with
 * its reason. The shop's comment for the shopper is kept on the order.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { isRowId } from "../graphql/ids.ts";
import { describeError } from "../graphql/logging.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { BulkStatusInput } from "./back-office-input.ts";
import type { OrderRow } from "./order-service.ts";
import {
  changeItemStatus,
  type StatusChangeOptions,
  type StatusChangeRequest,
  type StatusChangeResult,
} from "./status-change.ts";
import type { OrderStatus } from "./status-rules.ts";

export type { StatusChangeWritten } from "./status-change.ts";

/** One order's part of a batch: moved, with its new status, or refused, with why. */
export type BulkOrderOutcome =
  | { orderId: number; ok: true; status: OrderStatus; movedItems: number; notified: boolean }
  | { orderId: number; ok: false; message: string };

export interface BulkStatusReport {
  status: OrderStatus;
  moved: number;
  refused: number;
  outcomes: BulkOrderOutcome[];
}

/** Moves an order's item (or all its items still on their way), exactly as the operator API does. */
export function moveOrderItems(
  db: Database,
  providers: ShopProviders,
  request: StatusChangeRequest,
  options: StatusChangeOptions = {},
): Promise<StatusChangeResult> {
  return changeItemStatus(db, providers, request, options);
}

/**
 * Moves each order of the batch, in the order given, all its items still on their way. An order
 * the rules refuse keeps every item where it was and is reported; the others move.
 */
export async function bulkChangeStatus(
  db: Database,
  providers: ShopProviders,
  input: BulkStatusInput,
  options: StatusChangeOptions = {},
): Promise<BulkStatusReport> {
  const outcomes: BulkOrderOutcome[] = [];
  for (const orderId of input.orderIds) {
    try {
      const result = await changeItemStatus(
        db,
        providers,
        { orderId, itemId: null, status: input.status },
        options,
      );
      outcomes.push(
        result.ok
          ? {
              orderId,
              ok: true,
              status: result.order.status,
              movedItems: result.items.length,
              notified: result.notified,
            }
          : { orderId, ok: false, message: result.message },
      );
    } catch (error) {
      // One order's failure (its transaction rolled back) must not hide what the batch did.
      console.error(`[back office] order ${orderId} not moved:`, describeError(error));
      outcomes.push({
        orderId,
        ok: false,
        message: `Заказ №${orderId}: не удалось изменить статус, попробуйте ещё раз`,
      });
    }
  }
  const moved = outcomes.filter((outcome) => outcome.ok).length;
  return { status: input.status, moved, refused: outcomes.length - moved, outcomes };
}

export type CommentResult =
  { ok: true; order: OrderRow } | { ok: false; reason: "ORDER_NOT_FOUND"; message: string };

/**
 * Sets the shop's comment for the shopper on an order (null takes it away); `alsoInTransaction`
 * writes with it (the audit line).
 */
export async function setCommentForShopper(
  db: Database,
  providers: Pick<ShopProviders, "clock">,
  request: { orderId: number; comment: string | null },
  alsoInTransaction?: (tx: Database, order: OrderRow) => Promise<void>,
): Promise<CommentResult> {
  const notFound = {
    ok: false,
    reason: "ORDER_NOT_FOUND",
    message: `Заказа №${request.orderId} нет`,
  } as const;
  if (!isRowId(request.orderId)) return notFound;
  return db.transaction(async (tx) => {
    const now = providers.clock.now();
    const [order] = await tx
      .update(t.order)
      .set({
        commentForShopper: request.comment,
        commentForShopperAt: request.comment === null ? null : now,
        updatedAt: now,
      })
      .where(and(eq(t.order.id, request.orderId), isNull(t.order.deletedAt)))
      .returning();
    if (!order) return notFound;
    await alsoInTransaction?.(tx, order);
    return { ok: true, order };
  });
}
