/**
 * The signed-in shopper's order history (spec §7 userOrderList): only their own orders, the
 * user id taken from the access token, never from the dto.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { OrderStatus } from "../graphql/enums.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import { requireUser } from "../identity/viewer.ts";

type OrderRow = typeof t.order.$inferSelect & { itemCount: number };

const UserOrder = builder.objectRef<OrderRow>("UserOrder").implement({
  description: "An order in its owner's history: the summary the order list shows.",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The order number shown to the shopper." }),
    uuid: f.exposeString("uuid"),
    status: f.expose("status", { type: OrderStatus }),
    totalPrice: f.exposeInt("totalPrice", { description: "Kopecks, the goods." }),
    deliveryPrice: f.exposeInt("deliveryPrice", { description: "Kopecks." }),
    paidByBonuses: f.exposeInt("paidByBonuses", { description: "Bonuses spent on it." }),
    cashback: f.exposeInt("cashback", { description: "Bonuses earned with it." }),
    paid: f.exposeBoolean("paid"),
    itemCount: f.exposeInt("itemCount", { description: "How many goods it holds." }),
    createdAt: f.string({ resolve: (order) => order.createdAt.toISOString() }),
  }),
});

const UserOrderPage = builder
  .objectRef<{ items: OrderRow[]; page: number; limit: number; totalItems: number }>(
    "UserOrderPage",
  )
  .implement({
    fields: (f) => ({
      items: f.field({ type: [UserOrder], resolve: (page) => page.items }),
      pagination: f.field({ type: Pagination, resolve: (page) => page }),
    }),
  });

builder.queryField("userOrderList", (f) =>
  f.field({
    type: UserOrderPage,
    description: "The signed-in shopper's orders, newest first.",
    args: { dto: f.arg({ type: PaginationDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      const page = toPage(dto);
      const mine = and(eq(t.order.userId, userId), isNull(t.order.deletedAt));
      const [total] = await ctx.db.select({ value: count() }).from(t.order).where(mine);
      const orders = await ctx.db
        .select()
        .from(t.order)
        .where(mine)
        .orderBy(desc(t.order.createdAt), desc(t.order.id))
        .limit(page.limit)
        .offset(page.offset);
      const counts = orders.length
        ? await ctx.db
            .select({ orderId: t.orderProductItem.orderId, value: sql<number>`count(*)::int` })
            .from(t.orderProductItem)
            .where(
              and(
                inArray(
                  t.orderProductItem.orderId,
                  orders.map((order) => order.id),
                ),
                isNull(t.orderProductItem.deletedAt),
              ),
            )
            .groupBy(t.orderProductItem.orderId)
        : [];
      const itemCounts = new Map(counts.map((row) => [row.orderId, row.value]));
      return {
        items: orders.map((order) => ({ ...order, itemCount: itemCounts.get(order.id) ?? 0 })),
        page: page.page,
        limit: page.limit,
        totalItems: total?.value ?? 0,
      };
    },
  }),
);
