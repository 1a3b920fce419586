// The sandbox payment page's calls belong to the order's own shopper, and to the demo only: in
// production with no payment keys no request can mark an order paid
// (docs/decisions/030-demo-and-production.md).
import { eq } from "drizzle-orm";
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
import { postGraphQL } from "../../tests/graphql.ts";
import { type Kit, TEST_SECRET, withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { PAYMENTS_OFF_MESSAGE } from "./payment-link.ts";

const SANDBOX = /* GraphQL */ `
  query ($id: ID!) {
    sandboxPayment(dto: { id: $id }) {
      id
      status
    }
  }
`;

async function placeInDemo(kit: Kit, phone: string) {
  const shopper = await kit.signIn(phone);
  const [item] = await itemsOnSale(kit.db, 1, 40);
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    { dto: orderDto([must(item).id]) },
    { token: shopper.accessToken },
  );
  return { shopper, link, item: must(item), paymentId: sandboxIdOf(link.paymentLink) };
}

async function orderRow(kit: Kit, orderId: string) {
  const [order] = await kit.db
    .select({ paid: t.order.paid, status: t.order.status })
    .from(t.order)
    .where(eq(t.order.id, Number(orderId)));
  return must(order);
}

describe("the sandbox payment's calls", () => {
  it("are refused to a guest and to another shopper, and the order stays unpaid", () =>
    withApi(async (kit) => {
      const { link, paymentId } = await placeInDemo(kit, "+79990003001");
      const other = await kit.signIn("+79990003002");

      const guest = await kit.fails(COMPLETE_SANDBOX, { id: paymentId, outcome: "PAID" });
      expect(guest.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await kit.fails(SANDBOX, { id: paymentId })).extensions?.code).toBe(
        "UNAUTHENTICATED",
      );

      // Someone else's payment answers as an unknown one.
      for (const outcome of ["PAID", "CANCELED"]) {
        const refused = await kit.fails(
          COMPLETE_SANDBOX,
          { id: paymentId, outcome },
          { token: other.accessToken },
        );
        expect(refused.message).toBe("Платёж не найден");
      }
      const seen = await kit.ok<{ sandboxPayment: null }>(
        SANDBOX,
        { id: paymentId },
        { token: other.accessToken },
      );
      expect(seen.sandboxPayment).toBeNull();
      expect(await orderRow(kit, link.orderId)).toEqual({ paid: false, status: "AWAITING_PAY" });
    }));

  it("answer the order's own shopper", () =>
    withApi(async (kit) => {
      const { shopper, link, paymentId } = await placeInDemo(kit, "+79990003003");
      const seen = await kit.ok<{ sandboxPayment: { status: string } }>(
        SANDBOX,
        { id: paymentId },
        { token: shopper.accessToken },
      );
      expect(seen.sandboxPayment.status).toBe("pending");
      await kit.ok(
        COMPLETE_SANDBOX,
        { id: paymentId, outcome: "PAID" },
        { token: shopper.accessToken },
      );
      expect(await orderRow(kit, link.orderId)).toEqual({
        paid: true,
        status: "PAID_READY_TO_SEND",
      });
    }));
});

describe("production with no payment keys", () => {
  it("takes no order and lets no request mark one paid, not even a sandbox payment made before", () =>
    withApi(async (kit) => {
      // A sandbox payment left from a demo on the same database, and its owner's token.
      const { shopper, link, paymentId, item } = await placeInDemo(kit, "+79990003004");
      const production = createShopApi({
        db: kit.db,
        auth: { secret: TEST_SECRET },
        providers: { clock: kit.clock },
        providersConfig: { mode: "production", smsRuApiKey: "sms-key" },
      });
      const as = { authorization: `Bearer ${shopper.accessToken}` };

      const [another] = await itemsOnSale(kit.db, 1, 41);
      const placed = await postGraphQL(
        production,
        CREATE_ORDER,
        { dto: orderDto([must(another).id]) },
        as,
      );
      expect(placed.body.errors?.[0]).toMatchObject({
        message: PAYMENTS_OFF_MESSAGE,
        extensions: { code: "PAYMENT_UNAVAILABLE" },
      });
      // Refused before anything was reserved.
      const [stillOnSale] = await kit.db
        .select({ isReserved: t.productItem.isReserved })
        .from(t.productItem)
        .where(eq(t.productItem.id, must(another).id));
      expect(stillOnSale?.isReserved).toBe(false);

      const seen = await postGraphQL<{ sandboxPayment: null }>(
        production,
        SANDBOX,
        { id: paymentId },
        as,
      );
      expect(seen.body.data?.sandboxPayment).toBeNull();
      for (const headers of [as, {}]) {
        const paid = await postGraphQL(
          production,
          COMPLETE_SANDBOX,
          { id: paymentId, outcome: "PAID" },
          headers,
        );
        expect(paid.body.errors?.length).toBeGreaterThan(0);
      }
      // Nor a forged YooKassa notification naming the sandbox payment.
      await production.fetch(
        new Request("http://shop.test/api/payments/yookassa", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            type: "notification",
            event: "payment.succeeded",
            object: { id: paymentId, status: "succeeded", paid: true },
          }),
        }),
      );
      expect(await orderRow(kit, link.orderId)).toEqual({ paid: false, status: "AWAITING_PAY" });
      expect(item.id).toBeGreaterThan(0);
    }));
});
