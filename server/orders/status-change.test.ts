import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COMPLETE_SANDBOX,
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  must,
  orderDto,
  sandboxIdOf,
} from "../../tests/checkout-kit.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import type { DeliveryOrigin } from "../delivery/window.ts";
import { loyaltyLevels } from "../seed/data/loyalty.ts";
import { OPERATOR_STATUS_PATH } from "./operator-endpoint.ts";
import { orderedWindow } from "./order-window.ts";
import { STATUS_NAMES } from "./vocabulary.ts";
import { STATUS_FLOW } from "./status-rules.ts";

const TOKEN = "operator-token-for-tests-0123456789abcdef";
const withOperatorApi = <T>(work: (kit: Kit) => Promise<T>) =>
  withApi(work, { operatorToken: TOKEN, publicUrl: "https://meet-market.test" });

async function operator(kit: Kit, body: unknown, token: string | null = TOKEN) {
  const response = await kit.api.fetch(
    new Request(`http://shop.test${OPERATOR_STATUS_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      message?: string;
      order?: { id: number; status: string; cashback: number };
      items?: { id: number; status: string; previousStatus: string }[];
      cashback?: number;
      levelRaisedTo?: string | null;
      notified?: boolean;
    },
  };
}

/**
 * A shopper's order of `items` (kopecks in total ≥ `atLeast`), placed and paid in the sandbox:
 * goods from Turkey, which take every step of the way, unless `origin` says otherwise.
 */
async function paidOrder(
  kit: Kit,
  phone: string,
  options: { items?: number; atLeast?: number; bonuses?: number; origin?: DeliveryOrigin } = {},
) {
  const shopper = await kit.signIn(phone);
  const candidates = await itemsOnSale(kit.db, 12, 0, options.origin ?? "ABROAD");
  const chosen: typeof candidates = [];
  for (const item of candidates) {
    if (
      chosen.length >= (options.items ?? 1) &&
      chosen.reduce((s, i) => s + i.price, 0) >= (options.atLeast ?? 0)
    )
      break;
    chosen.push(item);
  }
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    {
      dto: orderDto(
        chosen.map((item) => item.id),
        { bonuses: options.bonuses ?? 0 },
      ),
    },
    { token: shopper.accessToken },
  );
  await kit.ok(
    COMPLETE_SANDBOX,
    { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
    { token: shopper.accessToken },
  );
  const orderId = Number(link.orderId);
  const items = await kit.db
    .select()
    .from(t.orderProductItem)
    .where(eq(t.orderProductItem.orderId, orderId))
    .orderBy(t.orderProductItem.id);
  return { shopper, orderId, uuid: link.uuid, items, userId: Number(shopper.userId) };
}

const balanceOf = async (kit: Kit, userId: number) =>
  (
    await kit.db.select().from(t.bonusTransaction).where(eq(t.bonusTransaction.userId, userId))
  ).reduce((sum, row) => sum + row.amount, 0);

describe("the operator API", () => {
  it("refuses anything but the operator token or a staff token, configured or not", () =>
    withApi(async (kit) => {
      expect((await operator(kit, { orderId: 1, status: "DELIVERED" })).status).toBe(401);
    }).then(() =>
      withOperatorApi(async (kit) => {
        const { shopper, orderId } = await paidOrder(kit, "+79990001001");
        const body = { orderId, status: "AWAITING_RESPONSE_FROM_SUPPLIER" };
        expect((await operator(kit, body, null)).status).toBe(401);
        expect((await operator(kit, body, shopper.accessToken)).status).toBe(401);
        expect((await operator(kit, body, `${TOKEN}x`)).status).toBe(401);
        const [order] = await kit.db.select().from(t.order).where(eq(t.order.id, orderId));
        expect(order?.status).toBe("PAID_READY_TO_SEND");
      }),
    ));

  it("answers a bad body, an unknown order or item, an unpaid order and a refused move in Russian", () =>
    withOperatorApi(async (kit) => {
      const { orderId, items } = await paidOrder(kit, "+79990001002");
      expect(await operator(kit, { orderId, status: "FLYING" })).toMatchObject({
        status: 400,
        body: { message: "status: Неизвестный статус" },
      });
      expect((await operator(kit, { orderId: "x", status: "DELIVERED" })).status).toBe(400);
      expect(await operator(kit, { orderId: 999_999, status: "DELIVERED" })).toMatchObject({
        status: 404,
        body: { message: "Заказа №999999 нет" },
      });
      expect((await operator(kit, { orderId, itemId: 999_999, status: "DELIVERED" })).status).toBe(
        404,
      );
      // Found by the fuzz suite (docs/security.md#fuzzing-and-the-abuse-bench): each was a 500.
      expect(await operator(kit, { orderId: 9_999_999_999, status: "DELIVERED" })).toMatchObject({
        status: 404,
        body: { message: "Заказа №9999999999 нет" },
      });
      expect(
        await operator(kit, { orderId, status: "DELIVERED", trackCode: "RU\u0000123" }),
      ).toMatchObject({ status: 400, body: { message: "trackCode: Недопустимые символы" } });
      expect(
        await operator(kit, { orderId, status: "DELIVERED", estimatedDeliveryDate: "0000-01-01" }),
      ).toMatchObject({
        status: 400,
        body: { message: "estimatedDeliveryDate: Дата — между 2000 и 2099 годом" },
      });
      // Backwards, and to payment's own statuses: refused, nothing changes.
      const back = await operator(kit, { orderId, status: "AWAITING_PAY" });
      expect(back.status).toBe(409);
      expect(back.body.message).toBe(
        `Товар ${must(items[0]).id}: из статуса «Оплачен, готов к отправке» в «Ожидает оплаты» перейти нельзя`,
      );
      await operator(kit, { orderId, status: "SHIPPED_TO_RUSSIA_STOCK_MEET" });
      expect((await operator(kit, { orderId, status: "PURCHASED_FROM_SELLER" })).status).toBe(409);
      const history = await kit.db
        .select()
        .from(t.orderItemStatusHistory)
        .where(eq(t.orderItemStatusHistory.orderProductItemId, must(items[0]).id));
      expect(history.map((row) => row.status)).toEqual([
        "AWAITING_PAY",
        "PAID_READY_TO_SEND",
        "SHIPPED_TO_RUSSIA_STOCK_MEET",
      ]);

      // An order still awaiting payment is the payment's to move.
      const shopper = await kit.signIn("+79990001003");
      const [item] = await itemsOnSale(kit.db, 1, 20);
      const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
        CREATE_ORDER,
        { dto: orderDto([must(item).id]) },
        { token: shopper.accessToken },
      );
      const unpaid = await operator(kit, {
        orderId: link.orderId,
        status: "PURCHASED_FROM_SELLER",
      });
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toContain("не оплачен");
    }));

  it("walks an order to the shopper: history, a message per change, cashback and a higher level", () =>
    withOperatorApi(async (kit) => {
      const threshold = must(loyaltyLevels[1]).requiredSpentAmount;
      const { orderId, uuid, items, userId } = await paidOrder(kit, "+79990001004", {
        items: 2,
        atLeast: threshold,
      });
      const goods = items.reduce((sum, item) => sum + item.soldPrice, 0);
      const before = await balanceOf(kit, userId);
      kit.sent.length = 0;
      const way = STATUS_FLOW.slice(1);
      for (const status of way) {
        const extra = status === "HANDED_OVER_FOR_DELIVERY" ? { trackCode: "1234567890" } : {};
        const { status: code, body } = await operator(kit, { orderId, status, ...extra });
        expect(code, status).toBe(200);
        expect(body.order?.status).toBe(status);
        expect(body.notified).toBe(true);
      }
      // One e-mail per change, to the order's address, with its link: by the uuid, never the
      // number anyone could count to (docs/orders.md#notifications).
      expect(kit.sent).toHaveLength(way.length);
      expect(kit.sent.every((message) => message.to === "anna@example.ru")).toBe(true);
      expect(kit.sent[0]?.text).toContain(`Заказ №${orderId}: ожидает ответа от поставщика.`);
      expect(kit.sent[0]?.text).toContain(`https://meet-market.test/orders/${uuid}`);
      expect(kit.sent[0]?.text).not.toContain(`/orders/${orderId}`);
      expect(kit.sent.find((m) => m.text.includes("передан в доставку"))?.text).toContain(
        "Трек-номер СДЭК: 1234567890.",
      );
      const history = await kit.db
        .select()
        .from(t.orderItemStatusHistory)
        .where(eq(t.orderItemStatusHistory.orderProductItemId, must(items[0]).id))
        .orderBy(t.orderItemStatusHistory.id);
      expect(history.map((row) => [row.previousStatus, row.status])).toEqual([
        [null, "AWAITING_PAY"],
        ...STATUS_FLOW.map((status, n) => [n === 0 ? "AWAITING_PAY" : STATUS_FLOW[n - 1], status]),
      ]);
      const [item] = await kit.db
        .select()
        .from(t.orderProductItem)
        .where(eq(t.orderProductItem.id, must(items[0]).id));
      expect(item?.trackCode).toBe("1234567890");

      // Cashback at the entry level's percent of what was paid, once per item.
      const base = must(loyaltyLevels[0]).chargePercentage;
      const cashback = await kit.db
        .select()
        .from(t.bonusTransaction)
        .where(
          and(
            eq(t.bonusTransaction.orderId, orderId),
            eq(t.bonusTransaction.reason, "ORDER_CASHBACK"),
          ),
        );
      expect(cashback).toHaveLength(2);
      const credited = cashback.reduce((sum, row) => sum + row.amount, 0);
      expect(credited).toBeGreaterThanOrEqual(Math.floor((goods * base) / 100 / 100) - 1);
      expect(credited).toBeLessThanOrEqual(Math.floor((goods * base) / 100 / 100));
      expect(await balanceOf(kit, userId)).toBe(before + credited);
      const [order] = await kit.db.select().from(t.order).where(eq(t.order.id, orderId));
      expect(order?.cashback).toBe(credited);
      // The purchase counts as spent, and it crossed the next level's threshold.
      const [user] = await kit.db.select().from(t.user).where(eq(t.user.id, userId));
      const [level] = await kit.db
        .select()
        .from(t.loyaltyLevel)
        .where(eq(t.loyaltyLevel.id, must(user?.loyaltyLevelId)));
      expect(level?.requiredSpentAmount).toBeGreaterThanOrEqual(threshold);
      expect(level?.requiredSpentAmount).toBeLessThanOrEqual(goods);
      // Delivered again changes nothing: the move is refused, no second cashback.
      expect((await operator(kit, { orderId, status: "DELIVERED" })).status).toBe(200);
      expect(await balanceOf(kit, userId)).toBe(before + credited);
    }));

  it("moves goods from the stock in Russia along their own way, never through Turkey", () =>
    withOperatorApi(async (kit) => {
      const { orderId, items } = await paidOrder(kit, "+79990001006", { origin: "MEET_STOCK" });
      const itemId = must(items[0]).id;
      for (const status of ["AWAITING_RESPONSE_FROM_SUPPLIER", "CUSTOMS_CLEARANCE_IN_TURKEY"]) {
        const refused = await operator(kit, { orderId, status });
        expect(refused.status, status).toBe(409);
        expect(refused.body.message).toBe(
          `Товар ${itemId}: из статуса «Оплачен, готов к отправке» в «${STATUS_NAMES[status as "CUSTOMS_CLEARANCE_IN_TURKEY"]}» перейти нельзя`,
        );
      }
      expect((await operator(kit, { orderId, status: "AWAITING_SENT_FROM_MEET" })).status).toBe(
        200,
      );
      const [item] = await kit.db
        .select()
        .from(t.orderProductItem)
        .where(eq(t.orderProductItem.id, itemId));
      expect(item?.status).toBe("AWAITING_SENT_FROM_MEET");
    }));

  it("tells the window in the paid order's letter and in each later one, until received", () =>
    withOperatorApi(async (kit) => {
      const { orderId, items } = await paidOrder(kit, "+79990001007");
      const [line] = await kit.db
        .select()
        .from(t.orderProductItem)
        .where(eq(t.orderProductItem.id, must(items[0]).id));
      const window = must(orderedWindow(must(line)));
      // The payment's letter: the order is paid, and when it is expected.
      const paid = kit.sent.filter((message) => message.text.includes(`Заказ №${orderId}`));
      expect(paid).toHaveLength(1);
      expect(paid[0]?.text).toContain("оплачен, готов к отправке");
      expect(paid[0]?.text).toContain(`Ожидаемая доставка: ${window.dates}.`);
      kit.sent.length = 0;
      await operator(kit, { orderId, status: "PURCHASED_FROM_SELLER" });
      expect(kit.sent[0]?.text).toContain(`Ожидаемая доставка: ${window.dates}.`);
      // The staff's new date replaces the window, in the next letter too.
      await operator(kit, {
        orderId,
        status: "SHIPPED_TO_RUSSIA_STOCK_MEET",
        estimatedDeliveryDate: "2026-12-24",
      });
      expect(kit.sent[1]?.text).toContain("Ожидаемая доставка: 24 декабря.");
      await operator(kit, { orderId, status: "DELIVERED" });
      expect(kit.sent[2]?.text).not.toContain("Ожидаемая доставка");
    }));

  it("returns spent bonuses for cancelled and refunded items, and takes back a refund's cashback", () =>
    withOperatorApi(async (kit) => {
      const { orderId, items, userId } = await paidOrder(kit, "+79990001005", {
        items: 3,
        bonuses: 1000,
      });
      const [first, second, third] = items.map((item) => item.id);
      const afterPaying = await balanceOf(kit, userId);
      await operator(kit, { orderId, itemId: first, status: "CANCEL_PURCHASE" });
      await operator(kit, { orderId, itemId: first, status: "ISSUED_REFUND" });
      await operator(kit, { orderId, itemId: second, status: "DELIVERED" });
      const delivered = await balanceOf(kit, userId);
      const [order] = await kit.db.select().from(t.order).where(eq(t.order.id, orderId));
      expect(order?.status).toBe("PAID_READY_TO_SEND");
      expect(order?.cashback).toBeGreaterThan(0);
      const refund = await operator(kit, { orderId, itemId: second, status: "ISSUED_REFUND" });
      expect(refund.body.cashback).toBe(-must(order).cashback);
      await operator(kit, { orderId, itemId: third, status: "CANCEL_PURCHASE" });
      // Every bonus spent came back exactly once; the refunded item's cashback is gone.
      const returned = await kit.db
        .select()
        .from(t.bonusTransaction)
        .where(
          and(
            eq(t.bonusTransaction.orderId, orderId),
            eq(t.bonusTransaction.reason, "ORDER_REFUND"),
          ),
        );
      expect(returned.reduce((sum, row) => sum + row.amount, 0)).toBe(1000);
      expect(returned).toHaveLength(3);
      expect(await balanceOf(kit, userId)).toBe(afterPaying + 1000);
      expect(delivered).toBeGreaterThan(afterPaying);
      const [final] = await kit.db.select().from(t.order).where(eq(t.order.id, orderId));
      expect(final?.cashback).toBe(0);
      expect(final?.status).toBe("ISSUED_REFUND");
    }));
});
