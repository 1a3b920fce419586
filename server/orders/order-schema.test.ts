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

const PUBLIC_ORDER = /* GraphQL */ `
  query ($id: ID!) {
    publicOrder(dto: { id: $id }) {
      id
      status
      paid
      createdAt
      deliveryType
      orderProductItems {
        id
        status
        soldPrice
        trackCode
        estimatedDeliveryDate
        statusHistory {
          status
          previousStatus
          createdAt
        }
        productItem {
          size {
            name
          }
          product {
            name
          }
        }
      }
    }
  }
`;

const OWN_ORDER = /* GraphQL */ `
  query ($uuid: String!) {
    getOrderByUUID(dto: { uuid: $uuid }) {
      id
      name
      phone
      deliveryType
      orderProductItems {
        statusHistory {
          status
        }
      }
    }
  }
`;

interface PublicOrderData {
  publicOrder: {
    id: string;
    status: string;
    deliveryType: string;
    orderProductItems: { statusHistory: { status: string; previousStatus: string | null }[] }[];
  } | null;
}

async function placePaid(kit: Kit, phone: string) {
  const shopper = await kit.signIn(phone);
  const [item] = await itemsOnSale(kit.db, 1, 30);
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    {
      dto: orderDto([must(item).id], {
        name: "Приватное",
        surname: "Имясекретов",
        email: "private-person@example.ru",
      }),
    },
    { token: shopper.accessToken },
  );
  await kit.ok(
    COMPLETE_SANDBOX,
    { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
    { token: shopper.accessToken },
  );
  return { shopper, link };
}

describe("publicOrder", () => {
  it("shows anyone an order's statuses, items and dates, and never who or where", () =>
    withApi(async (kit) => {
      const { link } = await placePaid(kit, "+79990002001");
      const { status, body } = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id: link.orderId });
      expect(status).toBe(200);
      const order = must(body.data?.publicOrder);
      expect(order).toMatchObject({ id: link.orderId, status: "PAID_READY_TO_SEND" });
      expect(order.deliveryType).toBe("COURIER");
      expect(order.orderProductItems[0]?.statusHistory).toMatchObject([
        { status: "AWAITING_PAY", previousStatus: null },
        { status: "PAID_READY_TO_SEND", previousStatus: "AWAITING_PAY" },
      ]);
      const text = JSON.stringify(body);
      for (const secret of [
        "Приватное",
        "Имясекретов",
        "private-person",
        "79991234567",
        "Тверская",
      ]) {
        expect(text).not.toContain(secret);
      }
    }));

  it("answers null for an unknown or malformed number, never an error", () =>
    withApi(async (kit) => {
      for (const id of ["999999999", "0", "-1", "abc", "1e5", "9".repeat(40)]) {
        const { body } = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id });
        expect(body.errors, id).toBeUndefined();
        expect(body.data?.publicOrder, id).toBeNull();
      }
    }));
});

describe("getOrderByUUID", () => {
  it("gives the owner the whole order and another shopper nothing", () =>
    withApi(async (kit) => {
      const { shopper, link } = await placePaid(kit, "+79990002002");
      const other = await kit.signIn("+79990002003");
      const own = await kit.ok<{ getOrderByUUID: { name: string; deliveryType: string } | null }>(
        OWN_ORDER,
        { uuid: link.uuid },
        { token: shopper.accessToken },
      );
      expect(own.getOrderByUUID).toMatchObject({ name: "Приватное", deliveryType: "COURIER" });
      const theirs = await kit.ok<{ getOrderByUUID: unknown }>(
        OWN_ORDER,
        { uuid: link.uuid },
        { token: other.accessToken },
      );
      expect(theirs.getOrderByUUID).toBeNull();
      const guest = await kit.ok<{ getOrderByUUID: unknown }>(OWN_ORDER, { uuid: link.uuid });
      expect(guest.getOrderByUUID).toBeNull();
    }));
});
