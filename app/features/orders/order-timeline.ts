/**
 * Where an order item is on its way (docs/orders.md#the-way-of-an-order): its status and its
 * history of statuses turned into the stages a shopper is shown, each done, current or still
 * ahead, with the date it was reached (docs/orders.md#public-order-status). The stages and the
 * statuses' names are the shop API's (`orderVocabulary`), never a copy of the storefront's.
 */
import {
  type DeliveryStage,
  type OrderStatus,
  type OrderVocabulary,
  statusName,
} from "./order-vocabulary.ts";

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

/** The index of the stage a status belongs to, or -1 for a status outside the chain. */
function stageIndexOf(stages: readonly DeliveryStage[], status: OrderStatus): number {
  return stages.findIndex((stage) => stage.statuses.includes(status));
}

/**
 * The stages an item's way passes (its `route`, the shop API's statuses of the way where it
 * starts: docs/orders.md#the-way-of-an-order): goods from the stock in Russia skip the supplier,
 * Istanbul and Turkish customs. Without a route, or when a status the item holds is not on it,
 * every stage.
 */
function stagesOf(
  all: readonly DeliveryStage[],
  route: readonly OrderStatus[] | undefined,
  held: readonly OrderStatus[] = [],
): readonly DeliveryStage[] {
  if (!route || route.length === 0) return all;
  const onRoute = (status: OrderStatus) => route.includes(status);
  const stages = all.filter(
    (stage, index) => index === 0 || index === all.length - 1 || stage.statuses.some(onRoute),
  );
  const shown = (status: OrderStatus) =>
    stageIndexOf(all, status) < 0 || stages.some((stage) => stage.statuses.includes(status));
  return held.every(shown) ? stages : all;
}

/** The title of the stage a status belongs to, or null for a status outside the chain. */
export function stageTitleOf(vocabulary: OrderVocabulary, status: OrderStatus): string | null {
  return vocabulary.stages[stageIndexOf(vocabulary.stages, status)]?.title ?? null;
}

/** At the last stage: received. */
export function isDelivered(vocabulary: OrderVocabulary, status: OrderStatus): boolean {
  return stageIndexOf(vocabulary.stages, status) === vocabulary.stages.length - 1;
}

/** «Таможня в Турции: Таможенное оформление в Турции завершено», or the side status alone. */
export function whereItIs(vocabulary: OrderVocabulary, status: OrderStatus): string {
  const stage = stageTitleOf(vocabulary, status);
  const name = statusName(vocabulary, status);
  return stage && stage !== name ? `${stage}: ${name}` : name;
}

/**
 * The item's stages. The current stage is the one of its status; while the item has a side status
 * (a call, an exchange) it is the stage of the last chain status in its history, and the side
 * status becomes a notice above the stages. Cancelled or refunded, it has the notice alone.
 * Stages before the current one are done (a skipped stage too, with no date).
 */
export function itemProgress(
  vocabulary: OrderVocabulary,
  status: OrderStatus,
  history: readonly StatusChange[],
  route?: readonly OrderStatus[],
): ItemProgress {
  const all = vocabulary.stages;
  const side = vocabulary.statuses.find((term) => term.status === status && term.meaning);
  const notice: SideStatusNotice | null = side?.meaning
    ? {
        status,
        label: side.name,
        text: side.meaning,
        since: history.findLast((change) => change.status === status)?.createdAt ?? null,
      }
    : null;
  if (ENDING_STATUSES.has(status)) return { stages: null, notice, delivered: false };

  const chainStatus = side
    ? (history.findLast((change) => stageIndexOf(all, change.status) >= 0)?.status ?? null)
    : status;
  const way = stagesOf(all, route, [status, ...history.map((change) => change.status)]);
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
    const label = chainStatus ? statusName(vocabulary, chainStatus) : null;
    return {
      title: stage.title,
      state,
      reachedAt: since?.createdAt ?? null,
      // The status said in finer words than the stage; not repeated when it is the same words.
      statusLabel: label === stage.title ? null : label,
    };
  });
  return { stages, notice, delivered: isDelivered(vocabulary, status) };
}
