import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placeOrder } from "../../tests/back-office-orders-kit.ts";
import { must } from "../../tests/checkout-kit.ts";
import { withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { bulkStatusSchema, commentForShopperSchema } from "./back-office-input.ts";
import { bulkChangeStatus, moveOrderItems, setCommentForShopper } from "./back-office-changes.ts";

const PUBLIC_ORDER = /* GraphQL */ `
  query ($id: ID!) {
    publicOrder(dto: { id: $id }) {
      status
      orderProductItems {
        status
      }
    }
  }
`;

const OWN_ORDER = /* GraphQL */ `
  query ($uuid: String!) {
    getOrderByUUID(dto: { uuid: $uuid }) {
      commentForShopper
    }
    userOrderList(dto: { page: 1, limit: 10 }) {
      items {
        id
        commentForShopper
      }
    }
  }
`;

const itemStatuses = async (db: Parameters<typeof setCommentForShopper>[0], orderId: number) =>
  (
    await db
      .select({ status: t.orderProductItem.status })
      .from(t.orderProductItem)
      .where(eq(t.orderProductItem.orderId, orderId))
      .orderBy(t.orderProductItem.id)
  ).map((row) => row.status);

describe("moving an order in the back office", () => {
  it("goes the operator API's way: history, the shopper's message, the public page", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995560101");
      const before = kit.sent.length;
      const result = await moveOrderItems(kit.db, kit.providers, {
        orderId: order.orderId,
        itemId: null,
        status: "AWAITING_RESPONSE_FROM_SUPPLIER",
      });
      expect(result).toMatchObject({ ok: true, notified: true });
      const message = must(kit.sent.slice(before).at(-1));
      expect(message.text).toContain(`Заказ №${order.orderId}`);
      const { publicOrder } = await kit.ok<{ publicOrder: { status: string } }>(PUBLIC_ORDER, {
        id: order.uuid,
      });
      expect(publicOrder.status).toBe("AWAITING_RESPONSE_FROM_SUPPLIER");
      const history = await kit.db
        .select()
        .from(t.orderItemStatusHistory)
        .where(eq(t.orderItemStatusHistory.orderProductItemId, must(order.items[0]).id));
      expect(history.at(-1)).toMatchObject({
        status: "AWAITING_RESPONSE_FROM_SUPPLIER",
        previousStatus: "PAID_READY_TO_SEND",
      });
    }));

  it("refuses a move the rules refuse, in Russian, and keeps nothing when the audit line fails", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995560102");
      const back = await moveOrderItems(kit.db, kit.providers, {
        orderId: order.orderId,
        itemId: null,
        status: "AWAITING_PAY",
      });
      expect(back).toMatchObject({
        ok: false,
        reason: "NOT_ALLOWED",
        message: expect.stringMatching(
          /^Товар \d+: из статуса «Оплачен, готов к отправке» в «Ожидает оплаты» перейти нельзя$/,
        ),
      });
      await expect(
        moveOrderItems(
          kit.db,
          kit.providers,
          { orderId: order.orderId, itemId: null, status: "PURCHASED_FROM_SELLER" },
          {
            alsoInTransaction: () => Promise.reject(new Error("audit log unavailable")),
          },
        ),
      ).rejects.toThrow("audit log unavailable");
      expect(await itemStatuses(kit.db, order.orderId)).toEqual(["PAID_READY_TO_SEND"]);
    }));
});

describe("a batch of orders moved at once", () => {
  it("moves each order that may move, whole, and reports each refused one with its reason", () =>
    withApi(async (kit) => {
      const first = await placeOrder(kit, "+79995560201");
      const second = await placeOrder(kit, "+79995560202", { offset: 2 });
      const unpaid = await placeOrder(kit, "+79995560203", { paid: false, offset: 4 });
      const mixed = await placeOrder(kit, "+79995560204", { items: 2, offset: 6 });
      // One item of this order is at the stock already: the order cannot move as a whole.
      const ahead = await moveOrderItems(kit.db, kit.providers, {
        orderId: mixed.orderId,
        itemId: must(mixed.items[0]).id,
        status: "ACCEPTED_IN_RUSSIA_STOCK_MEET",
      });
      expect(ahead.ok).toBe(true);
      const stock = await placeOrder(kit, "+79995560205", { origin: "MEET_STOCK" });

      const audited: number[] = [];
      const report = await bulkChangeStatus(
        kit.db,
        kit.providers,
        bulkStatusSchema.parse({
          orderIds: [
            first.orderId,
            second.orderId,
            unpaid.orderId,
            mixed.orderId,
            stock.orderId,
            2_000_000_000,
            first.orderId,
          ],
          status: "ACCEPTED_IN_RUSSIA_STOCK_MEET",
        }),
        {
          alsoInTransaction: (_tx, change) => {
            audited.push(change.orderId);
            return Promise.resolve();
          },
        },
      );
      expect(report).toMatchObject({ moved: 2, refused: 4 });
      expect(audited).toEqual([first.orderId, second.orderId]);
      const byOrder = new Map(report.outcomes.map((outcome) => [outcome.orderId, outcome]));
      expect(byOrder.get(first.orderId)).toMatchObject({
        ok: true,
        status: "ACCEPTED_IN_RUSSIA_STOCK_MEET",
      });
      expect(byOrder.get(unpaid.orderId)).toMatchObject({
        ok: false,
        message: `Заказ №${unpaid.orderId} не оплачен: пока оплаты нет, его статус меняет только платёж`,
      });
      expect(byOrder.get(mixed.orderId)).toMatchObject({
        ok: false,
        message: expect.stringContaining("перейти нельзя"),
      });
      expect(byOrder.get(stock.orderId)).toMatchObject({
        ok: false,
        message: expect.stringContaining("«Принят на складе в России» перейти нельзя"),
      });
      expect(byOrder.get(2_000_000_000)).toMatchObject({
        ok: false,
        message: "Заказа №2000000000 нет",
      });
      // Nothing half-applied: the mixed order's other item never moved.
      expect(await itemStatuses(kit.db, mixed.orderId)).toEqual([
        "ACCEPTED_IN_RUSSIA_STOCK_MEET",
        "PAID_READY_TO_SEND",
      ]);
      expect(await itemStatuses(kit.db, stock.orderId)).toEqual(["PAID_READY_TO_SEND"]);
    }));

  it("refuses an empty or oversized batch and an unknown status, in Russian", () => {
    const refusal = (input: unknown) => {
      const result = bulkStatusSchema.safeParse(input);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(refusal({ orderIds: [], status: "DELIVERED" })).toBe("Отметьте хотя бы один заказ");
    expect(
      refusal({ orderIds: Array.from({ length: 201 }, (_, i) => i + 1), status: "DELIVERED" }),
    ).toBe("За раз — не больше 200 заказов");
    expect(refusal({ orderIds: ["abc"], status: "DELIVERED" })).toBe("Номер заказа — целое число");
    expect(refusal({ orderIds: [1], status: "LOST" })).toBe("Выберите статус");
  });
});

describe("the shop's comment for the shopper", () => {
  it("is kept on the order, replaced, taken away, and refused past its length or with control codes", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995560301");
      const text = commentForShopperSchema.parse(
        "  Размер уточнили по телефону.\r\nОтправим в пятницу. <b>ok</b> ",
      );
      expect(text).toBe("Размер уточнили по телефону.\nОтправим в пятницу. <b>ok</b>");
      const set = await setCommentForShopper(kit.db, kit.providers, {
        orderId: order.orderId,
        comment: text,
      });
      expect(set).toMatchObject({ ok: true, order: { commentForShopper: text } });
      expect(must(set.ok ? set.order : null).commentForShopperAt).toEqual(kit.clock.now());
      // Its owner reads it on the order's page and in the order history; the public page has none.
      const own = await kit.ok<{
        getOrderByUUID: { commentForShopper: string | null };
        userOrderList: { items: { id: string; commentForShopper: string | null }[] };
      }>(OWN_ORDER, { uuid: order.uuid }, { token: order.accessToken });
      expect(own.getOrderByUUID.commentForShopper).toBe(text);
      expect(own.userOrderList.items).toContainEqual({
        id: String(order.orderId),
        commentForShopper: text,
      });
      const cleared = await setCommentForShopper(kit.db, kit.providers, {
        orderId: order.orderId,
        comment: commentForShopperSchema.parse("   "),
      });
      expect(cleared).toMatchObject({
        ok: true,
        order: { commentForShopper: null, commentForShopperAt: null },
      });
      expect(
        await setCommentForShopper(kit.db, kit.providers, { orderId: 2_000_000_000, comment: "x" }),
      ).toEqual({ ok: false, reason: "ORDER_NOT_FOUND", message: "Заказа №2000000000 нет" });

      const refusal = (input: unknown) => {
        const result = commentForShopperSchema.safeParse(input);
        return result.success ? null : result.error.issues[0]?.message;
      };
      expect(refusal("я".repeat(1001))).toBe("Комментарий — не длиннее 1000 символов");
      expect(refusal("a\u0000b")).toBe("В комментарии недопустимые символы");
      expect(refusal(42)).toBe("Введите комментарий");
      expect(refusal("я".repeat(1000))).toBeNull();

      const rows = await kit.db
        .select()
        .from(t.order)
        .where(inArray(t.order.id, [order.orderId]));
      expect(rows[0]?.commentForShopper).toBeNull();
    }));
});
