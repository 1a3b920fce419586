/**
 * Where the fuzz suites send their requests (docs/security.md#fuzzing-and-the-abuse-bench):
 * the shop API as production runs it, over the worker's test database inside a transaction that
 * is rolled back at the end, each request in a savepoint of its own that is rolled back after it.
 * So no request sees another's writes (no rate limit builds up, a failed statement spoils nothing
 * after it) and the database is left holding the demo seed for the other files of the worker.
 * Not used by the application.
 */
import { and, eq, isNull } from "drizzle-orm";
import { type MockInstance, vi } from "vitest";
import {
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  orderDto,
  sandboxIdOf,
} from "../checkout-kit.ts";
import { inRollback, rolledBack, testDatabaseKind } from "../database.ts";
import type { Database } from "../../server/db/database.ts";
import * as t from "../../server/db/schema.ts";
import { createShopApi, type ShopApi } from "../../server/index.ts";
import type { KnownValues } from "./inputs.ts";

const SECRET = "fuzz-secret-for-the-graphql-fuzz-suite-0123456789";
const OPERATOR_TOKEN = "fuzz-operator-token-0123456789abcdef";
/** The shop's clock during the fuzz runs: inside the seeded catalogue's time line. */
export const FUZZ_NOW = new Date("2026-11-02T12:00:00Z");
/** The shopper the fuzz suite signs in as; a phone no generated one can be (they start with 9). */
export const FUZZ_SHOPPER_PHONE = "+78005553535";

export interface Answer {
  status: number;
  /** The body as sent. */
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface FuzzSession {
  /** Values the database holds (of the current transaction: see REQUESTS_PER_EPOCH). */
  known(): KnownValues;
  /** The operator API's token (docs/orders.md#operator-api). */
  operatorToken: string;
  /**
   * Sends the request `build` makes with the signed-in fuzz shopper's access token, in a
   * savepoint rolled back after it.
   */
  send(build: (accessToken: string) => Request): Promise<Answer>;
  close(): Promise<void>;
}

/** A database that is whichever transaction `current()` names when a statement is built. */
function switchingDatabase(current: () => Database): Database {
  return new Proxy({} as Database, {
    get(_target, property) {
      const db = current();
      const value = Reflect.get(db, property, db) as unknown;
      return typeof value === "function"
        ? (value as (...args: unknown[]) => unknown).bind(db)
        : value;
    },
  });
}

async function knownValues(db: Database): Promise<KnownValues> {
  const products = await db
    .select({ id: t.product.id, slug: t.product.slug })
    .from(t.product)
    .where(isNull(t.product.deletedAt))
    .limit(12);
  const items = await db
    .select({ id: t.productItem.id })
    .from(t.productItem)
    .where(and(eq(t.productItem.active, true), eq(t.productItem.isSold, false)))
    .limit(12);
  const blogs = await db.select({ slug: t.blog.slug }).from(t.blog).limit(4);
  const orders = await db.select({ id: t.order.id, uuid: t.order.uuid }).from(t.order).limit(6);
  const points = await db.select({ code: t.pickupPoint.code }).from(t.pickupPoint).limit(6);
  const cities = await db.select({ id: t.city.id, title: t.city.title }).from(t.city).limit(8);
  const countries = await db
    .select({ id: t.country.id, title: t.country.title })
    .from(t.country)
    .limit(4);
  const directories = await db.select({ slug: t.directory.slug }).from(t.directory);
  const categories = await db
    .select({ slug: t.productCategory.slug })
    .from(t.productCategory)
    .limit(6);
  const types = await db.select({ slug: t.productType.slug }).from(t.productType).limit(6);
  const brands = await db.select({ slug: t.brand.slug }).from(t.brand).limit(6);
  const sizes = await db.select({ name: t.size.name }).from(t.size).limit(6);
  const promoCodes = await db.select({ code: t.promoCode.code }).from(t.promoCode).limit(4);
  const payments = await db.select({ id: t.sandboxPayment.id }).from(t.sandboxPayment).limit(4);
  const productIds = products.map((row) => row.id);
  const itemIds = items.map((row) => row.id);
  return {
    // An order's uuid is its public id too (publicOrder: docs/orders.md#orders-api).
    id: [
      ...productIds,
      ...itemIds,
      ...orders.map((row) => row.id),
      ...orders.map((row) => row.uuid),
    ],
    productId: productIds,
    productIds: productIds,
    productItemIds: itemIds,
    slug: [...products.map((row) => row.slug), ...blogs.map((row) => row.slug)],
    // Fixed, not random, so that a seed replays the same requests.
    uuid: [...orders.map((row) => row.uuid), "3f8e0c9a-6b1d-4c2e-9f7a-5d4b3c2a1e0f"],
    orderId: orders.map((row) => row.id),
    paymentId: payments.map((row) => row.id),
    pvzCode: points.map((row) => row.code),
    city: cities.map((row) => row.title),
    cityId: cities.map((row) => row.id),
    countryId: countries.map((row) => row.id),
    country: countries.map((row) => row.title),
    directorySlug: directories.map((row) => row.slug),
    categorySlug: categories.map((row) => row.slug),
    categories: categories.map((row) => row.slug),
    typeSlug: types.map((row) => row.slug),
    brand: brands.map((row) => row.slug),
    size: sizes.map((row) => row.name),
    code: [...promoCodes.map((row) => row.code), "0000", "1234", "12345"],
    query: ["кроссовки", "nike", "кросовки найк", "худи", "rhjccjdrb"],
    url: ["/", "/catalog/obuv", "/blog", "https://meet-market.ru/info/faq?x=1#y"],
    idempotencyKey: ["9b2d6e4f-1a3c-4e5b-8d7f-0c1e2a3b4c5d", "same-key"],
    returnPath: ["/orders", "/", "//evil.example", "https://evil.example/"],
    avatarUrl: ["https://meet-market.ru/a.png", "javascript:alert(1)"],
    latitude: [55.7558, 59.9386],
    longitude: [37.6173, 30.3141],
    clientFp: ["a".repeat(64), "0123456789abcdef".repeat(4)],
    consentVersion: ["2024-01", "v1"],
  };
}

type Posted = { data?: Record<string, unknown> | null; errors?: unknown[] };

async function post(api: ShopApi, query: string, variables: unknown, token?: string) {
  const response = await api.fetch(
    new Request("http://shop.test/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return (await response.json()) as Posted;
}

/** What the fuzz shopper has: a session and one order awaiting its sandbox payment. */
interface Shopper {
  accessToken: string;
  order: { id: string; uuid: string; sandboxPaymentId: string };
}

/**
 * Signs the fuzz shopper in through the API, with a code read back from the outbox, and places
 * an order, so that the order's and the payment's fields have something of the shopper's own.
 */
async function prepareShopper(api: ShopApi, db: Database): Promise<Shopper> {
  await post(api, `mutation($phone: String!) { sendSmsCode(dto: { phone: $phone }) { status } }`, {
    phone: FUZZ_SHOPPER_PHONE,
  });
  const [message] = await api.readOutbox(FUZZ_SHOPPER_PHONE, 1);
  const code = /\b(\d{4})\b/.exec(message?.body ?? "")?.[1];
  const signedIn = await post(
    api,
    `mutation($dto: AuthenticateDto!) { authenticate(dto: $dto) { authData { accessToken } } }`,
    { dto: { emailOrPhone: FUZZ_SHOPPER_PHONE, code, personalDataConsent: true } },
  );
  const accessToken = (signedIn.data?.authenticate as { authData?: { accessToken?: string } })
    ?.authData?.accessToken;
  if (!accessToken) {
    throw new Error(`The fuzz shopper could not sign in: ${JSON.stringify(signedIn.errors)}`);
  }
  const [item] = await itemsOnSale(db, 1, 7);
  const placed = await post(api, CREATE_ORDER, { dto: orderDto([item?.id ?? 0]) }, accessToken);
  const order = (placed.data as CreateOrderData | undefined)?.createOrderWithPaymentLink;
  if (!order) throw new Error(`The fuzz shopper's order failed: ${JSON.stringify(placed.errors)}`);
  return {
    accessToken,
    order: {
      id: order.orderId,
      uuid: order.uuid,
      sandboxPaymentId: sandboxIdOf(order.paymentLink),
    },
  };
}

/** The personal values of the fuzz shopper and its order (tests/checkout-kit.ts orderDto). */
export const SHOPPER_PERSONAL_VALUES = [
  FUZZ_SHOPPER_PHONE,
  "+79991234567",
  "999 123-45-67",
  "anna@example.ru",
  "Иванова",
];

/** One transaction of a session: the API over it, its signed-in shopper, its values. */
interface Epoch {
  known: KnownValues;
  accessToken: string;
  fetch(request: Request): Promise<Answer>;
  close(): Promise<void>;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** Opens a transaction, the production API over it, the signed-in shopper and its order. */
async function openEpoch(): Promise<Epoch> {
  let release: () => void = () => undefined;
  let opened: (epoch: Epoch) => void = () => undefined;
  const ready = new Promise<Epoch>((resolve) => {
    opened = resolve;
  });
  const done = inRollback(async (outer) => {
    let current = outer;
    const api = createShopApi({
      db: switchingDatabase(() => current),
      production: true,
      auth: { secret: SECRET },
      // Inside the seeded catalogue's time line, as tests/shop-api.ts has it.
      providers: { clock: { now: () => FUZZ_NOW } },
      // As in production: no sign-in code reaches a log (app/platform/shop-api.server.ts).
      providersConfig: { outboxLog: false, publicUrl: "https://meet-market.test" },
      operatorToken: OPERATOR_TOKEN,
      // Listings and facet counts as the shop started by `npm start` answers them, from the
      // catalogue held in memory, on PGlite; from the statements on PostgreSQL, so that both
      // engines meet the fuzz (docs/caching.md#the-catalogue-index). Nothing announces the
      // fuzz's changes to it: each is rolled back, and the catalogue read here stays true.
      catalogueIndex: testDatabaseKind() === "pglite",
    });
    await api.catalogueRead();
    const { accessToken, order } = await prepareShopper(api, outer);
    const known = await knownValues(outer);
    known.id = [...(known.id ?? []), order.id, order.uuid, order.sandboxPaymentId];
    known.uuid = [...(known.uuid ?? []), order.uuid];
    known.orderId = [order.id, ...(known.orderId ?? [])];
    known.paymentId = [order.sandboxPaymentId, ...(known.paymentId ?? [])];
    const closed = new Promise<void>((resolve) => {
      release = resolve;
    });
    opened({
      known,
      accessToken,
      fetch: (request) =>
        rolledBack(outer, async (savepoint) => {
          current = savepoint;
          try {
            return await answerOf(await api.fetch(request));
          } finally {
            current = outer;
          }
        }),
      close: async () => {
        release();
        await done;
      },
    });
    await closed;
  });
  return Promise.race([
    ready,
    done.then(() => {
      throw new Error("The fuzz session ended before it opened");
    }),
  ]);
}

/**
 * Requests per transaction. PGlite runs out of memory in a transaction of some tens of thousands
 * of savepoints, so a long run starts a new one now and then (with a new shopper and order).
 */
const REQUESTS_PER_EPOCH = 3_000;

/**
 * Opens the session. `send` builds each request with the current shopper's access token; the
 * values the database holds (`known`) are those of the current transaction. `close` rolls
 * everything back.
 */
export async function openFuzzSession(): Promise<FuzzSession> {
  let epoch = await openEpoch();
  let served = 0;
  return {
    known: () => epoch.known,
    operatorToken: OPERATOR_TOKEN,
    async send(build) {
      if (served > 0 && served % REQUESTS_PER_EPOCH === 0) {
        await epoch.close();
        epoch = await openEpoch();
      }
      served += 1;
      return epoch.fetch(build(epoch.accessToken));
    },
    close: () => epoch.close(),
  };
}

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug", "trace"] as const;

/** Everything written through console.* (and so the API's logger) from now until `restore`. */
export function captureLogs(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const spies: MockInstance[] = CONSOLE_METHODS.map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : inspectArg(arg))).join(" "));
    }),
  );
  return {
    lines,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

function inspectArg(arg: unknown): string {
  if (arg instanceof Error) return `${arg.name}: ${arg.message}\n${arg.stack ?? ""}`;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
}
