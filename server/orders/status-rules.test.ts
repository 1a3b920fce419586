import { describe, expect, it } from "vitest";
import {
  allowedNextStatuses,
  canMove,
  orderStatusOf,
  ROUTES,
  STATUS_FLOW,
} from "./status-rules.ts";

describe("status rules", () => {
  it("move a paid item forward along its way, skipping steps, never back", () => {
    expect(canMove("PAID_READY_TO_SEND", "AWAITING_RESPONSE_FROM_SUPPLIER")).toBe(true);
    expect(canMove("PAID_READY_TO_SEND", "ACCEPTED_IN_RUSSIA_STOCK_MEET")).toBe(true);
    expect(canMove("SHIPPED_TO_RUSSIA_STOCK_MEET", "PURCHASED_FROM_SELLER")).toBe(false);
    expect(canMove("DELIVERED", "HANDED_OVER_FOR_DELIVERY")).toBe(false);
    for (const [n, status] of STATUS_FLOW.entries()) {
      expect(canMove(status, status), status).toBe(false);
      const next = STATUS_FLOW[n + 1];
      if (next) expect(canMove(status, next), status).toBe(true);
    }
  });

  it("keep each item on the way of where it starts: no steps abroad for goods from Russia", () => {
    expect(ROUTES.ABROAD).toEqual(STATUS_FLOW);
    expect(ROUTES.RUSSIA).toEqual([
      "PAID_READY_TO_SEND",
      "AWAITING_RESPONSE_FROM_SUPPLIER",
      "PURCHASED_FROM_SELLER",
      "ACCEPTED_IN_RUSSIA_STOCK_MEET",
      "AWAITING_SENT_FROM_MEET",
      "HANDED_OVER_FOR_DELIVERY",
      "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
      "DELIVERED",
    ]);
    expect(ROUTES.MEET_STOCK).toEqual([
      "PAID_READY_TO_SEND",
      "AWAITING_SENT_FROM_MEET",
      "HANDED_OVER_FOR_DELIVERY",
      "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
      "DELIVERED",
    ]);
    for (const [origin, route] of Object.entries(ROUTES)) {
      for (const [n, status] of route.entries()) {
        const next = route[n + 1];
        if (next) expect(canMove(status, next, origin as keyof typeof ROUTES), status).toBe(true);
      }
    }
    expect(canMove("PAID_READY_TO_SEND", "CUSTOMS_CLEARANCE_IN_TURKEY", "RUSSIA")).toBe(false);
    expect(canMove("PAID_READY_TO_SEND", "PURCHASED_FROM_SELLER", "MEET_STOCK")).toBe(false);
    expect(allowedNextStatuses("AWAITING_CALL", "MEET_STOCK")).not.toContain(
      "SHIPPED_TO_RUSSIA_STOCK_MEET",
    );
    expect(canMove("AWAITING_SENT_FROM_MEET", "CANCEL_PURCHASE", "MEET_STOCK")).toBe(true);
  });

  it("leave payment's statuses to the payment", () => {
    expect(allowedNextStatuses("AWAITING_PAY")).toEqual([]);
    expect(allowedNextStatuses("ACCEPT_MEET_WAIT_PAID")).toEqual([]);
    for (const status of STATUS_FLOW) expect(canMove(status, "AWAITING_PAY")).toBe(false);
  });

  it("cancel before delivery, exchange or refund after it, and end at the refund", () => {
    expect(canMove("PURCHASED_FROM_SELLER", "CANCEL_PURCHASE")).toBe(true);
    expect(canMove("HANDED_OVER_FOR_DELIVERY", "CANCEL_PURCHASE")).toBe(false);
    expect(canMove("CANCEL_PURCHASE", "ISSUED_REFUND")).toBe(true);
    expect(canMove("DELIVERED", "ARRANGED_EXCHANGE")).toBe(true);
    expect(canMove("DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER", "ISSUED_REFUND")).toBe(true);
    expect(canMove("ARRANGED_EXCHANGE", "HANDED_OVER_FOR_DELIVERY")).toBe(true);
    expect(
      canMove("TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT", "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER"),
    ).toBe(true);
    expect(allowedNextStatuses("ISSUED_REFUND")).toEqual([]);
    expect(canMove("CUSTOMS_CLEARANCE_IN_TURKEY", "AWAITING_CALL")).toBe(true);
    expect(canMove("AWAITING_CALL", "CUSTOMS_CLEARANCE_IN_TURKEY")).toBe(true);
  });

  it("give the order its items' status, or the slowest of those still going", () => {
    expect(orderStatusOf([])).toBeNull();
    expect(orderStatusOf(["DELIVERED", "DELIVERED"])).toBe("DELIVERED");
    expect(orderStatusOf(["DELIVERED", "SHIPPED_TO_RUSSIA_STOCK_MEET"])).toBe(
      "SHIPPED_TO_RUSSIA_STOCK_MEET",
    );
    expect(orderStatusOf(["CANCEL_PURCHASE", "PURCHASED_FROM_SELLER"])).toBe(
      "PURCHASED_FROM_SELLER",
    );
    expect(orderStatusOf(["CANCEL_PURCHASE", "ISSUED_REFUND"])).toBe("CANCEL_PURCHASE");
    expect(orderStatusOf(["AWAITING_CALL", "DELIVERED"])).toBe("AWAITING_CALL");
  });
});
