/**
 * A request's way through the back office's queue (docs/back-office.md#отзывы-и-заявки): new →
 * in progress → done, or rejected on the way; done and rejected are final. The shop API moves a
 * request only along these arrows; the pages name the kinds and states with these words.
 */
export const REQUEST_STATES = ["NEW", "IN_PROGRESS", "DONE", "REJECTED"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  NEW: "Новая",
  IN_PROGRESS: "В работе",
  DONE: "Выполнена",
  REJECTED: "Отклонена",
};

export const QUEUE_REQUEST_KINDS = ["meet-price", "order", "cooperative"] as const;
export type QueueRequestKind = (typeof QUEUE_REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<QueueRequestKind, string> = {
  "meet-price": "Нашли дешевле",
  order: "Товар под заказ",
  cooperative: "Сотрудничество",
};

const NEXT: Record<RequestState, readonly RequestState[]> = {
  NEW: ["IN_PROGRESS", "REJECTED"],
  IN_PROGRESS: ["DONE", "REJECTED"],
  DONE: [],
  REJECTED: [],
};

/** The states a request in `state` may move to now. */
export function nextRequestStates(state: RequestState): readonly RequestState[] {
  return NEXT[state];
}

/** Null when the move is allowed, else why not, in Russian. */
export function requestMoveRefusal(from: RequestState, to: RequestState): string | null {
  if (NEXT[from].includes(to)) return null;
  if (NEXT[from].length === 0) {
    return `Заявка уже в состоянии «${REQUEST_STATE_LABELS[from]}»: её больше не двигают`;
  }
  return `Из состояния «${REQUEST_STATE_LABELS[from]}» в «${REQUEST_STATE_LABELS[to]}» перевести нельзя`;
}

export const MAX_REQUEST_NOTE = 1000;
