/**
 * An order's status as it changes (docs/orders.md#live-status), over GraphQL subscriptions
 * (Yoga's server-sent events): `orderUpdated` for one order, to whoever may read it as
 * publicOrder allows (its uuid, the key of its link, to anyone holding it; its number only to its
 * signed-in owner: docs/decisions/032-public-order-links.md), and `myOrdersUpdated` for every
 * order of the signed-in shopper. Who may follow is checked once, on subscribe; each event is
 * the order as it is now, read again from the database. The events come from order-events.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { GraphQLError } from "graphql";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { OrderStatus } from "../graphql/enums.ts";
import { isRowId } from "../graphql/ids.ts";
import { signedOutError } from "../graphql/viewer.ts";
import { clientInfo } from "../identity/client.ts";
import { type Follower, type OrderChange, OrderEvents } from "./order-events.ts";
import { findOrderByUuid, findOwnOrderById, type OrderRow } from "./order-service.ts";
import { ORDER_NUMBER, PublicOrderDto } from "./order-schema.ts";

export const LIVE_STATUS_MESSAGES = {
  notFound: "Такого заказа нет",
  tooMany: "Слишком много открытых страниц заказов: закройте лишние и обновите страницу",
  off: "Обновления заказов недоступны",
} as const;

const OrderUpdate = builder.objectRef<OrderRow>("OrderUpdate").implement({
  description:
    "An order's state after a change: what its page needs to know that it should read it again.",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The order number shown to the shopper." }),
    uuid: f.exposeString("uuid"),
    status: f.expose("status", { type: OrderStatus }),
    paid: f.exposeBoolean("paid"),
    updatedAt: f.string({ resolve: (order) => order.updatedAt.toISOString() }),
  }),
});

/** The process's OrderEvents, or the error of an API that has none (createShopApi always has). */
function eventsOf(ctx: ShopContext): OrderEvents {
  if (!(ctx.orderEvents instanceof OrderEvents)) {
    throw new GraphQLError(LIVE_STATUS_MESSAGES.off, { extensions: { code: "UNAVAILABLE" } });
  }
  return ctx.orderEvents;
}

const notFound = () =>
  new GraphQLError(LIVE_STATUS_MESSAGES.notFound, { extensions: { code: "NOT_FOUND" } });

function opened<T>(stream: AsyncIterable<T> | null): AsyncIterable<T> {
  if (!stream) {
    throw new GraphQLError(LIVE_STATUS_MESSAGES.tooMany, {
      extensions: { code: "TOO_MANY_REQUESTS" },
    });
  }
  return stream;
}

async function orderNow(ctx: ShopContext, orderId: number): Promise<OrderRow | null> {
  if (!isRowId(orderId)) return null;
  const [row] = await ctx.db
    .select()
    .from(t.order)
    .where(and(eq(t.order.id, orderId), isNull(t.order.deletedAt)));
  return row ?? null;
}

const followerOf = (ctx: ShopContext, userId: number | null): Follower => ({
  userId,
  address: clientInfo(ctx.request).ip,
});

builder.subscriptionType({});

builder.subscriptionField("orderUpdated", (f) =>
  f.field({
    type: OrderUpdate,
    description:
      "One order's state, first as it is, then after each change. By its uuid to anyone with its link; by its number only to its signed-in owner (else NOT_FOUND, the same for every number).",
    args: { dto: f.arg({ type: PublicOrderDto, required: true }) },
    subscribe: async (_root, { dto }, ctx) => {
      const events = eventsOf(ctx);
      const id = String(dto.id);
      const viewer = await ctx.viewer();
      let order: OrderRow | null;
      if (ORDER_NUMBER.test(id)) {
        // Numbers are sequential: anyone could count through them (docs/security.md#order-links).
        if (!viewer.ok && viewer.reason === "expired") throw signedOutError(viewer.reason);
        order = viewer.ok ? await findOwnOrderById(ctx.db, viewer.userId, Number(id)) : null;
      } else {
        order = await findOrderByUuid(ctx.db, id);
      }
      if (!order) throw notFound();
      const follower = followerOf(ctx, viewer.ok ? viewer.userId : null);
      // The order as it is first, read once its changes are listened to: a change between the
      // page's render and now is not missed.
      const { id: orderId } = order;
      const now = () => orderNow(ctx, orderId);
      return opened(events.follow("order", orderId, follower, now, now));
    },
    resolve: (order) => order,
  }),
);

builder.subscriptionField("myOrdersUpdated", (f) =>
  f.field({
    type: OrderUpdate,
    description:
      "Each change of any order of the signed-in shopper, as the order is after it; UNAUTHENTICATED for a guest, checked on subscribe.",
    subscribe: async (_root, _args, ctx) => {
      const events = eventsOf(ctx);
      const viewer = await ctx.viewer();
      if (!viewer.ok) throw signedOutError(viewer.reason);
      const own = async (change: OrderChange) => {
        const order = await orderNow(ctx, change.orderId);
        return order?.userId === viewer.userId ? order : null;
      };
      return opened(events.follow("shopper", viewer.userId, followerOf(ctx, viewer.userId), own));
    },
    resolve: (order) => order,
  }),
);
