import { describe, expect, it } from "vitest";
import type { Pagination } from "../../tests/graphql.ts";
import * as t from "../db/schema.ts";
import { expectGuestsRefused, withApi } from "../../tests/identity-kit.ts";

const USER_ORDERS = /* GraphQL */ `
  query Orders($dto: PaginationDto) {
    userOrderList(dto: $dto) {
      items {
        id
        uuid
        status
        totalPrice
        deliveryPrice
        paid
        itemCount
        createdAt
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
`;

interface UserOrdersData {
  userOrderList: {
    items: { id: string; status: string; totalPrice: number; itemCount: number }[];
    pagination: Pagination;
  };
}

describe("userOrderList", () => {
  it("answers UNAUTHENTICATED to a guest", () => expectGuestsRefused([[USER_ORDERS]]));

  it("is empty for a new shopper", async () => {
    await withApi(async ({ ok, signIn }) => {
      const { accessToken } = await signIn("+79990000011");
      const { userOrderList } = await ok<UserOrdersData>(USER_ORDERS, {}, { token: accessToken });
      expect(userOrderList).toEqual({
        items: [],
        pagination: { page: 1, limit: 24, totalItems: 0, totalPages: 0 },
      });
    });
  });

  it("lists only the shopper's own orders, newest first, with their item counts", async () => {
    await withApi(async ({ ok, signIn, db, clock }) => {
      const anna = await signIn("+79990000011");
      const boris = await signIn("+79990000022");
      const [productItem] = await db.select({ id: t.productItem.id }).from(t.productItem).limit(1);
      if (!productItem) throw new Error("the seed has no product items");
      const place = async (userId: string, totalPrice: number, items: number) => {
        clock.advance(1000);
        const [order] = await db
          .insert(t.order)
          .values({
            userId: Number(userId),
            name: "Покупатель",
            phone: "+79990000000",
            totalPrice,
            status: "AWAITING_PAY",
            createdAt: clock.now(),
          })
          .returning({ id: t.order.id });
        if (!order) throw new Error("order not inserted");
        for (let n = 0; n < items; n += 1) {
          await db
            .insert(t.orderProductItem)
            .values({ orderId: order.id, productItemId: productItem.id, soldPrice: totalPrice });
        }
        return String(order.id);
      };
      const first = await place(anna.userId, 1_000_000, 1);
      await place(boris.userId, 500_000, 1);
      const second = await place(anna.userId, 2_500_000, 2);

      const annas = await ok<UserOrdersData>(USER_ORDERS, {}, { token: anna.accessToken });
      expect(
        annas.userOrderList.items.map(({ id, totalPrice, itemCount, status }) => ({
          id,
          totalPrice,
          itemCount,
          status,
        })),
      ).toEqual([
        { id: second, totalPrice: 2_500_000, itemCount: 2, status: "AWAITING_PAY" },
        { id: first, totalPrice: 1_000_000, itemCount: 1, status: "AWAITING_PAY" },
      ]);
      expect(annas.userOrderList.pagination.totalItems).toBe(2);

      const page2 = await ok<UserOrdersData>(
        USER_ORDERS,
        { dto: { page: 2, limit: 1 } },
        { token: anna.accessToken },
      );
      expect(page2.userOrderList.items.map((order) => order.id)).toEqual([first]);
      expect(page2.userOrderList.pagination).toEqual({
        page: 2,
        limit: 1,
        totalItems: 2,
        totalPages: 2,
      });
    });
  });
});
