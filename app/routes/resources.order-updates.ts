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
  return new Response(passedOn(upstream.body), {
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

/**
 * The API's stream as a stream of this runtime's own. The API's Response is Yoga's (its fetch
 * implementation's), whose body Node's Response would read as an async iterable, and that
 * reading throws out of the process ("ReadableStream is already closed") when a browser leaves
 * while the API ends the stream. Here a browser that leaves cancels the API's stream, and a read
 * that ends after that is ignored.
 */
function passedOn(body: ReadableStream<Uint8Array> | null): ReadableStream<Uint8Array> | null {
  if (!body) return null;
  const reader = body.getReader();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (cancelled) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      cancelled = true;
      return reader.cancel(reason);
    },
  });
}
