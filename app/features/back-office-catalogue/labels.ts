/** The back office catalogue's words for the API's states (docs/back-office.md#каталог-и-цены). */

/** An import's state as the page names it. */
export const IMPORT_STATE_LABELS: Record<string, string> = {
  QUEUED: "В очереди",
  RUNNING: "Идёт",
  DONE: "Применён",
  REFUSED: "Отклонён",
  FAILED: "Прервался",
};

/** A pair's state as the page names it. */
export const ITEM_STATE_LABELS: Record<string, string> = {
  ON_SALE: "В продаже",
  RESERVED: "В резерве",
  SOLD: "Продан",
  WITHDRAWN: "Снят",
};

/** Whether an import is still going. */
export const isRunning = (state: string) => state === "QUEUED" || state === "RUNNING";
