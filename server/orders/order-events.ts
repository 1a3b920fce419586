/**
 * An order's changes as they happen (docs/orders.md#live-status): whatever moves an order (the
 * operator API and its CLI, the back office, a payment, an expired reservation) NOTIFYs the
 * channel ORDER_CHANGED in its transaction, so the notification is delivered when the change is
 * committed, to every process that LISTENs, on every instance and worker alike. Each API process
 * hears it (startShopApi) and hands it to its OrderEvents, which tells the subscriptions open on
 * that process (order-subscriptions.ts), within the bounds of ORDER_EVENT_LIMITS.
 */
import { sql } from "drizzle-orm";
import { createPubSub, Repeater } from "graphql-yoga";
import { z } from "zod";
import type { Database } from "../db/database.ts";

/** The database's channel of order changes; its payload is an OrderChange in JSON. */
export const ORDER_CHANGED = "meet_market_orders";

/** Which order changed, and whose it is (null: a guest's). */
export interface OrderChange {
  orderId: number;
  userId: number | null;
}

const payloadSchema = z.object({
  order: z.number().int().positive(),
  user: z.number().int().nullable(),
});

/**
 * Tells whoever follows the order, once the transaction `tx` commits (a rolled-back change tells
 * no one). Call it in the transaction that changes the order.
 */
export async function announceOrderChange(
  tx: Database,
  order: { id: number; userId: number | null },
): Promise<void> {
  const payload = JSON.stringify({ order: order.id, user: order.userId });
  await tx.execute(sql`select pg_notify(${ORDER_CHANGED}, ${payload})`);
}

/**
 * The bounds of the open subscriptions of one process: a shopper's tabs, one address's
 * connections, all of them; and how long one lives before the server ends it (the browser opens
 * it again at once, and an abandoned one is gone by then).
 */
export const ORDER_EVENT_LIMITS = {
  perShopper: 10,
  perAddress: 30,
  total: 5_000,
  lifetimeMs: 15 * 60_000,
};

export type OrderEventLimits = typeof ORDER_EVENT_LIMITS;

/** Who opens a subscription: counted against the limits. */
export interface Follower {
  userId: number | null;
  /** The client's address as the storefront resolved it; unknown for the machine itself. */
  address: string | null;
}

/** The changes one process hears, fanned out to its open subscriptions. */
export class OrderEvents {
  readonly #pubsub = createPubSub<{
    order: [orderId: number, change: OrderChange];
    shopper: [userId: number, change: OrderChange];
  }>();
  readonly #open = new Map<string, number>();
  readonly #stops = new Set<() => void>();
  readonly limits: OrderEventLimits;

  constructor(limits: Partial<OrderEventLimits> = {}) {
    this.limits = { ...ORDER_EVENT_LIMITS, ...limits };
  }

  /** A notification's payload from the database; one that is not an OrderChange is ignored. */
  publish(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const result = payloadSchema.safeParse(parsed);
    if (!result.success) return;
    const change: OrderChange = { orderId: result.data.order, userId: result.data.user };
    this.#pubsub.publish("order", change.orderId, change);
    if (change.userId !== null) this.#pubsub.publish("shopper", change.userId, change);
  }

  /** How many subscriptions are open on this process (the tests count them). */
  get openCount(): number {
    return this.#open.get("total") ?? 0;
  }

  /**
   * What `read` makes of each change of one order, or of every order of one shopper, until the
   * subscriber leaves, the lifetime ends or the process stops; null when the follower is over a
   * limit. `first`, when given, is read once the changes are listened to, so that nothing
   * committed after it is missed, and comes before them. A Repeater, not an async generator:
   * leaving ends it at once, not at the next change.
   */
  follow<T>(
    topic: "order" | "shopper",
    id: number,
    follower: Follower,
    read: (change: OrderChange) => Promise<T | null>,
    first?: () => Promise<T | null>,
  ): AsyncIterable<T> | null {
    const keys: [string, number][] = [["total", this.limits.total]];
    if (follower.userId !== null) keys.push([`shopper:${follower.userId}`, this.limits.perShopper]);
    if (follower.address) keys.push([`address:${follower.address}`, this.limits.perAddress]);
    if (keys.some(([key, limit]) => (this.#open.get(key) ?? 0) >= limit)) return null;
    for (const [key] of keys) this.#open.set(key, (this.#open.get(key) ?? 0) + 1);
    const release = () => {
      for (const [key] of keys) {
        const left = (this.#open.get(key) ?? 1) - 1;
        if (left > 0) this.#open.set(key, left);
        else this.#open.delete(key);
      }
    };
    const source = this.#pubsub.subscribe(topic, id)[Symbol.asyncIterator]();
    // Listening from now on: the pubsub's Repeater starts on its first `next`.
    const pending = source.next();
    return new Repeater<T>(async (push, stop) => {
      const end = () => stop();
      this.#stops.add(end);
      const timer = setTimeout(end, this.limits.lifetimeMs);
      void (async () => {
        const now = first && (await first());
        if (now) await push(now);
        for (let next = await pending; !next.done; next = await source.next()) {
          const value = await read(next.value);
          if (value !== null) await push(value);
        }
      })().catch(end);
      await stop;
      clearTimeout(timer);
      this.#stops.delete(end);
      release();
      await source.return?.();
    });
  }

  /** Ends every open subscription (the process is stopping). */
  close(): void {
    for (const stop of [...this.#stops]) stop();
  }
}
