import { z } from "zod";
import {
  MyOrdersUpdatedSubscription,
  OrderUpdatedSubscription,
} from "~/features/orders/live-status-documents.server.ts";
import { shopEventStream } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/resources.order-updates";

/** The order's key, from its page's link; none: every order of the signed-in shopper. */
const query = z.object({
  order: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    .optional(),
});

/**
 * GET /resources/order-updates?order={uuid}: the order's changes as server-sent events, for its
 * open page; without `order`, the signed-in shopper's orders' changes, for «Мои заказы»
 * (docs/orders.md#live-status). The shop API checks who may follow which. The stream is kept by
 * no cache, compressed by no one (no-transform: the HTTP server's compression would hold it back)
 * and buffered by no proxy (X-Accel-Buffering: deploy/nginx.conf).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response("Некорректный номер заказа", { status: 400 });
  const { order } = parsed.data;
  const upstream = order
    ? await shopEventStream(request, context, OrderUpdatedSubscription, { id: order })
    : await shopEventStream(request, context, MyOrdersUpdatedSubscription, {});
  const streaming = (upstream.headers.get("content-type") ?? "").startsWith("text/event-stream");
  return new Response(upstream.body, {
    status: upstream.status,
    headers: {
      "content-type": streaming
        ? "text/event-stream; charset=utf-8"
        : (upstream.headers.get("content-type") ?? "text/plain; charset=utf-8"),
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
