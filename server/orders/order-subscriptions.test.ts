import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  COMPLETE_SANDBOX,
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  orderDto,
  sandboxIdOf,
} from "../../tests/checkout-kit.ts";
import { ownTestDatabase, type TestDatabase } from "../../tests/database.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { OPERATOR_STATUS_PATH } from "./operator-endpoint.ts";
import { announceOrderChange, ORDER_CHANGED, OrderEvents } from "./order-events.ts";
import { LIVE_STATUS_MESSAGES } from "./order-subscriptions.ts";

/**
 * An order's status as it changes (docs/orders.md#live-status): Yoga's server-sent events for
 * `orderUpdated` and `myOrdersUpdated`, who may follow which order, the bounds on open
 * subscriptions, and the NOTIFY of a committed status change reaching an open subscription.
 */

const TOKEN = "operator-token-for-tests-0123456789abcdef";

const ORDER_UPDATED = /* GraphQL */ `
  subscription OrderUpdated($id: ID!) {
    orderUpdated(dto: { id: $id }) {
      id
      uuid
      status
      paid
    }
  }
`;

const MY_ORDERS_UPDATED = /* GraphQL */ `
  subscription MyOrdersUpdated {
    myOrdersUpdated {
      id
      status
    }
  }
`;

interface Update {
  id: string;
  status: string;
}
interface SseResult {
  data?: Record<string, Update> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** An open subscription: its events' results one by one, and its end. */
interface Stream {
  next(): Promise<SseResult | "complete">;
  close(): Promise<void>;
}

/** Subscribes over server-sent events, as the storefront does (a POST asking for text/event-stream). */
async function subscribe(
  kit: Kit,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Stream> {
  const response = await kit.api.fetch(
    new Request("http://shop.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  );
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error("no body");
  let buffer = "";
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === "complete") return "complete";
          if (event === "next" && data) return JSON.parse(data) as SseResult;
          continue; // a heartbeat
        }
        const { value, done } = await reader.read();
        if (done) return "complete";
        buffer += value;
      }
    },
    close: () => reader.cancel(),
  };
}

/** A shopper's order of one item from abroad, placed and paid in the sandbox. */
async function paidOrder(kit: Kit, phone: string) {
  const shopper = await kit.signIn(phone);
  const [item] = await itemsOnSale(kit.db, 1, 0, "ABROAD");
  if (!item) throw new Error("nothing on sale");
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    { dto: orderDto([item.id]) },
    { token: shopper.accessToken },
  );
  await kit.ok(
    COMPLETE_SANDBOX,
    { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
    { token: shopper.accessToken },
  );
  return { shopper, orderId: Number(link.orderId), uuid: link.uuid };
}

async function moveOrder(kit: Kit, orderId: number, status: string) {
  const response = await kit.api.fetch(
    new Request(`http://shop.test${OPERATOR_STATUS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ orderId, status }),
    }),
  );
  expect(response.status).toBe(200);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("an order's subscriptions", () => {
  it("give the owner, and anyone with the link, the order as it is and then each change", () => {
    const events = new OrderEvents();
    return withApi(
      async (kit) => {
        const { shopper, orderId, uuid } = await paidOrder(kit, "+79990003701");
        const owner = await subscribe(
          kit,
          ORDER_UPDATED,
          { id: String(orderId) },
          bearer(shopper.accessToken),
        );
        const guest = await subscribe(kit, ORDER_UPDATED, { id: uuid });
        const mine = await subscribe(kit, MY_ORDERS_UPDATED, {}, bearer(shopper.accessToken));
        for (const stream of [owner, guest]) {
          expect(await stream.next()).toEqual({
            data: {
              orderUpdated: { id: String(orderId), uuid, status: "PAID_READY_TO_SEND", paid: true },
            },
          });
        }
        await moveOrder(kit, orderId, "AWAITING_RESPONSE_FROM_SUPPLIER");
        // The transaction is rolled back at the end: the database's notification is handed over here.
        const [order] = await kit.db.select().from(t.order).where(eq(t.order.id, orderId));
        events.publish(JSON.stringify({ order: orderId, user: order?.userId ?? null }));
        for (const stream of [owner, guest]) {
          expect(await stream.next()).toMatchObject({
            data: { orderUpdated: { status: "AWAITING_RESPONSE_FROM_SUPPLIER" } },
          });
        }
        expect(await mine.next()).toEqual({
          data: {
            myOrdersUpdated: { id: String(orderId), status: "AWAITING_RESPONSE_FROM_SUPPLIER" },
          },
        });
        // Another order's change reaches none of them; the streams end when the subscribers leave.
        events.publish(JSON.stringify({ order: orderId + 1000, user: null }));
        expect(events.openCount).toBe(3);
        await Promise.all([owner.close(), guest.close(), mine.close()]);
        await expect.poll(() => events.openCount).toBe(0);
      },
      { operatorToken: TOKEN, orderEvents: events },
    );
  });

  it("refuse another shopper and a guest an order by its number, and a guest every shopper's orders", () =>
    withApi(async (kit) => {
      const { orderId } = await paidOrder(kit, "+79990003702");
      const other = await kit.signIn("+79990003703");
      for (const headers of [bearer(other.accessToken), {}]) {
        const stream = await subscribe(kit, ORDER_UPDATED, { id: String(orderId) }, headers);
        const refused = await stream.next();
        expect(refused).toMatchObject({
          errors: [{ message: LIVE_STATUS_MESSAGES.notFound, extensions: { code: "NOT_FOUND" } }],
        });
      }
      const unknown = await subscribe(kit, ORDER_UPDATED, {
        id: "00000000-0000-4000-8000-000000000000",
      });
      expect(await unknown.next()).toMatchObject({
        errors: [{ extensions: { code: "NOT_FOUND" } }],
      });
      const guest = await subscribe(kit, MY_ORDERS_UPDATED, {});
      expect(await guest.next()).toMatchObject({
        errors: [{ extensions: { code: "UNAUTHENTICATED" } }],
      });
    }));

  it("are bounded per shopper and per address", () => {
    const events = new OrderEvents({ perShopper: 2, perAddress: 3 });
    return withApi(
      async (kit) => {
        const { shopper, uuid } = await paidOrder(kit, "+79990003704");
        const open: Stream[] = [];
        for (let i = 0; i < 2; i += 1) {
          open.push(await subscribe(kit, ORDER_UPDATED, { id: uuid }, bearer(shopper.accessToken)));
          expect(await open.at(-1)?.next()).toMatchObject({ data: { orderUpdated: { uuid } } });
        }
        const third = await subscribe(
          kit,
          ORDER_UPDATED,
          { id: uuid },
          bearer(shopper.accessToken),
        );
        expect(await third.next()).toMatchObject({
          errors: [
            { message: LIVE_STATUS_MESSAGES.tooMany, extensions: { code: "TOO_MANY_REQUESTS" } },
          ],
        });
        // A guest's tabs from one address: three, not four.
        const fromAddress = { "x-forwarded-for": "203.0.113.7" };
        for (let i = 0; i < 3; i += 1) {
          open.push(await subscribe(kit, ORDER_UPDATED, { id: uuid }, fromAddress));
          expect(await open.at(-1)?.next()).toMatchObject({ data: { orderUpdated: { uuid } } });
        }
        const fourth = await subscribe(kit, ORDER_UPDATED, { id: uuid }, fromAddress);
        expect(await fourth.next()).toMatchObject({
          errors: [{ extensions: { code: "TOO_MANY_REQUESTS" } }],
        });
        // The process stopping ends every stream.
        events.close();
        for (const stream of open) expect(await stream.next()).toBe("complete");
        expect(events.openCount).toBe(0);
      },
      { orderEvents: events },
    );
  });
});

describe("a committed order change", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await ownTestDatabase();
  });
  afterAll(() => database.close());

  it("is announced on commit only, and reaches the open subscription of the order", async () => {
    const events = new OrderEvents();
    const heard: string[] = [];
    const stop = await database.listen(ORDER_CHANGED, (payload) => {
      heard.push(payload);
      events.publish(payload);
    });
    try {
      await database.db
        .transaction(async (tx) => {
          await announceOrderChange(tx, { id: 1, userId: null });
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      await withApi(
        async (kit) => {
          const { shopper, orderId, uuid } = await paidOrder(kit, "+79990003705");
          // The payment's announcement comes back through LISTEN in its own time: heard before the
          // subscription opens, or the stream would tell the same status twice (a busy machine
          // once delivered it after the first value).
          await vi.waitFor(() => expect(heard).toHaveLength(1));
          const stream = await subscribe(
            kit,
            ORDER_UPDATED,
            { id: uuid },
            bearer(shopper.accessToken),
          );
          expect(await stream.next()).toMatchObject({
            data: { orderUpdated: { status: "PAID_READY_TO_SEND" } },
          });
          await moveOrder(kit, orderId, "AWAITING_RESPONSE_FROM_SUPPLIER");
          expect(await stream.next()).toMatchObject({
            data: {
              orderUpdated: { id: String(orderId), status: "AWAITING_RESPONSE_FROM_SUPPLIER" },
            },
          });
          await stream.close();
          // The payment's and the operator's changes; never the rolled-back one.
          const [order] = await kit.db.select().from(t.order).where(eq(t.order.id, orderId));
          const payload = JSON.stringify({ order: orderId, user: order?.userId ?? null });
          expect(heard).toEqual([payload, payload]);
        },
        { operatorToken: TOKEN, orderEvents: events, committing: database.db },
      );
    } finally {
      await stop();
    }
  });
});
