/**
 * Requests recorded and read back (docs/requests.md): each one written inside the transaction
 * that checks its per-client limits, under advisory locks on its phone and its client's address
 * (as sign-in codes are: server/identity/code-service.ts), so parallel posts cannot slip past a
 * limit together; and the operator's list of them, newest first.
 */
import { and, count, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  QUEUE_REQUEST_KINDS,
  type QueueRequestKind,
  type RequestState,
} from "../../shared/request-states.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export const REQUEST_KINDS = QUEUE_REQUEST_KINDS;
export type RequestKind = QueueRequestKind;

export const HOUR_MS = 60 * 60_000;
/** Requests of one kind from one phone in an hour: a person sends one, maybe corrects it twice. */
export const MAX_REQUESTS_PER_PHONE_PER_HOUR = 3;
/** Requests of one kind from one client address in an hour (an office shares its address). */
export const MAX_REQUESTS_PER_CLIENT_PER_HOUR = 5;
export const LIMIT_MESSAGE = "Слишком много заявок подряд. Попробуйте через час";

interface LimitedTable {
  table: PgTable;
  phone: PgColumn;
  clientIp: PgColumn;
  createdAt: PgColumn;
}

const TABLES: Record<RequestKind, LimitedTable> = {
  "meet-price": {
    table: t.priceRequest,
    phone: t.priceRequest.phone,
    clientIp: t.priceRequest.clientIp,
    createdAt: t.priceRequest.createdAt,
  },
  order: {
    table: t.orderRequest,
    phone: t.orderRequest.phone,
    clientIp: t.orderRequest.clientIp,
    createdAt: t.orderRequest.createdAt,
  },
  cooperative: {
    table: t.cooperativeRequest,
    phone: t.cooperativeRequest.phone,
    clientIp: t.cooperativeRequest.clientIp,
    createdAt: t.cooperativeRequest.createdAt,
  },
};

export type Recorded = { ok: true; id: number } | { ok: false; reason: "LIMIT" };

/**
 * Writes a request (`insert`, given the transaction) unless its phone or its client's address has
 * sent as many of this kind within the hour as the limits allow. `ip` is null for the machine's
 * own requests (tests, health checks): they are counted per phone only.
 */
export function recordRequest(
  db: Database,
  kind: RequestKind,
  client: { phone: string; ip: string | null; now: Date },
  insert: (tx: Database) => Promise<number>,
): Promise<Recorded> {
  const { table, phone, clientIp, createdAt } = TABLES[kind];
  const hourAgo = new Date(client.now.getTime() - HOUR_MS);
  const sentSince = async (tx: Database, where: SQL | undefined) => {
    const [row] = await tx.select({ value: count() }).from(table).where(where);
    return row?.value ?? 0;
  };
  return db.transaction(async (tx) => {
    const locks = [
      `request:${kind}:phone:${client.phone}`,
      ...(client.ip ? [`request:${kind}:ip:${client.ip}`] : []),
    ].sort();
    for (const lock of locks) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    }
    const byPhone = await sentSince(tx, and(eq(phone, client.phone), gt(createdAt, hourAgo)));
    if (byPhone >= MAX_REQUESTS_PER_PHONE_PER_HOUR) return { ok: false, reason: "LIMIT" };
    if (client.ip) {
      const byClient = await sentSince(tx, and(eq(clientIp, client.ip), gt(createdAt, hourAgo)));
      if (byClient >= MAX_REQUESTS_PER_CLIENT_PER_HOUR) return { ok: false, reason: "LIMIT" };
    }
    return { ok: true, id: await insert(tx) };
  });
}

/** A product a price match may name: live and offered for price matching. */
export async function findMeetPriceProduct(
  db: Database,
  id: number,
): Promise<{ id: number; name: string; slug: string; meetPrice: boolean } | null> {
  const [row] = await db
    .select({
      id: t.product.id,
      name: t.product.name,
      slug: t.product.slug,
      meetPrice: t.product.meetPrice,
    })
    .from(t.product)
    .where(and(eq(t.product.id, id), isNull(t.product.deletedAt), eq(t.product.active, true)));
  return row ?? null;
}

export async function insertPriceRequest(
  tx: Database,
  values: typeof t.priceRequest.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(t.priceRequest).values(values).returning({ id: t.priceRequest.id });
  if (!row) throw new Error("price_request not inserted");
  return row.id;
}

export async function insertOrderRequest(
  tx: Database,
  values: typeof t.orderRequest.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(t.orderRequest).values(values).returning({ id: t.orderRequest.id });
  if (!row) throw new Error("order_request not inserted");
  return row.id;
}

export async function insertCooperativeRequest(
  tx: Database,
  values: typeof t.cooperativeRequest.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(t.cooperativeRequest)
    .values(values)
    .returning({ id: t.cooperativeRequest.id });
  if (!row) throw new Error("cooperative_request not inserted");
  return row.id;
}

/** One request as the operator reads it: its kind, number, time and what the sender wrote. */
export type ListedRequest =
  | ({ kind: "meet-price"; id: number; createdAt: Date } & MeetPriceFields)
  | ({ kind: "order"; id: number; createdAt: Date } & OrderFields)
  | ({ kind: "cooperative"; id: number; createdAt: Date } & CooperativeFields);

type MeetPriceFields = {
  userId: number | null;
  productId: number | null;
  productName: string | null;
  productSlug: string | null;
  size: string | null;
  offerUrl: string | null;
  priceSeen: number | null;
  name: string | null;
  phone: string;
  email: string | null;
  text: string | null;
} & QueueFields;
/** Where the request is in the back office's queue (docs/back-office.md#отзывы-и-заявки). */
type QueueFields = Pick<
  typeof t.priceRequest.$inferSelect,
  "state" | "stateNote" | "stateChangedAt" | "stateChangedBy"
>;
type OrderFields = Omit<
  typeof t.orderRequest.$inferSelect,
  "id" | "createdAt" | "updatedAt" | "deletedAt" | "clientIp" | "imageUrls"
>;
type CooperativeFields = Omit<
  typeof t.cooperativeRequest.$inferSelect,
  "id" | "createdAt" | "updatedAt" | "deletedAt" | "clientIp"
>;

/** Newest first; ties (one instant) by the later number. */
const newest = (a: ListedRequest, b: ListedRequest) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

async function listKind(
  db: Database,
  kind: RequestKind,
  take: number,
  filter: { state: RequestState | null; id: number | null },
): Promise<{ items: ListedRequest[]; total: number }> {
  const { table, createdAt } = TABLES[kind];
  const live = and(
    sql`${table}.deleted_at is null`,
    filter.state ? sql`${table}.state = ${filter.state}` : undefined,
    filter.id === null ? undefined : sql`${table}.id = ${filter.id}`,
  );
  const [total] = await db.select({ value: count() }).from(table).where(live);
  const totalItems = total?.value ?? 0;
  if (kind === "meet-price") {
    const rows = await db
      .select({
        id: t.priceRequest.id,
        createdAt: t.priceRequest.createdAt,
        userId: t.priceRequest.userId,
        productId: t.priceRequest.productId,
        productName: sql<string | null>`coalesce(${t.product.name}, ${t.priceRequest.productName})`,
        productSlug: t.product.slug,
        size: t.priceRequest.size,
        offerUrl: t.priceRequest.offerUrl,
        priceSeen: t.priceRequest.priceSeen,
        name: t.priceRequest.name,
        phone: t.priceRequest.phone,
        email: t.priceRequest.email,
        text: t.priceRequest.text,
        state: t.priceRequest.state,
        stateNote: t.priceRequest.stateNote,
        stateChangedAt: t.priceRequest.stateChangedAt,
        stateChangedBy: t.priceRequest.stateChangedBy,
      })
      .from(t.priceRequest)
      .leftJoin(t.product, eq(t.product.id, t.priceRequest.productId))
      .where(live)
      .orderBy(desc(createdAt), desc(t.priceRequest.id))
      .limit(take);
    return { items: rows.map((row) => ({ kind, ...row })), total: totalItems };
  }
  if (kind === "order") {
    const rows = await db
      .select()
      .from(t.orderRequest)
      .where(live)
      .orderBy(desc(createdAt), desc(t.orderRequest.id))
      .limit(take);
    return {
      items: rows.map(({ updatedAt: _u, deletedAt: _d, clientIp: _c, imageUrls: _i, ...row }) => ({
        kind,
        ...row,
      })),
      total: totalItems,
    };
  }
  const rows = await db
    .select()
    .from(t.cooperativeRequest)
    .where(live)
    .orderBy(desc(createdAt), desc(t.cooperativeRequest.id))
    .limit(take);
  return {
    items: rows.map(({ updatedAt: _u, deletedAt: _d, clientIp: _c, ...row }) => ({
      kind,
      ...row,
    })),
    total: totalItems,
  };
}

/**
 * One page of requests, newest first: of one kind, or of every kind interleaved by time (each
 * kind's newest `page × limit` are read, enough to fill the page).
 */
export async function listRequests(
  db: Database,
  query: {
    kind: RequestKind | null;
    page: number;
    limit: number;
    /** Only the requests in this state of the back office's queue. */
    state?: RequestState | null;
    /** Only the request of this number (with one kind). */
    id?: number | null;
  },
): Promise<{ items: ListedRequest[]; totalItems: number }> {
  const kinds = query.kind ? [query.kind] : REQUEST_KINDS;
  const take = query.page * query.limit;
  const filter = { state: query.state ?? null, id: query.id ?? null };
  const lists = [];
  // One after the other: a transaction's one connection runs nothing side by side.
  for (const kind of kinds) lists.push(await listKind(db, kind, take, filter));
  const merged = lists.flatMap((list) => list.items).sort(newest);
  return {
    items: merged.slice((query.page - 1) * query.limit, take),
    totalItems: lists.reduce((sum, list) => sum + list.total, 0),
  };
}
