import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placeOrder } from "../../tests/back-office-orders-kit.ts";
import { must } from "../../tests/checkout-kit.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { staffOrderFilterSchema } from "./back-office-input.ts";
import { listStaffOrders, staffOrderDetails } from "./back-office-service.ts";
import { allowedNextStatuses, ROUTES } from "./status-rules.ts";
import { moveOrderItems } from "./back-office-changes.ts";

const PAGE = { limit: 50, offset: 0 };

/** The ids of the orders the filter finds, newest first. */
async function found(kit: Kit, filter: Record<string, unknown>, page = PAGE) {
  const parsed = staffOrderFilterSchema.parse(filter);
  const { items, totalItems } = await listStaffOrders(kit.db, parsed, page);
  return { ids: items.map((order) => order.id), totalItems, items };
}

const refusal = (filter: Record<string, unknown>) => {
  const result = staffOrderFilterSchema.safeParse(filter);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the back office's list of orders", () => {
  it("finds an order by its number or by any part of the shopper's phone, as typed", () =>
    withApi(async (kit) => {
      const mine = await placeOrder(kit, "+79995550102");
      const other = await placeOrder(kit, "+79995550777");
      for (const search of [
        "+7 999 555-01-02",
        "8 (999) 555-01-02",
        "89995550102",
        "9995550102",
        "555-01-02",
        "50102",
      ]) {
        const { ids } = await found(kit, { search });
        expect(ids, search).toContain(mine.orderId);
        expect(ids, search).not.toContain(other.orderId);
      }
      // A prefix as typed with the country's 8 in front.
      const both = await found(kit, { search: "8 999 555" });
      expect(both.ids).toEqual(expect.arrayContaining([mine.orderId, other.orderId]));
      expect((await found(kit, { search: `№${other.orderId}` })).ids).toContain(other.orderId);
      expect((await found(kit, { search: String(mine.orderId) })).ids[0]).toBeDefined();
    }));

  it("filters by paid, delivery type, status (the order's or an item's) and the day it was made", () =>
    withApi(async (kit) => {
      const phone = "+79995550201";
      const paid = await placeOrder(kit, phone, { items: 2 });
      const unpaid = await placeOrder(kit, phone, { paid: false, pickup: true, offset: 4 });
      const search = "9995550201";
      expect((await found(kit, { search, paid: true })).ids).toEqual([paid.orderId]);
      expect((await found(kit, { search, paid: false })).ids).toEqual([unpaid.orderId]);
      expect((await found(kit, { search, deliveryType: "PICKUP_POINT" })).ids).toEqual([
        unpaid.orderId,
      ]);
      expect((await found(kit, { search, deliveryType: "COURIER" })).ids).toEqual([paid.orderId]);

      // One item moves on: the order stays at the slowest, and either status finds it.
      const [first] = paid.items;
      const moved = await moveOrderItems(kit.db, kit.providers, {
        orderId: paid.orderId,
        itemId: must(first).id,
        status: "PURCHASED_FROM_SELLER",
      });
      expect(moved.ok).toBe(true);
      expect((await found(kit, { search, status: "PURCHASED_FROM_SELLER" })).ids).toEqual([
        paid.orderId,
      ]);
      expect((await found(kit, { search, status: "PAID_READY_TO_SEND" })).ids).toEqual([
        paid.orderId,
      ]);
      expect((await found(kit, { search, status: "AWAITING_PAY" })).ids).toEqual([unpaid.orderId]);
      expect((await found(kit, { search, status: "DELIVERED" })).ids).toEqual([]);

      // Days are the shop's (Moscow): 23:30 UTC on the 1st is the 2nd there.
      await kit.db
        .update(t.order)
        .set({ createdAt: new Date("2026-10-01T23:30:00Z") })
        .where(eq(t.order.id, paid.orderId));
      await kit.db
        .update(t.order)
        .set({ createdAt: new Date("2026-10-05T10:00:00Z") })
        .where(eq(t.order.id, unpaid.orderId));
      const day = (from: string, to: string) =>
        found(kit, { search, createdFrom: from, createdTo: to });
      expect((await day("2026-10-02", "2026-10-02")).ids).toEqual([paid.orderId]);
      expect((await day("2026-10-01", "2026-10-01")).ids).toEqual([]);
      expect((await day("2026-10-02", "2026-10-05")).ids).toEqual([unpaid.orderId, paid.orderId]);
      expect((await found(kit, { search, createdFrom: "2026-10-03" })).ids).toEqual([
        unpaid.orderId,
      ]);
    }));

  it("answers newest first, a page at a time, with each order's count of goods", () =>
    withApi(async (kit) => {
      const phone = "+79995550301";
      const older = await placeOrder(kit, phone, { items: 2 });
      kit.clock.advance(60_000);
      const newer = await placeOrder(kit, phone, { offset: 4 });
      await kit.db
        .update(t.order)
        .set({ createdAt: new Date("2026-11-01T10:00:00Z") })
        .where(eq(t.order.id, older.orderId));
      const search = "9995550301";
      const first = await found(kit, { search }, { limit: 1, offset: 0 });
      expect(first).toMatchObject({ ids: [newer.orderId], totalItems: 2 });
      const second = await found(kit, { search }, { limit: 1, offset: 1 });
      expect(second.ids).toEqual([older.orderId]);
      expect(second.items[0]?.itemCount).toBe(2);
    }));

  it("refuses a search or dates it cannot read, in Russian", () => {
    expect(refusal({ search: "Анна" })).toBe(
      "Ищите по номеру заказа или телефону покупателя: только цифры",
    );
    expect(refusal({ search: "1".repeat(65) })).toBe("Поиск — не длиннее 64 символов");
    expect(refusal({ createdFrom: "01.10.2026" })).toBe("Дата — в виде ГГГГ-ММ-ДД");
    expect(refusal({ createdFrom: "2026-10-05", createdTo: "2026-10-01" })).toBe(
      "Дата «с» позже даты «по»",
    );
    expect(refusal({ status: "FLYING" })).toBe("Неизвестный статус");
    expect(refusal({ search: "  " })).toBeNull();
    expect(refusal({ search: "%_" })).toBe(
      "Ищите по номеру заказа или телефону покупателя: только цифры",
    );
  });
});

describe("an order's page in the back office", () => {
  it("has its items, payments, history and each item's next statuses by the operator API's rules", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995550401", { items: 2 });
      const details = must(await staffOrderDetails(kit.db, order.orderId));
      expect(details.order.phone).toBe("+79995550401");
      expect(details.items).toHaveLength(2);
      for (const item of details.items) {
        expect(item.status).toBe("PAID_READY_TO_SEND");
        expect(item.productName).not.toBe("");
        expect(item.route).toEqual(ROUTES.ABROAD);
        expect(item.nextStatuses).toEqual(allowedNextStatuses("PAID_READY_TO_SEND", "ABROAD"));
        expect(item.history.map((change) => [change.previousStatus, change.status])).toEqual(
          [
            [null, "AWAITING_PAY"],
            ["AWAITING_PAY", "PAID_READY_TO_SEND"],
          ].slice(-item.history.length),
        );
      }
      expect(details.nextStatuses).toEqual(allowedNextStatuses("PAID_READY_TO_SEND", "ABROAD"));
      expect(details.payments).toHaveLength(1);
      expect(details.payments[0]).toMatchObject({ status: "SUCCEEDED" });
      expect(details.amounts.paid).toBeGreaterThan(0);

      // Goods from the shop's own stock take its short way, and the whole order only what all allow.
      const stock = await placeOrder(kit, "+79995550402", { origin: "MEET_STOCK" });
      const stockDetails = must(await staffOrderDetails(kit.db, stock.orderId));
      expect(stockDetails.items[0]?.route).toEqual(ROUTES.MEET_STOCK);
      expect(stockDetails.nextStatuses).not.toContain("CUSTOMS_CLEARANCE_IN_TURKEY");
      expect(stockDetails.nextStatuses).toContain("AWAITING_SENT_FROM_MEET");
    }));

  it("offers no move for an unpaid order, and is null for an unknown one", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995550403", { paid: false });
      const details = must(await staffOrderDetails(kit.db, order.orderId));
      expect(details.items[0]?.nextStatuses).toEqual([]);
      expect(details.nextStatuses).toEqual([]);
      expect(await staffOrderDetails(kit.db, 2_000_000_000)).toBeNull();
      expect(await staffOrderDetails(kit.db, 9_999_999_999)).toBeNull();
    }));

  it("leaves cancelled items out of the whole order's next statuses", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995550404", { items: 2 });
      const [first] = order.items;
      const cancel = await moveOrderItems(kit.db, kit.providers, {
        orderId: order.orderId,
        itemId: must(first).id,
        status: "CANCEL_PURCHASE",
      });
      expect(cancel.ok).toBe(true);
      const details = must(await staffOrderDetails(kit.db, order.orderId));
      expect(details.items[0]?.nextStatuses).toEqual(["ISSUED_REFUND"]);
      expect(details.nextStatuses).toEqual(allowedNextStatuses("PAID_READY_TO_SEND", "ABROAD"));
      const ids = details.items.map((item) => item.id);
      const rows = await kit.db
        .select()
        .from(t.orderItemStatusHistory)
        .where(inArray(t.orderItemStatusHistory.orderProductItemId, ids));
      expect(rows.some((row) => row.status === "CANCEL_PURCHASE")).toBe(true);
    }));
});
