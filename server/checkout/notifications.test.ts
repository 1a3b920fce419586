import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COMPLETE_SANDBOX,
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  orderDto,
  sandboxIdOf,
  must,
} from "../../tests/checkout-kit.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { resolveProviders, type ShopProviders } from "../providers/index.ts";
import type { PaymentProvider } from "../providers/payments.ts";
import { applyPaymentNotification } from "./notifications.ts";
import { releaseExpiredReservations } from "./order-state.ts";
import { RESERVATION_MS } from "./placement.ts";

const ORDER = /* GraphQL */ `
  query ($uuid: String!) {
    getOrderByUUID(dto: { uuid: $uuid }) {
      id
      status
      paid
      paidByBonuses
      reservedUntil
      paymentLink
      addressDelivery {
        city
        street
        house
      }
      orderProductItems {
        status
        soldPrice
        productItem {
          id
          size {
            name
          }
          product {
            name
            slug
          }
        }
      }
    }
  }
`;

const SANDBOX = `query ($id: ID!) { sandboxPayment(dto: { id: $id }) { id orderId amount status description } }`;

async function place(kit: Kit, phone: string, bonuses = 0) {
  const shopper = await kit.signIn(phone);
  const [item] = await itemsOnSale(kit.db, 1);
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    { dto: orderDto([must(item).id], { bonuses }) },
    { token: shopper.accessToken },
  );
  return { shopper, item: must(item), link, paymentId: sandboxIdOf(link.paymentLink) };
}

async function state(db: Database, orderId: string, itemId: number) {
  const [order] = await db
    .select()
    .from(t.order)
    .where(eq(t.order.id, Number(orderId)));
  const [item] = await db.select().from(t.productItem).where(eq(t.productItem.id, itemId));
  const ledger = await db
    .select({ amount: t.bonusTransaction.amount, reason: t.bonusTransaction.reason })
    .from(t.bonusTransaction)
    .where(eq(t.bonusTransaction.orderId, Number(orderId)));
  return { order: must(order), item: must(item), ledger };
}

/** A payment applied as the provider answers it when asked back, as a notification's is. */
async function applyFetched(db: Database, providers: ShopProviders, id: string) {
  const payment = await providers.payments.fetch(id);
  return payment ? applyPaymentNotification(db, providers, payment) : "unchanged";
}

const notify = (kit: Kit, body: string) =>
  kit.api.fetch(
    new Request("http://shop.test/api/payments/yookassa", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    }),
  );

describe("paying on the sandbox page", () => {
  it("marks the order paid, sells the items and takes them out of the cart", () =>
    withApi(async (kit) => {
      const shopper = await kit.signIn("+79990000201");
      const [item] = await itemsOnSale(kit.db, 1);
      await kit.ok(
        `mutation ($id: ID!) { addToProductCart(dto: { id: $id }) { totalPrice } }`,
        { id: String(must(item).id) },
        { token: shopper.accessToken },
      );
      const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
        CREATE_ORDER,
        { dto: orderDto([must(item).id], { bonuses: 100 }) },
        { token: shopper.accessToken },
      );
      const id = sandboxIdOf(link.paymentLink);
      const { sandboxPayment } = await kit.ok<{
        sandboxPayment: { amount: number; status: string; orderId: string };
      }>(SANDBOX, { id }, { token: shopper.accessToken });
      expect(sandboxPayment).toMatchObject({
        amount: link.totalToPay,
        status: "pending",
        orderId: link.orderId,
      });

      const before = await kit.ok<{ getOrderByUUID: { paymentLink: string; status: string } }>(
        ORDER,
        { uuid: link.uuid },
        { token: shopper.accessToken },
      );
      expect(before.getOrderByUUID).toMatchObject({
        status: "AWAITING_PAY",
        paymentLink: link.paymentLink,
      });

      const { completeSandboxPayment } = await kit.ok<{
        completeSandboxPayment: { returnUrl: string; status: string };
      }>(COMPLETE_SANDBOX, { id, outcome: "PAID" }, { token: shopper.accessToken });
      expect(completeSandboxPayment).toEqual({
        returnUrl: `/orders/${link.uuid}`,
        status: "succeeded",
      });
      const after = await state(kit.db, link.orderId, must(item).id);
      expect(after.order).toMatchObject({
        status: "PAID_READY_TO_SEND",
        paid: true,
        reservedUntil: null,
      });
      expect(after.item).toMatchObject({ isSold: true, isReserved: false });
      expect(after.ledger).toEqual([{ amount: -100, reason: "ORDER_SPENT" }]);
      const cart = await kit.ok<{ productCart: { productItems: unknown[] } }>(
        `query { productCart { productItems { id } } }`,
        {},
        { token: shopper.accessToken },
      );
      expect(cart.productCart.productItems).toHaveLength(0);
      const history = await kit.db
        .select()
        .from(t.orderItemStatusHistory)
        .innerJoin(
          t.orderProductItem,
          eq(t.orderProductItem.id, t.orderItemStatusHistory.orderProductItemId),
        )
        .where(eq(t.orderProductItem.orderId, Number(link.orderId)));
      expect(
        history.map((h) => [
          h.order_item_status_history.previousStatus,
          h.order_item_status_history.status,
        ]),
      ).toEqual([
        [null, "AWAITING_PAY"],
        ["AWAITING_PAY", "PAID_READY_TO_SEND"],
      ]);

      const read = await kit.ok<{ getOrderByUUID: Record<string, unknown> }>(
        ORDER,
        { uuid: link.uuid },
        { token: shopper.accessToken },
      );
      expect(read.getOrderByUUID).toMatchObject({
        id: link.orderId,
        status: "PAID_READY_TO_SEND",
        paid: true,
        paidByBonuses: 100,
        paymentLink: null,
        addressDelivery: { city: "Москва", street: "Тверская", house: "1" },
        orderProductItems: [
          {
            status: "PAID_READY_TO_SEND",
            soldPrice: must(item).price,
            productItem: {
              id: String(must(item).id),
              size: { name: must(item).sizeName },
              product: { name: must(item).productName },
            },
          },
        ],
      });
      // Someone else's order, or a guest: null.
      const other = await kit.signIn("+79990000202");
      expect(
        (
          await kit.ok<{ getOrderByUUID: null }>(
            ORDER,
            { uuid: link.uuid },
            { token: other.accessToken },
          )
        ).getOrderByUUID,
      ).toBeNull();
      expect(
        (await kit.ok<{ getOrderByUUID: null }>(ORDER, { uuid: link.uuid })).getOrderByUUID,
      ).toBeNull();

      // The same notification again, and a cancel after payment: nothing changes.
      const providers = resolveProviders(kit.db, {}, { clock: kit.clock });
      expect(await applyFetched(kit.db, providers, id)).toBe("unchanged");
      const again = await kit.ok<{ completeSandboxPayment: { status: string } }>(
        COMPLETE_SANDBOX,
        { id, outcome: "CANCELED" },
        { token: shopper.accessToken },
      );
      expect(again.completeSandboxPayment.status).toBe("succeeded");
      expect((await state(kit.db, link.orderId, must(item).id)).order.status).toBe(
        "PAID_READY_TO_SEND",
      );
    }));

  it("cancels: the items go back on sale and the bonuses come back once", () =>
    withApi(async (kit) => {
      const { shopper, link, item, paymentId } = await place(kit, "+79990000203", 200);
      const { completeSandboxPayment } = await kit.ok<{
        completeSandboxPayment: { status: string };
      }>(COMPLETE_SANDBOX, { id: paymentId, outcome: "CANCELED" }, { token: shopper.accessToken });
      expect(completeSandboxPayment.status).toBe("canceled");
      const providers = resolveProviders(kit.db, {}, { clock: kit.clock });
      expect(await applyFetched(kit.db, providers, paymentId)).toBe("unchanged");
      await kit.ok(
        COMPLETE_SANDBOX,
        { id: paymentId, outcome: "PAID" },
        { token: shopper.accessToken },
      );
      const after = await state(kit.db, link.orderId, item.id);
      expect(after.order).toMatchObject({ status: "CANCEL_PURCHASE", paid: false });
      expect(after.item).toMatchObject({ isSold: false, isReserved: false });
      expect(after.ledger.sort((a, b) => a.amount - b.amount)).toEqual([
        { amount: -200, reason: "ORDER_SPENT" },
        { amount: 200, reason: "ORDER_REFUND" },
      ]);
      const [payment] = await kit.db
        .select()
        .from(t.payment)
        .where(eq(t.payment.orderId, Number(link.orderId)));
      expect(payment?.status).toBe("CANCELED");
    }));
});

describe("payment notifications", () => {
  it("POST /api/payments/yookassa: 400 for a body that is not a notification, 200 for an unknown or pending payment, and nothing changes", () =>
    withApi(async (kit) => {
      const { link, item, paymentId } = await place(kit, "+79990000204", 50);
      const before = await state(kit.db, link.orderId, item.id);
      expect((await notify(kit, "{not json")).status).toBe(400);
      expect((await notify(kit, JSON.stringify({ event: "payment.succeeded" }))).status).toBe(400);
      const unknown = await notify(
        kit,
        JSON.stringify({ event: "payment.succeeded", object: { id: "2f0c-unknown" } }),
      );
      expect(unknown.status).toBe(200);
      // A forged "succeeded" for a payment the provider still holds as pending.
      const forged = await notify(
        kit,
        JSON.stringify({
          event: "payment.succeeded",
          object: { id: paymentId, status: "succeeded", paid: true },
        }),
      );
      expect(forged.status).toBe(200);
      expect(await forged.json()).toEqual({ outcome: "unchanged" });
      const get = await kit.api.fetch(new Request("http://shop.test/api/payments/yookassa"));
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(await state(kit.db, link.orderId, item.id)).toEqual(before);
    }));

  it("refuses a succeeded payment whose amount is not the order's", () =>
    withApi(async (kit) => {
      const { link, item, paymentId } = await place(kit, "+79990000205");
      const real = resolveProviders(kit.db, {}, { clock: kit.clock });
      await kit.db
        .update(t.sandboxPayment)
        .set({ status: "succeeded", amount: 100 })
        .where(eq(t.sandboxPayment.id, paymentId));
      expect(await applyFetched(kit.db, real, paymentId)).toBe("unchanged");
      expect((await state(kit.db, link.orderId, item.id)).order).toMatchObject({
        status: "AWAITING_PAY",
        paid: false,
      });
      // A provider answering a payment of another order is ignored as well.
      const lying: PaymentProvider = {
        name: "sandbox",
        notifiedAs: "yookassa",
        create: () => Promise.reject(new Error("unused")),
        readNotification: () => Promise.reject(new Error("unused")),
        fetch: async (id) => ({
          id,
          status: "succeeded",
          paid: true,
          amount: link.totalToPay,
          confirmationUrl: null,
          orderId: Number(link.orderId) + 1,
        }),
      };
      expect(await applyFetched(kit.db, { ...real, payments: lying }, paymentId)).toBe("unchanged");
    }));
});

describe("reservations", () => {
  it("an unpaid order is cancelled when its reservation runs out: items back on sale, bonuses returned", () =>
    withApi(async (kit) => {
      const { link, item } = await place(kit, "+79990000206", 100);
      const providers = resolveProviders(kit.db, {}, { clock: kit.clock });
      kit.clock.advance(RESERVATION_MS - 1000);
      expect(await releaseExpiredReservations(kit.db, providers)).toBe(0);
      kit.clock.advance(2000);
      expect(await releaseExpiredReservations(kit.db, providers)).toBe(1);
      expect(await releaseExpiredReservations(kit.db, providers)).toBe(0);
      const after = await state(kit.db, link.orderId, item.id);
      expect(after.order.status).toBe("CANCEL_PURCHASE");
      expect(after.item.isReserved).toBe(false);
      expect(after.ledger.filter((entry) => entry.reason === "ORDER_REFUND")).toEqual([
        { amount: 100, reason: "ORDER_REFUND" },
      ]);
      // Paying it now is refused: its payment is cancelled instead (the shopper signs in again:
      // the access token has run out with the reservation).
      const again = await kit.signIn("+79990000206");
      const { completeSandboxPayment } = await kit.ok<{
        completeSandboxPayment: { status: string };
      }>(
        COMPLETE_SANDBOX,
        { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
        { token: again.accessToken },
      );
      expect(completeSandboxPayment.status).toBe("canceled");
      expect((await state(kit.db, link.orderId, item.id)).order.paid).toBe(false);
    }));

  it("placing an order first releases expired reservations, so the item can be bought again", () =>
    withApi(async (kit) => {
      const { link, item } = await place(kit, "+79990000207");
      kit.clock.advance(RESERVATION_MS + 1000);
      const next = await kit.signIn("+79990000208");
      const { createOrderWithPaymentLink: second } = await kit.ok<CreateOrderData>(
        CREATE_ORDER,
        { dto: orderDto([item.id]) },
        { token: next.accessToken },
      );
      expect(second.orderId).not.toBe(link.orderId);
      const [first] = await kit.db
        .select()
        .from(t.order)
        .where(eq(t.order.id, Number(link.orderId)));
      expect(first?.status).toBe("CANCEL_PURCHASE");
      const held = await kit.db
        .select()
        .from(t.orderProductItem)
        .where(
          and(
            eq(t.orderProductItem.productItemId, item.id),
            eq(t.orderProductItem.status, "AWAITING_PAY"),
          ),
        );
      expect(held).toHaveLength(1);
    }));
});
