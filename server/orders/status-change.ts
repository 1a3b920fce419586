/**
 * An operator moves an order's items to a new status (docs/orders.md#status-changes): only a
 * transition status-rules.ts allows, for every item asked or none, in one transaction with the
 * order locked; each move is written to the item's history, the bonus account follows
 * (item-bonuses.ts), and the shopper is told once the change is committed (status-notice.ts), their
 * open order pages too (order-events.ts).
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { itemLegs } from "../delivery/window-service.ts";
import * as t from "../db/schema.ts";
import { isRowId } from "../graphql/ids.ts";
import type { ShopProviders } from "../providers/index.ts";
import { applyBonusEffects } from "./item-bonuses.ts";
import { announceOrderChange } from "./order-events.ts";
import { STATUS_NAMES } from "./vocabulary.ts";
import { notifyStatusChange } from "./status-notice.ts";
import { canMove, type OrderStatus, orderStatusOf } from "./status-rules.ts";

export interface StatusChangeRequest {
  orderId: number;
  /** One item of the order; null moves every item that is not cancelled or refunded. */
  itemId: number | null;
  status: OrderStatus;
  /** The delivery service's tracking number, when handed to delivery. */
  trackCode?: string | null;
  cdekWaybillId?: string | null;
  /** YYYY-MM-DD. */
  estimatedDeliveryDate?: string | null;
}

export interface StatusChangeDone {
  ok: true;
  order: { id: number; status: OrderStatus; cashback: number };
  items: { id: number; status: OrderStatus; previousStatus: OrderStatus }[];
  /** Bonuses credited (positive) or taken back (negative) by this change. */
  cashback: number;
  levelRaisedTo: string | null;
  /** Whether the shopper's message was accepted by the SMS or e-mail provider. */
  notified: boolean;
}

export interface StatusChangeRefused {
  ok: false;
  reason: "ORDER_NOT_FOUND" | "ITEM_NOT_FOUND" | "NOT_PAID" | "NOT_ALLOWED";
  message: string;
}

export type StatusChangeResult = StatusChangeDone | StatusChangeRefused;

const refuse = (reason: StatusChangeRefused["reason"], message: string): StatusChangeRefused => ({
  ok: false,
  reason,
  message,
});

export interface StatusChangeOptions {
  publicUrl?: string;
  /**
   * Runs in the change's transaction once it is written (the back office's audit line,
   * docs/back-office.md#заказы): when it throws, nothing of the change is kept.
   */
  alsoInTransaction?: (tx: Database, change: StatusChangeWritten) => Promise<void>;
}

/** A change as written, before the shopper is told. */
export interface StatusChangeWritten {
  orderId: number;
  orderStatus: OrderStatus;
  items: StatusChangeDone["items"];
}

export async function changeItemStatus(
  db: Database,
  providers: ShopProviders,
  request: StatusChangeRequest,
  options: StatusChangeOptions = {},
): Promise<StatusChangeResult> {
  const result = await db.transaction(async (tx) => {
    const now = providers.clock.now();
    // A number past the id column's range names no order (PostgreSQL would refuse to compare it).
    const [order] = isRowId(request.orderId)
      ? await tx
          .select()
          .from(t.order)
          .where(and(eq(t.order.id, request.orderId), isNull(t.order.deletedAt)))
          .for("update")
      : [];
    if (!order) return refuse("ORDER_NOT_FOUND", `Заказа №${request.orderId} нет`);
    if (!order.paid) {
      return refuse(
        "NOT_PAID",
        `Заказ №${order.id} не оплачен: пока оплаты нет, его статус меняет только платёж`,
      );
    }
    const allItems = await tx
      .select()
      .from(t.orderProductItem)
      .where(and(eq(t.orderProductItem.orderId, order.id), isNull(t.orderProductItem.deletedAt)))
      .orderBy(asc(t.orderProductItem.id));
    const targets =
      request.itemId === null
        ? allItems.filter(
            (item) => item.status !== "CANCEL_PURCHASE" && item.status !== "ISSUED_REFUND",
          )
        : allItems.filter((item) => item.id === request.itemId);
    if (targets.length === 0) {
      return refuse(
        "ITEM_NOT_FOUND",
        request.itemId === null
          ? `В заказе №${order.id} нет товаров, которые ещё в пути`
          : `В заказе №${order.id} нет товара ${request.itemId}`,
      );
    }
    const onlyDetails = targets.every((item) => item.status === request.status);
    if (!onlyDetails) {
      // Each item moves along its own way: goods from the stock in Russia never go through customs.
      const legs = await itemLegs(
        tx,
        targets.map((item) => item.productItemId),
      );
      const stuck = targets.find(
        (item) => !canMove(item.status, request.status, legs.get(item.productItemId)?.origin),
      );
      if (stuck) {
        return refuse(
          "NOT_ALLOWED",
          `Товар ${stuck.id}: из статуса «${STATUS_NAMES[stuck.status]}» в «${STATUS_NAMES[request.status]}» перейти нельзя`,
        );
      }
    }

    const details = {
      ...(request.trackCode !== undefined ? { trackCode: request.trackCode } : {}),
      ...(request.cdekWaybillId !== undefined ? { cdekWaybillId: request.cdekWaybillId } : {}),
      // The staff's date replaces the window promised at checkout with that one day.
      ...(request.estimatedDeliveryDate !== undefined
        ? { estimatedDeliveryFrom: null, estimatedDeliveryDate: request.estimatedDeliveryDate }
        : {}),
    };
    const moved = onlyDetails ? [] : targets.map((item) => ({ item, before: item.status }));
    const targetIds = targets.map((item) => item.id);
    await tx
      .update(t.orderProductItem)
      .set({ status: request.status, ...details, updatedAt: now })
      .where(inArray(t.orderProductItem.id, targetIds));
    if (moved.length > 0) {
      await tx.insert(t.orderItemStatusHistory).values(
        moved.map(({ item, before }) => ({
          orderProductItemId: item.id,
          status: request.status,
          previousStatus: before,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }

    const disabled = await tx
      .select({ id: t.orderProductItem.id })
      .from(t.orderProductItem)
      .innerJoin(t.productItem, eq(t.productItem.id, t.orderProductItem.productItemId))
      .where(
        and(
          inArray(t.orderProductItem.id, targetIds),
          eq(t.productItem.bonusCalcState, "DISABLED"),
        ),
      );
    const effects = await applyBonusEffects(tx, {
      order,
      allItems,
      moved,
      status: request.status,
      noCashback: new Set(disabled.map((row) => row.id)),
      now,
    });
    const statuses = allItems.map((item) =>
      targetIds.includes(item.id) ? request.status : item.status,
    );
    const orderStatus = orderStatusOf(statuses) ?? order.status;
    const cashback = order.cashback + effects.cashback;
    await tx
      .update(t.order)
      .set({ status: orderStatus, cashback, updatedAt: now })
      .where(eq(t.order.id, order.id));
    // Delivered to the order's open pages when this transaction commits (docs/orders.md#live-status).
    await announceOrderChange(tx, order);
    await options.alsoInTransaction?.(tx, {
      orderId: order.id,
      orderStatus,
      items: moved.map(({ item, before }) => ({
        id: item.id,
        status: request.status,
        previousStatus: before,
      })),
    });
    return {
      order: { ...order, status: orderStatus, cashback },
      moved,
      effects,
      trackCode: request.trackCode ?? targets[0]?.trackCode ?? null,
    };
  });
  if ("ok" in result) return result;

  const { order, moved, effects } = result;
  const notified =
    moved.length > 0 &&
    (await notifyStatusChange(db, providers, {
      order,
      itemIds: moved.map(({ item }) => item.id),
      status: request.status,
      trackCode: result.trackCode,
      publicUrl: options.publicUrl ?? "",
    }));
  return {
    ok: true,
    order: { id: order.id, status: order.status, cashback: order.cashback },
    items: moved.map(({ item, before }) => ({
      id: item.id,
      status: request.status,
      previousStatus: before,
    })),
    cashback: effects.cashback,
    levelRaisedTo: effects.levelRaisedTo?.name ?? null,
    notified,
  };
}
