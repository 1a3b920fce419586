/**
 * Where an order item is on its way (docs/orders.md#the-way-of-an-order): its status and its
 * history of statuses turned into the stages a shopper is shown, each done, current or still
 * ahead, with the date it was reached (docs/orders.md#public-order-status).
 */
import {
  DELIVERY_STAGES,
  type DeliveryStage,
  ORDER_STATUS_LABELS,
  OTHER_STATUSES,
  type OrderStatus,
} from "./order-statuses.ts";

export type StageState = "done" | "current" | "next";

export interface TimelineStage {
  title: string;
  state: StageState;
  /** When the item reached the stage (ISO), for a done or current stage whose history has it. */
  reachedAt: string | null;
  /** The current stage's status label («Выкуплен у продавца»); null for the others. */
  statusLabel: string | null;
}

export interface StatusChange {
  status: OrderStatus;
  createdAt: string;
}

/** A status outside the chain (a call, an exchange, a cancellation, a refund), explained. */
export interface SideStatusNotice {
  status: OrderStatus;
  label: string;
  text: string;
  /** When the item took this status (ISO), if its history has it. */
  since: string | null;
}

export interface ItemProgress {
  /** The stages in order; null once the way is over without delivery (cancelled, refunded). */
  stages: TimelineStage[] | null;
  notice: SideStatusNotice | null;
  delivered: boolean;
}

/** Statuses that end an item's way without delivering it. */
const ENDING_STATUSES: ReadonlySet<OrderStatus> = new Set(["CANCEL_PURCHASE", "ISSUED_REFUND"]);

const LAST_STAGE = DELIVERY_STAGES.length - 1;

/** The index of the stage a status belongs to, or -1 for a status outside the chain. */
export function stageIndexOf(status: OrderStatus): number {
  return DELIVERY_STAGES.findIndex((stage) => stage.statuses.includes(status));
}

/**
 * The stages an item's way passes (its `route`, the shop API's statuses of the way where it
 * starts: docs/orders.md#the-way-of-an-order): goods from the stock in Russia skip the supplier,
 * Istanbul and Turkish customs. Without a route, or when a status the item holds is not on it,
 * every stage.
 */
export function stagesOf(
  route: readonly OrderStatus[] | undefined,
  held: readonly OrderStatus[] = [],
): readonly DeliveryStage[] {
  if (!route || route.length === 0) return DELIVERY_STAGES;
  const onRoute = (status: OrderStatus) => route.includes(status);
  const stages = DELIVERY_STAGES.filter(
    (stage, index) => index === 0 || index === LAST_STAGE || stage.statuses.some(onRoute),
  );
  const shown = (status: OrderStatus) =>
    stageIndexOf(status) < 0 || stages.some((stage) => stage.statuses.includes(status));
  return held.every(shown) ? stages : DELIVERY_STAGES;
}

/** The title of the stage a status belongs to, or null for a status outside the chain. */
export function stageTitleOf(status: OrderStatus): string | null {
  return DELIVERY_STAGES[stageIndexOf(status)]?.title ?? null;
}

export function isDelivered(status: OrderStatus): boolean {
  return stageIndexOf(status) === LAST_STAGE;
}

/**
 * The item's stages. The current stage is the one of its status; while the item has a side status
 * (a call, an exchange) it is the stage of the last chain status in its history, and the side
 * status becomes a notice above the stages. Cancelled or refunded, it has the notice alone.
 * Stages before the current one are done (a skipped stage too, with no date).
 */
export function itemProgress(
  status: OrderStatus,
  history: readonly StatusChange[],
  route?: readonly OrderStatus[],
): ItemProgress {
  const side = OTHER_STATUSES.find((other) => other.status === status);
  const notice: SideStatusNotice | null = side
    ? {
        status,
        label: ORDER_STATUS_LABELS[status],
        text: side.text,
        since: history.findLast((change) => change.status === status)?.createdAt ?? null,
      }
    : null;
  if (ENDING_STATUSES.has(status)) return { stages: null, notice, delivered: false };

  const chainStatus = side
    ? (history.findLast((change) => stageIndexOf(change.status) >= 0)?.status ?? null)
    : status;
  const way = stagesOf(route, [status, ...history.map((change) => change.status)]);
  const current =
    chainStatus === null ? -1 : way.findIndex((stage) => stage.statuses.includes(chainStatus));

  const stages = way.map((stage, index): TimelineStage => {
    const state: StageState = index < current ? "done" : index === current ? "current" : "next";
    if (state === "next") return { title: stage.title, state, reachedAt: null, statusLabel: null };
    const reached = history.find((change) => stage.statuses.includes(change.status));
    if (state === "done") {
      return {
        title: stage.title,
        state,
        reachedAt: reached?.createdAt ?? null,
        statusLabel: null,
      };
    }
    const since = history.findLast((change) => change.status === chainStatus) ?? reached;
    const label = chainStatus ? ORDER_STATUS_LABELS[chainStatus] : null;
    return {
      title: stage.title,
      state,
      reachedAt: since?.createdAt ?? null,
      // The status said in finer words than the stage; not repeated when it is the same words.
      statusLabel: label === stage.title ? null : label,
    };
  });
  return { stages, notice, delivered: isDelivered(status) };
}
