import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, describeAuditEntry } from "./audit-words.ts";

const words = {
  statuses: { PAID_READY_TO_SEND: "Оплачен", DELIVERED: "Доставлен", AWAITING_PAY: "Ждёт оплаты" },
};
const describe_ = (action: string, details: unknown) =>
  describeAuditEntry({ action, details: JSON.stringify(details) }, words);

describe("the audit log in words", () => {
  it("says an order's move with the statuses' names", () => {
    expect(
      describe_("order.status", {
        orderStatus: "DELIVERED",
        items: [{ id: 7, from: "PAID_READY_TO_SEND", to: "DELIVERED" }],
        status: "DELIVERED",
        itemId: null,
      }),
    ).toEqual({
      label: "Статус заказа",
      lines: ["Статус: Оплачен → Доставлен (товар №7)", "Статус заказа теперь: Доставлен"],
    });
    const bulk = describe_("orders.bulk-status", {
      orderStatus: "DELIVERED",
      items: [
        { id: 1, from: "PAID_READY_TO_SEND", to: "DELIVERED" },
        { id: 2, from: "PAID_READY_TO_SEND", to: "DELIVERED" },
      ],
      batch: 3,
    });
    expect(bulk.lines).toEqual([
      "Товар №1 — статус: Оплачен → Доставлен",
      "Товар №2 — статус: Оплачен → Доставлен",
      "Статус заказа теперь: Доставлен",
      "Заказов отмечено: 3",
    ]);
    // The operator API's line: what was asked and how it ended.
    expect(
      describe_("order.status", {
        orderId: 5,
        status: "DELIVERED",
        via: "operator-api",
        result: "ok",
      }).lines,
    ).toEqual(["Новый статус: Доставлен", "Через: API оператора", "Результат: выполнено"]);
  });

  it("says a price in roubles, before and after", () => {
    const price = describe_("item.price", {
      product: "nike-air",
      before: { price: 1_299_000, oldPrice: null, stock: 1 },
      after: { price: 999_000, oldPrice: 1_299_000, stock: 1 },
    });
    expect(price.label).toBe("Цена товара");
    expect(price.lines.map((entry) => entry.replace(/\s/g, " "))).toEqual([
      "Товар: nike-air",
      "Цена: 12 990 ₽ → 9 990 ₽",
      "Старая цена: — → 12 990 ₽",
    ]);
    expect(describe_("item.stock", { product: "nike-air", before: 1, after: 0 }).lines).toEqual([
      "Товар: nike-air",
      "Остаток: 1 → 0",
    ]);
    expect(describe_("product.visibility", { before: true, after: false }).lines).toEqual([
      "Показан на сайте: да → нет",
    ]);
  });

  it("says a promo code's edit term by term, in its kind's units", () => {
    const edit = describe_("promo.update", {
      code: "SPRING10",
      kind: "PERCENT",
      before: { value: 10, maxUses: null, endsAt: null, minOrderAmount: 0 },
      after: {
        value: 15,
        maxUses: 50,
        endsAt: "2026-12-31T21:00:00.000Z",
        minOrderAmount: 300_000,
      },
    });
    expect(edit.label).toBe("Условия промокода изменены");
    expect(edit.lines.map((entry) => entry.replace(/\s/g, " "))).toEqual([
      "Код: SPRING10",
      "Скидка: 10 % → 15 %",
      "Заказов всего: без ограничения → 50",
      "Действует до: бессрочно → 1 января 2027 г. в 00:00",
      "Минимальная сумма: 0 ₽ → 3 000 ₽",
    ]);
    expect(
      describe_("promo.create", {
        code: "BIG500",
        kind: "FIXED",
        value: 50_000,
        maxUses: null,
      }).lines.map((entry) => entry.replace(/\s/g, " ")),
    ).toEqual(["Код: BIG500", "Скидка: 500 ₽"]);
  });

  it("says staff, reviews and requests with their Russian names", () => {
    expect(describe_("staff.role", { name: "Борис", from: "MANAGER", to: "OWNER" }).lines).toEqual([
      "Имя: Борис",
      "Роль: Менеджер → Владелец",
    ]);
    expect(
      describe_("review.reject", { from: "PENDING", to: "REJECTED", reason: "Реклама" }),
    ).toEqual({
      label: "Отзыв отклонён",
      lines: ["Состояние: Ждёт модерации → Отклонён", "Причина: «Реклама»"],
    });
    expect(
      describe_("request.state", { kind: "meet-price", from: "NEW", to: "IN_PROGRESS" }).lines,
    ).toEqual(["Вид: Нашли дешевле", "Состояние: Новая → В работе"]);
    expect(describe_("staff.sign-in", { channel: "SMS", ip: "10.0.0.1" }).lines).toEqual([
      "Как: код по SMS",
      "IP-адрес: 10.0.0.1",
    ]);
    expect(describe_("promo.disable", null)).toEqual({ label: "Промокод выключен", lines: [] });
  });

  it("reads an action it does not know as a key: value list, nested keys joined", () => {
    expect(
      describe_("shipment.label", { carrier: "CDEK", paid: true, box: { weight: 2, size: "M" } }),
    ).toEqual({
      label: "shipment.label",
      lines: ["carrier: CDEK", "paid: да", "box.weight: 2", "box.size: M"],
    });
  });

  it("has a name for every action the shop API writes", () => {
    const written = [
      "staff.sign-in",
      "staff.sign-out",
      "staff.invite",
      "staff.role",
      "staff.remove",
      "token.create",
      "token.revoke",
      "order.status",
      "orders.bulk-status",
      "order.comment",
      "item.price",
      "item.stock",
      "product.visibility",
      "catalogue.import",
      "catalogue.export",
      "promo.create",
      "promo.update",
      "promo.disable",
      "promo.enable",
      "review.publish",
      "review.reject",
      "review.moderate",
      "reviews.list",
      "request.state",
      "requests.list",
    ];
    expect(written.filter((action) => !AUDIT_ACTIONS[action])).toEqual([]);
  });
});
