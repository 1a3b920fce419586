/**
 * An order's items, which several fields read (the items of an order and of a history's order,
 * and the amounts computed from them): one loader for the request, so that a page of orders
 * costs one query for all their items (server/graphql/loading.ts).
 */
import { grouped, requestLoader } from "../graphql/loading.ts";
import { itemsOfOrders } from "./order-service.ts";

/** An order's live items, in the order they were bought. */
export const itemsOfOrder = requestLoader(async (ids, ctx) =>
  grouped(ids, await itemsOfOrders(ctx.db, ids), (row) => row.orderId),
);
