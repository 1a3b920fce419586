import { describe, expect, it } from "vitest";
import { placeOrder } from "../../tests/back-office-orders-kit.ts";
import { must } from "../../tests/checkout-kit.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { signInStaff } from "../../tests/staff-kit.ts";

const STAFF_ORDERS = /* GraphQL */ `
  query ($dto: StaffOrdersDto) {
    staffOrders(dto: $dto) {
      items {
        id
        phone
        paid
        status
        deliveryType
        itemCount
      }
      pagination {
        totalItems
      }
    }
  }
`;

const STAFF_ORDER = /* GraphQL */ `
  query ($id: ID!) {
    staffOrder(dto: { id: $id }) {
      id
      status
      commentForShopper
      nextStatuses
      items {
        id
        status
        nextStatuses
        statusHistory {
          status
          previousStatus
        }
      }
      payments {
        status
        amount
      }
    }
  }
`;

const CHANGE_STATUS = /* GraphQL */ `
  mutation ($dto: StaffOrderStatusDto!) {
    staffChangeOrderStatus(dto: $dto) {
      id
      status
      nextStatuses
    }
  }
`;

const SET_COMMENT = /* GraphQL */ `
  mutation ($dto: StaffOrderCommentDto!) {
    staffSetOrderComment(dto: $dto) {
      id
      commentForShopper
    }
  }
`;

const BULK = /* GraphQL */ `
  mutation ($dto: StaffBulkStatusDto!) {
    staffBulkOrderStatus(dto: $dto) {
      moved
      refused
      outcomes {
        orderId
        ok
        status
        message
      }
    }
  }
`;

const AUDIT = /* GraphQL */ `
  query ($filter: StaffAuditFilterDto) {
    staffAudit(filter: $filter, pagination: { page: 1, limit: 50 }) {
      items {
        staffName
        action
        subjectType
        subjectId
        details
      }
    }
  }
`;

interface OrdersData {
  staffOrders: {
    items: { id: string; phone: string; paid: boolean; status: string; deliveryType: string }[];
    pagination: { totalItems: number };
  };
}

/** Every back-office order operation, with variables for order `orderId`. */
const operations = (orderId: number) =>
  [
    [STAFF_ORDERS, { dto: { search: "9995570" } }],
    [STAFF_ORDER, { id: String(orderId) }],
    [CHANGE_STATUS, { dto: { orderId, status: "AWAITING_RESPONSE_FROM_SUPPLIER" } }],
    [SET_COMMENT, { dto: { orderId, comment: "Привет" } }],
    [BULK, { dto: { orderIds: [orderId], status: "AWAITING_RESPONSE_FROM_SUPPLIER" } }],
  ] as const;

async function statusOf(kit: Kit, token: string, orderId: number) {
  const { staffOrder } = await kit.ok<{ staffOrder: { status: string } | null }>(
    STAFF_ORDER,
    { id: String(orderId) },
    { token },
  );
  return staffOrder?.status;
}

describe("the back office's orders in the shop API", () => {
  it("answers owners, managers and warehouse staff; refuses a moderator, a shopper and a guest", () =>
    withApi(async (kit) => {
      const order = await placeOrder(kit, "+79995570001");
      for (const role of ["OWNER", "MANAGER", "WAREHOUSE"] as const) {
        const staff = await signInStaff(kit, role);
        const { staffOrders } = await kit.ok<OrdersData>(
          STAFF_ORDERS,
          { dto: { search: "9995570001" } },
          { token: staff.token },
        );
        expect(
          staffOrders.items.map((item) => item.id),
          role,
        ).toEqual([String(order.orderId)]);
      }
      const moderator = await signInStaff(kit, "MODERATOR");
      for (const [document, variables] of operations(order.orderId)) {
        const refused = await kit.fails(document, variables, { token: moderator.token });
        expect(refused.extensions?.code, document).toBe("FORBIDDEN");
        const shopper = await kit.fails(document, variables, { token: order.accessToken });
        expect(shopper.extensions?.code, document).toBe("UNAUTHENTICATED");
        const guest = await kit.fails(document, variables);
        expect(guest.extensions?.code, document).toBe("UNAUTHENTICATED");
      }
      // Nothing a refused caller asked for happened.
      const owner = await signInStaff(kit, "OWNER");
      expect(await statusOf(kit, owner.token, order.orderId)).toBe("PAID_READY_TO_SEND");
    }));

  it("filters by the shopper's phone, paid, status and delivery type", () =>
    withApi(async (kit) => {
      const manager = await signInStaff(kit, "MANAGER");
      const paid = await placeOrder(kit, "+79995570101");
      const unpaid = await placeOrder(kit, "+79995570102", {
        paid: false,
        pickup: true,
        offset: 3,
      });
      const find = async (dto: Record<string, unknown>) =>
        (
          await kit.ok<OrdersData>(STAFF_ORDERS, { dto }, { token: manager.token })
        ).staffOrders.items.map((item) => Number(item.id));
      expect(await find({ search: "8 999 557-01-01" })).toEqual([paid.orderId]);
      expect(await find({ search: "557010" })).toEqual([unpaid.orderId, paid.orderId]);
      expect(await find({ search: "557010", paid: true })).toEqual([paid.orderId]);
      expect(await find({ search: "557010", paid: false })).toEqual([unpaid.orderId]);
      expect(await find({ search: "557010", status: "AWAITING_PAY" })).toEqual([unpaid.orderId]);
      expect(await find({ search: "557010", deliveryType: "PICKUP_POINT" })).toEqual([
        unpaid.orderId,
      ]);
      expect(await find({ search: "557010", deliveryType: "COURIER" })).toEqual([paid.orderId]);
      expect(await find({ search: String(paid.orderId) })).toContain(paid.orderId);
      for (const [dto, message] of [
        [{ search: "Иванова" }, "Ищите по номеру заказа или телефону покупателя: только цифры"],
        [{ status: "LOST" }, "Неизвестный статус"],
        [{ deliveryType: "DRONE" }, "Неизвестный способ доставки"],
        [{ createdFrom: "2026-12-01", createdTo: "2026-11-01" }, "Дата «с» позже даты «по»"],
        [{ limit: 500 }, "На одной странице — не больше 100 позиций"],
      ] as const) {
        const error = await kit.fails(STAFF_ORDERS, { dto }, { token: manager.token });
        expect(error, JSON.stringify(dto)).toMatchObject({
          message,
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
    }));

  it("moves by the operator API's rules, refuses in Russian, and logs each change under the staff member", () =>
    withApi(async (kit) => {
      const manager = await signInStaff(kit, "MANAGER", { name: "Мария Менеджер" });
      const owner = await signInStaff(kit, "OWNER");
      const order = await placeOrder(kit, "+79995570201", { items: 2 });
      const item = must(order.items[0]);
      const token = { token: manager.token };

      const moved = await kit.ok<{
        staffChangeOrderStatus: { status: string; nextStatuses: string[] };
      }>(
        CHANGE_STATUS,
        { dto: { orderId: order.orderId, status: "PURCHASED_FROM_SELLER" } },
        token,
      );
      expect(moved.staffChangeOrderStatus.status).toBe("PURCHASED_FROM_SELLER");
      expect(moved.staffChangeOrderStatus.nextStatuses).not.toContain(
        "AWAITING_RESPONSE_FROM_SUPPLIER",
      );
      expect(kit.sent.at(-1)?.text).toContain(`Заказ №${order.orderId}`);

      const back = await kit.fails(
        CHANGE_STATUS,
        {
          dto: {
            orderId: order.orderId,
            itemId: item.id,
            status: "AWAITING_RESPONSE_FROM_SUPPLIER",
          },
        },
        token,
      );
      expect(back).toMatchObject({
        message: `Товар ${item.id}: из статуса «Выкуплен у продавца» в «Ожидает ответа от поставщика» перейти нельзя`,
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect(
        await kit.fails(
          CHANGE_STATUS,
          { dto: { orderId: order.orderId, status: "FLYING" } },
          token,
        ),
      ).toMatchObject({ message: "Неизвестный статус", extensions: { code: "BAD_USER_INPUT" } });
      expect(
        await kit.fails(
          CHANGE_STATUS,
          { dto: { orderId: 2_000_000_000, status: "DELIVERED" } },
          token,
        ),
      ).toMatchObject({ message: "Заказа №2000000000 нет", extensions: { code: "NOT_FOUND" } });

      const commented = await kit.ok<{ staffSetOrderComment: { commentForShopper: string } }>(
        SET_COMMENT,
        { dto: { orderId: order.orderId, comment: "Отправим <b>в пятницу</b>" } },
        token,
      );
      expect(commented.staffSetOrderComment.commentForShopper).toBe("Отправим <b>в пятницу</b>");
      expect(
        await kit.fails(
          SET_COMMENT,
          { dto: { orderId: order.orderId, comment: "я".repeat(1001) } },
          token,
        ),
      ).toMatchObject({ message: "Комментарий — не длиннее 1000 символов" });

      const unpaid = await placeOrder(kit, "+79995570202", { paid: false, offset: 4 });
      const { staffBulkOrderStatus: report } = await kit.ok<{
        staffBulkOrderStatus: {
          moved: number;
          refused: number;
          outcomes: { orderId: string; ok: boolean; message: string | null }[];
        };
      }>(
        BULK,
        {
          dto: {
            orderIds: [order.orderId, unpaid.orderId],
            status: "ACCEPTED_IN_RUSSIA_STOCK_MEET",
          },
        },
        token,
      );
      expect(report).toMatchObject({ moved: 1, refused: 1 });
      expect(report.outcomes[1]).toMatchObject({
        orderId: String(unpaid.orderId),
        ok: false,
        message: `Заказ №${unpaid.orderId} не оплачен: пока оплаты нет, его статус меняет только платёж`,
      });

      const { staffAudit } = await kit.ok<{
        staffAudit: {
          items: {
            staffName: string;
            action: string;
            subjectType: string;
            subjectId: string;
            details: string;
          }[];
        };
      }>(AUDIT, { filter: { action: null } }, { token: owner.token });
      const mine = staffAudit.items.filter(
        (entry) => entry.staffName === "Мария Менеджер" && entry.subjectType === "order",
      );
      expect(mine.map((entry) => [entry.action, entry.subjectId]).reverse()).toEqual([
        ["order.status", String(order.orderId)],
        ["order.comment", String(order.orderId)],
        ["orders.bulk-status", String(order.orderId)],
      ]);
      expect(JSON.parse(must(mine.at(-1)).details)).toMatchObject({
        status: "PURCHASED_FROM_SELLER",
        orderStatus: "PURCHASED_FROM_SELLER",
      });
    }));
});
