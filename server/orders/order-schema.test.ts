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
      uuid
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
    uuid: string;
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
  it("shows anyone with the order's uuid its statuses, items and dates, and never who or where", () =>
    withApi(async (kit) => {
      const { link } = await placePaid(kit, "+79990002001");
      const { status, body } = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id: link.uuid });
      expect(status).toBe(200);
      const order = must(body.data?.publicOrder);
      expect(order).toMatchObject({
        id: link.orderId,
        uuid: link.uuid,
        status: "PAID_READY_TO_SEND",
      });
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
      // In capitals, as some mail clients rewrite a link, it is the same order.
      const upper = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id: link.uuid.toUpperCase() });
      expect(upper.body.data?.publicOrder?.id).toBe(link.orderId);
    }));

  it("gives nothing for the order's number but to its signed-in owner, the same null as for no order", () =>
    withApi(async (kit) => {
      const { shopper, link } = await placePaid(kit, "+79990002004");
      const other = await kit.signIn("+79990002005");
      const guest = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id: link.orderId });
      const unknown = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id: "987654321" });
      expect(guest.status).toBe(200);
      expect(guest.body).toEqual({ data: { publicOrder: null } });
      expect(unknown.body).toEqual(guest.body);
      for (const token of [other.accessToken, "forged.token.value"]) {
        const { body } = await kit.gql<PublicOrderData>(
          PUBLIC_ORDER,
          { id: link.orderId },
          { token },
        );
        expect(body).toEqual({ data: { publicOrder: null } });
      }
      // Its owner, who knows their own number, gets the order and the key of its link.
      const own = await kit.ok<PublicOrderData>(
        PUBLIC_ORDER,
        { id: link.orderId },
        { token: shopper.accessToken },
      );
      expect(own.publicOrder).toMatchObject({ id: link.orderId, uuid: link.uuid });
    }));

  it("counts through the first numbers as a guest and learns nothing", () =>
    withApi(async (kit) => {
      await placePaid(kit, "+79990002006");
      for (let id = 1; id <= 40; id += 1) {
        const { status, body } = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id: String(id) });
        expect(status, String(id)).toBe(200);
        expect(body, String(id)).toEqual({ data: { publicOrder: null } });
      }
    }));

  it("answers a forged or malformed uuid with null or a clean refusal, never an error", () =>
    withApi(async (kit) => {
      const { link } = await placePaid(kit, "+79990002007");
      // The real uuid with its last digit changed: well-formed, random-looking, not an order.
      const last = link.uuid.slice(-1) === "0" ? "1" : "0";
      const forged = [
        `${link.uuid.slice(0, -1)}${last}`,
        "00000000-0000-4000-a000-000000000000",
        `${link.uuid}0`,
        link.uuid.slice(1),
        link.uuid.replaceAll("-", ""),
        `{${link.uuid}}`,
        "not-a-uuid",
        "' OR 1=1 --",
        "0",
        "-1",
        "1e5",
        "9".repeat(40),
        "",
      ];
      for (const id of forged) {
        const { status, body } = await kit.gql<PublicOrderData>(PUBLIC_ORDER, { id });
        expect(status, id).toBeLessThan(500);
        if (body.errors) {
          expect(body.errors[0]?.extensions?.code, id).toBe("BAD_USER_INPUT");
        } else {
          expect(body.data?.publicOrder, id).toBeNull();
        }
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
