import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CREATE_ORDER,
  type CreateOrderData,
  FlakyPayments,
  itemsOnSale,
  orderDto,
  must,
} from "../../tests/checkout-kit.ts";
import { withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { EXTRA_ITEM_PRICE, zoneTariffs } from "../seed/data/delivery-cities.ts";
import { RESERVATION_MS } from "./placement.ts";

describe("createOrderWithPaymentLink: validation", () => {
  it("needs a signed-in shopper", () =>
    withApi(async (kit) => {
      const [item] = await itemsOnSale(kit.db, 1);
      const error = await kit.fails(CREATE_ORDER, { dto: orderDto([must(item).id]) });
      expect(error.extensions?.code).toBe("UNAUTHENTICATED");
    }));

  it("refuses each bad field with a Russian message naming it", () =>
    withApi(async (kit) => {
      const { accessToken: token } = await kit.signIn("+79990000101");
      const [item] = await itemsOnSale(kit.db, 1);
      const id = must(item).id;
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { publicOfferAccepted: false },
          "publicOfferAccepted",
          "Нужно согласие с публичной офертой",
        ],
        [{ name: "  " }, "name", "Укажите имя"],
        [{ surname: "" }, "surname", "Укажите фамилию"],
        [{ name: "А".repeat(101) }, "name", "Не больше 100 символов"],
        [{ phone: "+7 495 123-45-67" }, "phone", "Введите номер мобильного телефона"],
        [{ phone: "12345" }, "phone", "Введите номер мобильного телефона"],
        [{ email: "anna@" }, "email", "Введите корректный e-mail"],
        [{ bonuses: 15 }, "bonuses", "Введите число бонусов, кратное 10"],
        [{ bonuses: -10 }, "bonuses", "Введите число бонусов, кратное 10"],
        [{ returnPath: "//evil.example/x" }, "returnPath", "Неверный адрес возврата"],
        [{ returnPath: "https://evil.example" }, "returnPath", "Неверный адрес возврата"],
        [{ comment: "a\u0000b" }, "comment", "Недопустимые символы"],
        [{ productItemIds: [] }, "productItemIds", "В заказе нет товаров"],
        [
          { productItemIds: Array.from({ length: 51 }, (_v, i) => String(i + 1)) },
          "productItemIds",
          "не больше 50 товаров",
        ],
        [{ productItemIds: [String(id), String(id)] }, "productItemIds", "дважды"],
        [{ productItemIds: ["999999999"] }, "productItemIds", "Товар не найден"],
        [{ idempotencyKey: "not-a-key" }, "idempotencyKey", "Обновите страницу"],
        [
          { delivery: { type: "PVZ", pvzCode: "NOPE1" } },
          "delivery.pvzCode",
          "Пункт выдачи не найден",
        ],
        [{ delivery: { type: "ADDRESS" } }, "delivery.address", "Укажите адрес доставки"],
        [{ promoCode: "NO-SUCH-CODE" }, "promoCode", "Промокод не найден"],
        [{ bonuses: 100_000 }, "bonuses", "Можно списать не больше"],
      ];
      for (const [extra, field, message] of cases) {
        const error = await kit.fails(CREATE_ORDER, { dto: orderDto([id], extra) }, { token });
        expect(error.extensions, JSON.stringify(extra)).toMatchObject({
          code: "BAD_USER_INPUT",
          field,
        });
        expect(error.message, JSON.stringify(extra)).toContain(message);
      }
      // Nothing was placed or reserved by any of them.
      const userId = await userIdOf(kit.db, "+79990000101");
      const orders = await kit.db.select().from(t.order).where(eq(t.order.userId, userId));
      expect(orders).toHaveLength(0);
      const [row] = await kit.db.select().from(t.productItem).where(eq(t.productItem.id, id));
      expect(row?.isReserved).toBe(false);
    }));
});

async function userIdOf(db: Parameters<typeof itemsOnSale>[0], phone: string) {
  const [user] = await db.select({ id: t.user.id }).from(t.user).where(eq(t.user.phone, phone));
  return user?.id ?? 0;
}

describe("createOrderWithPaymentLink: totals, reservation and bonuses", () => {
  it("prices goods, promo code, bonuses and delivery on the server and reserves the items", () =>
    withApi(async (kit) => {
      const { accessToken: token, userId } = await kit.signIn("+79990000102");
      const items = await itemsOnSale(kit.db, 2);
      const goods = items.reduce((sum, item) => sum + item.price, 0);
      const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
        CREATE_ORDER,
        {
          dto: orderDto(
            items.map((item) => item.id),
            { promoCode: "welcome10", bonuses: 100, returnPath: "/checkout/done?x=1" },
          ),
        },
        { token },
      );
      const discount = Math.floor((goods * 10) / 100);
      // Two parcels by courier in Moscow, at the offline tariffs (docs/checkout.md#offline-delivery).
      const delivery = zoneTariffs.ADDRESS[0].price + EXTRA_ITEM_PRICE;
      expect(link.totalToPay).toBe(goods - discount - 100 * 100 + delivery);
      expect(link.paymentLink).toMatch(/^\/payment\/sandbox\/[0-9a-f-]{36}$/);
      const [order] = await kit.db
        .select()
        .from(t.order)
        .where(eq(t.order.id, Number(link.orderId)));
      expect(order).toMatchObject({
        userId: Number(userId),
        status: "AWAITING_PAY",
        paid: false,
        totalPrice: goods,
        discountValue: discount,
        paidByBonuses: 100,
        deliveryPrice: delivery,
        phone: "+79991234567",
        email: "anna@example.ru",
        cdekDelivery: null,
      });
      expect(order?.addressDelivery).toMatchObject({ city: "Москва", street: "Тверская" });
      expect(order?.reservedUntil?.getTime()).toBe(kit.clock.now().getTime() + RESERVATION_MS);
      const lines = await kit.db
        .select()
        .from(t.orderProductItem)
        .where(eq(t.orderProductItem.orderId, must(order).id));
      expect(lines.map((line) => line.soldPrice).sort()).toEqual(items.map((i) => i.price).sort());
      expect(lines.every((line) => line.estimatedDeliveryDate !== null)).toBe(true);
      const history = await kit.db.select().from(t.orderItemStatusHistory);
      expect(history.filter((h) => lines.some((l) => l.id === h.orderProductItemId))).toHaveLength(
        2,
      );
      for (const item of items) {
        const [row] = await kit.db
          .select()
          .from(t.productItem)
          .where(eq(t.productItem.id, item.id));
        expect(row?.isReserved).toBe(true);
      }
      const ledger = await kit.db
        .select()
        .from(t.bonusTransaction)
        .where(eq(t.bonusTransaction.orderId, must(order).id));
      expect(ledger).toMatchObject([{ amount: -100, reason: "ORDER_SPENT" }]);
      const [sandbox] = await kit.db
        .select()
        .from(t.sandboxPayment)
        .where(eq(t.sandboxPayment.orderId, must(order).id));
      expect(sandbox).toMatchObject({ amount: link.totalToPay, status: "pending" });
      expect(sandbox?.returnUrl).toBe("/checkout/done?x=1");
      const [payment] = await kit.db
        .select()
        .from(t.payment)
        .where(eq(t.payment.orderId, must(order).id));
      expect(payment).toMatchObject({
        provider: "sandbox",
        externalId: must(sandbox).id,
        amount: link.totalToPay,
        status: "PENDING",
      });
    }));

  it("prices a pickup point delivery and keeps the pickup record", () =>
    withApi(async (kit) => {
      const { accessToken: token } = await kit.signIn("+79990000103");
      await kit.db.insert(t.pickupPoint).values({
        code: "MSK-TEST-1",
        name: "Пункт на Тверской",
        countryCode: "RU",
        city: "Москва",
        longitude: 37.6,
        latitude: 55.7,
        address: "Тверская, 1",
        addressFull: "Россия, Москва, Тверская, 1",
      });
      const [item] = await itemsOnSale(kit.db, 1);
      const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
        CREATE_ORDER,
        { dto: orderDto([must(item).id], { delivery: { type: "PVZ", pvzCode: "MSK-TEST-1" } }) },
        { token },
      );
      // A point in no city the offline tariffs name: the farthest zone's price.
      expect(link.totalToPay).toBe(must(item).price + zoneTariffs.PVZ[3].price);
      const [order] = await kit.db
        .select()
        .from(t.order)
        .where(eq(t.order.id, Number(link.orderId)));
      expect(order?.cdekDelivery).toMatchObject({
        code: "MSK-TEST-1",
        address_full: "Россия, Москва, Тверская, 1",
      });
      expect(order?.addressDelivery).toBeNull();
    }));

  it("answers «Товар уже купили» for an item another order holds", () =>
    withApi(async (kit) => {
      const first = await kit.signIn("+79990000104");
      const second = await kit.signIn("+79990000105");
      const [item] = await itemsOnSale(kit.db, 1);
      await kit.ok(CREATE_ORDER, { dto: orderDto([must(item).id]) }, { token: first.accessToken });
      const error = await kit.fails(
        CREATE_ORDER,
        { dto: orderDto([must(item).id]) },
        { token: second.accessToken },
      );
      expect(error.message).toBe(
        `Товар уже купили: ${must(item).productName}, размер ${must(item).sizeName}`,
      );
      await kit.db
        .update(t.productItem)
        .set({ isReserved: false, active: false })
        .where(eq(t.productItem.id, must(item).id));
      const withdrawn = await kit.fails(
        CREATE_ORDER,
        { dto: orderDto([must(item).id]) },
        { token: second.accessToken },
      );
      expect(withdrawn.message).toBe(
        `Товар больше не продаётся: ${must(item).productName}, размер ${must(item).sizeName}`,
      );
      const orders = await kit.db
        .select()
        .from(t.order)
        .where(eq(t.order.userId, Number(second.userId)));
      expect(orders).toHaveLength(0);
    }));
});

describe("createOrderWithPaymentLink: idempotency", () => {
  it("answers one order and one payment link to ten submissions with one key", () =>
    withApi(async (kit) => {
      const { accessToken: token, userId } = await kit.signIn("+79990000106");
      const [item] = await itemsOnSale(kit.db, 1);
      const dto = orderDto([must(item).id], { bonuses: 50 });
      const answers = [];
      for (let i = 0; i < 10; i += 1) {
        answers.push(
          (await kit.ok<CreateOrderData>(CREATE_ORDER, { dto }, { token }))
            .createOrderWithPaymentLink,
        );
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      const orders = await kit.db
        .select()
        .from(t.order)
        .where(eq(t.order.userId, Number(userId)));
      expect(orders).toHaveLength(1);
      const payments = await kit.db
        .select()
        .from(t.payment)
        .where(eq(t.payment.orderId, must(orders[0]).id));
      expect(payments).toHaveLength(1);
      const sandbox = await kit.db
        .select()
        .from(t.sandboxPayment)
        .where(eq(t.sandboxPayment.orderId, must(orders[0]).id));
      expect(sandbox).toHaveLength(1);
      const spent = await kit.db
        .select()
        .from(t.bonusTransaction)
        .where(
          and(
            eq(t.bonusTransaction.orderId, must(orders[0]).id),
            eq(t.bonusTransaction.reason, "ORDER_SPENT"),
          ),
        );
      expect(spent).toHaveLength(1);

      const other = await kit.signIn("+79990000107");
      const error = await kit.fails(CREATE_ORDER, { dto }, { token: other.accessToken });
      expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "idempotencyKey" });
    }));

  it("keeps the order reserved when the payment cannot be created, and the same key pays it later", async () => {
    let payments: FlakyPayments | undefined;
    await withApi(
      async (kit) => {
        const { accessToken: token, userId } = await kit.signIn("+79990000108");
        const [item] = await itemsOnSale(kit.db, 1);
        const dto = orderDto([must(item).id]);
        must(payments).failing = true;
        const error = await kit.fails(CREATE_ORDER, { dto }, { token });
        expect(error.extensions?.code).toBe("PAYMENT_UNAVAILABLE");
        expect(error.message).toContain("Не удалось создать платёж");
        const [order] = await kit.db
          .select()
          .from(t.order)
          .where(eq(t.order.userId, Number(userId)));
        expect(order?.status).toBe("AWAITING_PAY");
        const [row] = await kit.db
          .select()
          .from(t.productItem)
          .where(eq(t.productItem.id, must(item).id));
        expect(row?.isReserved).toBe(true);
        must(payments).failing = false;
        const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
          CREATE_ORDER,
          { dto },
          { token },
        );
        expect(link.orderId).toBe(String(must(order).id));
        expect(link.paymentLink).toMatch(/^https:\/\/shop\.example\/payment\/sandbox\//);
      },
      {
        publicUrl: "https://shop.example",
        providers: (db, clock) => {
          payments = new FlakyPayments(db, clock, "https://shop.example");
          return { payments };
        },
      },
    );
  });
});
