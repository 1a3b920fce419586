import { describe, expect, it } from "vitest";
import { orderVocabulary } from "../../../tests/order-vocabulary.ts";
import { type StatusChange, itemProgress as progressIn, stageTitleOf } from "./order-timeline.ts";
import type { OrderStatus } from "./order-vocabulary.ts";

const vocabulary = orderVocabulary();
const itemProgress = (...args: [OrderStatus, StatusChange[], OrderStatus[]?]) =>
  progressIn(vocabulary, ...args);

/** A history through these statuses, one a day from 1 March 2026. */
function historyOf(...statuses: OrderStatus[]): StatusChange[] {
  return statuses.map((status, day) => ({
    status,
    createdAt: new Date(Date.UTC(2026, 2, 1 + day, 9)).toISOString(),
  }));
}

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9)).toISOString();

const WAY_TO_CUSTOMS: OrderStatus[] = [
  "AWAITING_PAY",
  "PAID_READY_TO_SEND",
  "AWAITING_RESPONSE_FROM_SUPPLIER",
  "PURCHASED_FROM_SELLER",
  "TRANSFERRED_TO_LOGISTICS_CENTER",
  "CUSTOMS_CLEARANCE_IN_TURKEY",
];

describe("itemProgress", () => {
  it("marks the stages before the status done with the day each was reached", () => {
    const progress = itemProgress("CUSTOMS_CLEARANCE_IN_TURKEY", historyOf(...WAY_TO_CUSTOMS));
    expect(progress.notice).toBeNull();
    expect(progress.delivered).toBe(false);
    expect(progress.stages?.map((stage) => stage.state)).toEqual([
      "done",
      "done",
      "done",
      "done",
      "current",
      "next",
      "next",
      "next",
      "next",
    ]);
    const [paid, supplier, , logistics, customs, onTheWay] = progress.stages ?? [];
    // A stage is reached with its first status: «Заказ оформлен и оплачен» on AWAITING_PAY.
    expect(paid).toEqual({
      title: "Заказ оформлен и оплачен",
      state: "done",
      reachedAt: day(1),
      statusLabel: null,
    });
    expect(supplier?.reachedAt).toBe(day(3));
    expect(logistics?.reachedAt).toBe(day(5));
    expect(customs).toEqual({
      title: "Таможня в Турции",
      state: "current",
      reachedAt: day(6),
      statusLabel: "Таможенное оформление в Турции",
    });
    expect(onTheWay).toEqual({
      title: "В пути в Россию",
      state: "next",
      reachedAt: null,
      statusLabel: null,
    });
  });

  it("dates the current stage by its current status, the label that status's", () => {
    const progress = itemProgress(
      "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED",
      historyOf(...WAY_TO_CUSTOMS, "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED"),
    );
    const current = progress.stages?.find((stage) => stage.state === "current");
    expect(current).toEqual({
      title: "Таможня в Турции",
      state: "current",
      reachedAt: day(7),
      statusLabel: "Таможенное оформление в Турции завершено",
    });
  });

  it("awaiting payment, is at the first stage", () => {
    const progress = itemProgress("AWAITING_PAY", historyOf("AWAITING_PAY"));
    expect(progress.stages?.[0]).toMatchObject({ state: "current", statusLabel: "Ожидает оплаты" });
    expect(progress.stages?.slice(1).every((stage) => stage.state === "next")).toBe(true);
  });

  it("delivered, has every stage behind it and the last one current", () => {
    const progress = itemProgress(
      "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER",
      historyOf(...WAY_TO_CUSTOMS, "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER"),
    );
    expect(progress.delivered).toBe(true);
    expect(progress.stages?.at(-1)).toMatchObject({
      title: "Доставлен",
      state: "current",
      statusLabel: "Доставлен курьером",
      reachedAt: day(7),
    });
    // Stages the history skipped are done all the same, with no date.
    expect(progress.stages?.[5]).toMatchObject({ state: "done", reachedAt: null });
  });

  it("does not repeat the stage's title as its status", () => {
    const progress = itemProgress(
      "HANDED_OVER_FOR_DELIVERY",
      historyOf("PAID_READY_TO_SEND", "HANDED_OVER_FOR_DELIVERY"),
    );
    expect(progress.stages?.[7]).toMatchObject({
      title: "Передан в доставку",
      state: "current",
      statusLabel: null,
      reachedAt: day(2),
    });
  });

  it("without a history, still places the item by its status", () => {
    const progress = itemProgress("SHIPPED_TO_RUSSIA_STOCK_MEET", []);
    expect(progress.stages?.map((stage) => stage.state).indexOf("current")).toBe(5);
    expect(progress.stages?.every((stage) => stage.reachedAt === null)).toBe(true);
  });

  it("with a side status, explains it above the stage the item last reached", () => {
    const history = historyOf(...WAY_TO_CUSTOMS.slice(0, 3), "AWAITING_CALL");
    const progress = itemProgress("AWAITING_CALL", history);
    expect(progress.notice).toMatchObject({
      status: "AWAITING_CALL",
      label: "Ожидает звонка менеджера",
      since: day(4),
    });
    expect(progress.stages?.[1]).toMatchObject({
      state: "current",
      statusLabel: "Ожидает ответа от поставщика",
      reachedAt: day(3),
    });
  });

  it("with a side status and no chain status yet, has no stage reached", () => {
    const progress = itemProgress("ACCEPT_MEET_WAIT_PAID", historyOf("ACCEPT_MEET_WAIT_PAID"));
    expect(progress.notice?.label).toBe("Принят, ожидает оплаты");
    expect(progress.stages?.every((stage) => stage.state === "next")).toBe(true);
  });

  it.each(["CANCEL_PURCHASE", "ISSUED_REFUND"] as const)(
    "%s ends the way: the notice instead of the stages",
    (status) => {
      const progress = itemProgress(status, historyOf("AWAITING_PAY", status));
      expect(progress.stages).toBeNull();
      expect(progress.delivered).toBe(false);
      expect(progress.notice).toMatchObject({ status, since: day(2) });
    },
  );

  it("follows the item's own way: from the stock in Russia, straight to being sent", () => {
    const stock: OrderStatus[] = [
      "PAID_READY_TO_SEND",
      "AWAITING_SENT_FROM_MEET",
      "HANDED_OVER_FOR_DELIVERY",
      "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
      "DELIVERED",
    ];
    const progress = itemProgress(
      "AWAITING_SENT_FROM_MEET",
      historyOf("AWAITING_PAY", "PAID_READY_TO_SEND", "AWAITING_SENT_FROM_MEET"),
      stock,
    );
    expect(progress.stages?.map((stage) => [stage.title, stage.state])).toEqual([
      ["Заказ оформлен и оплачен", "done"],
      ["Склад Meet Market в России", "current"],
      ["Передан в доставку", "next"],
      ["Доставлен", "next"],
    ]);
    // From a supplier in Russia: bought, then the stock; never Istanbul or customs.
    const russia = itemProgress("PURCHASED_FROM_SELLER", historyOf("PURCHASED_FROM_SELLER"), [
      "PAID_READY_TO_SEND",
      "AWAITING_RESPONSE_FROM_SUPPLIER",
      "PURCHASED_FROM_SELLER",
      "ACCEPTED_IN_RUSSIA_STOCK_MEET",
      ...stock.slice(1),
    ]);
    expect(russia.stages?.map((stage) => stage.title)).toEqual([
      "Заказ оформлен и оплачен",
      "Заказ у поставщика",
      "Товар выкуплен",
      "Склад Meet Market в России",
      "Передан в доставку",
      "Доставлен",
    ]);
    // A status off its way (an older order, a slip of the staff): every stage, not a lost item.
    const off = itemProgress("CUSTOMS_CLEARANCE_IN_TURKEY", [], stock);
    expect(off.stages).toHaveLength(vocabulary.stages.length);
    expect(off.stages?.[4]).toMatchObject({ state: "current" });
  });

  it("has a stage for every chain status", () => {
    expect(vocabulary.stages.flatMap((stage) => stage.statuses)).toHaveLength(14);
    expect(stageTitleOf(vocabulary, "AWAITING_SENT_FROM_MEET")).toBe("Склад Meet Market в России");
    expect(stageTitleOf(vocabulary, "ARRANGED_EXCHANGE")).toBeNull();
  });
});
