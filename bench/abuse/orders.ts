/**
 * Counting through the orders (docs/security.md#order-links): /orders/1…1000, their data
 * requests (`/orders/{n}.data`) and the shop API's publicOrder for the same numbers, asked as an
 * anonymous visitor. Before the uuid links, this listed every order of the database. The staff's
 * API tells which of those numbers are orders, so that «nothing revealed» is about orders that
 * exist; on PostgreSQL one order's own link, read from the database, must still show its status.
 */
import pg from "pg";
import { rawRequest } from "./http.ts";
import { median, ms, percentile, type ProbeResult } from "./report.ts";
import type { ShopServer } from "./server.ts";

const NUMBERS = Array.from({ length: 1000 }, (_, n) => n + 1);
const AT_ONCE = 8;

/**
 * The numbers in a fixed shuffled order: asked 1, 2, 3…, the orders (the lowest numbers) would
 * meet the server cold and look slower for that alone.
 */
function shuffled(values: readonly number[]): number[] {
  const out = [...values];
  let state = 0x2545f491;
  for (let n = out.length - 1; n > 0; n -= 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const k = state % (n + 1);
    [out[n], out[k]] = [out[k] as number, out[n] as number];
  }
  return out;
}

/** Runs `task` over `inputs`, `AT_ONCE` at a time, answers in the inputs' order. */
async function pooled<T, R>(inputs: readonly T[], task: (input: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next;
      next += 1;
      results[index] = await task(inputs[index] as T);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

/**
 * Whether the number is an order, asked as the staff would (docs/orders.md#operator-api): a move
 * of an item no order has changes nothing and answers «Заказа №{n} нет» only for no order.
 */
async function isOrder(server: ShopServer, id: number): Promise<boolean> {
  const answer = await rawRequest(server.origin, {
    method: "POST",
    path: "/api/operator/order-status",
    headers: {
      authorization: `Bearer ${server.operatorToken ?? ""}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ orderId: id, itemId: 2_000_000_000, status: "DELIVERED" }),
  });
  if (answer.status === 401 || answer.status === 400) {
    throw new Error(`the operator API refused the bench: ${answer.status} ${answer.text}`);
  }
  return !(answer.status === 404 && answer.text.includes(`Заказа №${id} нет`));
}

interface Asked {
  id: number;
  status: number;
  millis: number;
  /** The body with what differs by design from one 404 to another taken out. */
  shape: string;
  revealed: boolean;
}

/** Whether a page or data answer shows anything of an order. */
function showsOrder(id: number, status: number, text: string): boolean {
  return (
    status !== 404 ||
    text.includes('data-testid="order-status"') ||
    text.includes('data-testid="order-item"') ||
    text.includes(`Заказ №${id}`) ||
    text.includes("orderProductItems") ||
    text.includes("Оформлен")
  );
}

/** A 404 page without its path and its per-response values (CSP nonce, the server's minute). */
function shapeOf(id: number, text: string): string {
  return text
    .replaceAll(`/orders/${id}`, "/orders/{n}")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"serverTime",\d+/g, '"serverTime",0')
    .replace(/serverTime\\?":\d+/g, "serverTime:0");
}

async function askPage(origin: string, id: number, suffix: string): Promise<Asked> {
  const started = performance.now();
  const answer = await rawRequest(origin, { path: `/orders/${id}${suffix}` });
  const millis = performance.now() - started;
  return {
    id,
    status: answer.status,
    millis,
    shape: shapeOf(id, answer.text),
    revealed: showsOrder(id, answer.status, answer.text),
  };
}

async function askApi(origin: string, id: number): Promise<Asked> {
  const started = performance.now();
  const answer = await rawRequest(origin, {
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "query ($id: ID!) { publicOrder(dto: { id: $id }) { id status createdAt } }",
      variables: { id: String(id) },
    }),
  });
  const millis = performance.now() - started;
  const empty = answer.text.trim() === '{"data":{"publicOrder":null}}';
  return {
    id,
    status: answer.status,
    millis,
    shape: empty ? "null" : answer.text,
    revealed: !empty,
  };
}

/** Medians of orders and of numbers that are none: the same class when close. */
function timing(asked: readonly Asked[], orders: ReadonlySet<number>) {
  const of = (wanted: boolean) =>
    asked.filter((a) => orders.has(a.id) === wanted).map((a) => a.millis);
  const [withOrder, without] = [of(true), of(false)];
  const [a, b] = [median(withOrder), median(without)];
  // Within 2 ms or a quarter: what a busy 2-core machine does to the same work.
  const same = Math.abs(a - b) <= Math.max(2, 0.25 * Math.min(a, b));
  const text =
    `orders p50 ${ms(a)}, p95 ${ms(percentile(withOrder, 0.95))}; ` +
    `no order p50 ${ms(b)}, p95 ${ms(percentile(without, 0.95))}`;
  return { same, text };
}

function enumerationResult(
  probe: string,
  asked: readonly Asked[],
  orders: ReadonlySet<number>,
  seconds: number,
): ProbeResult {
  const revealed = asked.filter((a) => a.revealed);
  const statuses = new Map<number, number>();
  for (const a of asked) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  const shapes = new Set(asked.map((a) => a.shape)).size;
  const { same, text } = timing(asked, orders);
  const counted = [...statuses].map(([status, count]) => `${count}× ${status}`).join(", ");
  return {
    probe,
    expected: "0 revealed: one answer for every number, orders or not; the same timing",
    observed:
      `${revealed.length} of ${asked.length} revealed (${orders.size} of the numbers are orders)` +
      `${revealed[0] ? `, e.g. ${revealed[0].id}` : ""}; ${counted}; ${shapes} answer shape(s); ` +
      `${text}; ${seconds.toFixed(1)} s`,
    held: revealed.length === 0 && shapes === 1 && same && orders.size > 0,
  };
}

/** On PostgreSQL: one order's own link, read from the database, shows its status to a guest. */
async function ownLink(server: ShopServer, database: string): Promise<ProbeResult | null> {
  if (!/^postgres(ql)?:\/\//.test(database)) return null;
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  let uuid: string | undefined;
  try {
    const { rows } = await client.query<{ uuid: string }>(
      'select uuid from "order" where deleted_at is null order by id limit 1',
    );
    uuid = rows[0]?.uuid;
  } finally {
    await client.end();
  }
  if (!uuid) throw new Error("the database has no order");
  const answer = await rawRequest(server.origin, { path: `/orders/${uuid}` });
  const shows = answer.status === 200 && answer.text.includes('data-testid="order-status"');
  return {
    probe: "an order's own link /orders/{uuid}, as a guest",
    expected: "200 with the order's status",
    observed: `${answer.status}${shows ? " with its status" : " without its status"}`,
    held: shows,
  };
}

export async function orderProbes(server: ShopServer, database: string): Promise<ProbeResult[]> {
  const exists = await pooled(NUMBERS, (id) => isOrder(server, id));
  const orders = new Set(NUMBERS.filter((_, n) => exists[n]));
  const results: ProbeResult[] = [];
  for (const [probe, ask] of [
    ["GET /orders/1…1000, anonymous", (id: number) => askPage(server.origin, id, "")],
    ["GET /orders/1…1000.data, anonymous", (id: number) => askPage(server.origin, id, ".data")],
    ["publicOrder(dto: {id: 1…1000}), anonymous", (id: number) => askApi(server.origin, id)],
  ] as const) {
    // Warmed up first on numbers past the probe's, so that no kind of answer meets it cold.
    await pooled(
      Array.from({ length: 40 }, (_, n) => 5_000 + n),
      ask,
    );
    const started = performance.now();
    const asked = await pooled(shuffled(NUMBERS), ask);
    results.push(enumerationResult(probe, asked, orders, (performance.now() - started) / 1000));
  }
  const own = await ownLink(server, database);
  if (own) results.push(own);
  return results;
}
