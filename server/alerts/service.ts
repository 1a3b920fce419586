/**
 * Subscribing to an alert, listing and ending them (docs/alerts.md). The messages themselves are
 * the worker's (worker.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Contact } from "../identity/contact.ts";

export type AlertKind = (typeof t.stockAlertKindValues)[number];

/** At most this many live alerts per phone or e-mail: a recipient's letters stay few. */
export const MAX_ALERTS_PER_RECIPIENT = 100;

export const ALERT_MESSAGES = {
  productNotFound: "Товар не найден",
  sizeNotFound: "Размер не найден",
  sizeOnSale: "Этот размер есть в наличии — его можно купить сейчас",
  tooMany: `Можно подписаться не больше чем на ${MAX_ALERTS_PER_RECIPIENT} товаров`,
  noContact: "Укажите в профиле телефон или e-mail, чтобы получать уведомления",
  noPrice: "У товара сейчас нет цены, за которой можно следить",
} as const;

export class AlertRefusal extends Error {
  override name = "AlertRefusal";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A fresh random unsubscribe token and the hash the table keeps of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** An item a shopper can buy now (docs/catalogue.md#products-and-product-items), as SQL. */
export const AVAILABLE = sql`i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null`;

export interface SubscribeRequest {
  userId: number | null;
  contact: Contact;
  productId: number;
  productItemId: number | null;
  kind: AlertKind;
  consentVersion: string | null;
  now: Date;
}

/**
 * Subscribes, or answers the live alert already there (its price and state unchanged). A
 * BACK_IN_STOCK alert on a size is for a size nobody can buy now.
 */
export async function subscribe(db: Database, request: SubscribeRequest): Promise<number> {
  const { productId, productItemId, kind, contact, now } = request;
  const [product] = await db
    .select({ id: t.product.id })
    .from(t.product)
    .where(
      and(eq(t.product.id, productId), eq(t.product.active, true), isNull(t.product.deletedAt)),
    );
  if (!product) throw new AlertRefusal(ALERT_MESSAGES.productNotFound, "productId");
  const items = await db
    .select({
      id: t.productItem.id,
      sizeId: t.productItem.sizeId,
      price: t.productItem.price,
      available: sql<boolean>`${t.productItem.active} and not ${t.productItem.isSold} and not ${t.productItem.isReserved}`,
    })
    .from(t.productItem)
    .where(and(eq(t.productItem.productId, productId), isNull(t.productItem.deletedAt)))
    .orderBy(asc(t.productItem.price));
  let price: number;
  if (productItemId !== null) {
    const item = items.find((row) => row.id === productItemId);
    if (!item) throw new AlertRefusal(ALERT_MESSAGES.sizeNotFound, "productItemId");
    // The size is what is waited for: any supplier's pair of it (worker.ts).
    const ofSize = items.filter((row) => row.sizeId === item.sizeId);
    if (kind === "BACK_IN_STOCK" && ofSize.some((row) => row.available)) {
      throw new AlertRefusal(ALERT_MESSAGES.sizeOnSale, "productItemId");
    }
    price = (ofSize.find((row) => row.available) ?? item).price;
  } else {
    const onSale = items.filter((row) => row.available);
    const cheapest = onSale[0] ?? items[0];
    if (!cheapest) throw new AlertRefusal(ALERT_MESSAGES.noPrice, "productId");
    price = cheapest.price;
  }
  return db.transaction(async (tx) => {
    // One subscriber's requests in turn: the count and the insert agree.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`stock_alert:${contact.target}`}))`,
    );
    const live = and(eq(t.stockAlert.recipient, contact.target), isNull(t.stockAlert.deletedAt));
    const [existing] = await tx
      .select({ id: t.stockAlert.id })
      .from(t.stockAlert)
      .where(
        and(
          live,
          eq(t.stockAlert.kind, kind),
          eq(t.stockAlert.productId, productId),
          sql`coalesce(${t.stockAlert.productItemId}, 0) = ${productItemId ?? 0}`,
        ),
      );
    if (existing) return existing.id;
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.stockAlert)
      .where(live);
    if ((count?.n ?? 0) >= MAX_ALERTS_PER_RECIPIENT) throw new AlertRefusal(ALERT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(t.stockAlert)
      .values({
        userId: request.userId,
        channel: contact.channel,
        recipient: contact.target,
        productId,
        productItemId,
        kind,
        priceAtSubscription: price,
        tokenHash: newToken().hash,
        consentVersion: request.consentVersion,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: t.stockAlert.id });
    if (!row) throw new Error("stock_alert not inserted");
    return row.id;
  });
}

export interface AlertRow {
  id: number;
  kind: AlertKind;
  productId: number;
  productName: string;
  productSlug: string;
  sizeName: string | null;
  channel: "SMS" | "EMAIL";
  recipient: string;
  priceAtSubscription: number;
  lastNotifiedAt: Date | null;
  createdAt: Date;
}

function alertRows(db: Database) {
  return db
    .select({
      id: t.stockAlert.id,
      kind: t.stockAlert.kind,
      productId: t.product.id,
      productName: t.product.name,
      productSlug: t.product.slug,
      sizeName: t.size.name,
      channel: t.stockAlert.channel,
      recipient: t.stockAlert.recipient,
      priceAtSubscription: t.stockAlert.priceAtSubscription,
      lastNotifiedAt: t.stockAlert.lastNotifiedAt,
      createdAt: t.stockAlert.createdAt,
    })
    .from(t.stockAlert)
    .innerJoin(t.product, eq(t.product.id, t.stockAlert.productId))
    .leftJoin(t.productItem, eq(t.productItem.id, t.stockAlert.productItemId))
    .leftJoin(t.size, eq(t.size.id, t.productItem.sizeId));
}

/** A signed-in shopper's live alerts, newest first. */
export function alertsOf(db: Database, userId: number): Promise<AlertRow[]> {
  return alertRows(db)
    .where(and(eq(t.stockAlert.userId, userId), isNull(t.stockAlert.deletedAt)))
    .orderBy(desc(t.stockAlert.createdAt), desc(t.stockAlert.id))
    .limit(MAX_ALERTS_PER_RECIPIENT);
}

/** One alert (live or ended) by its id. */
export async function alertById(db: Database, id: number): Promise<AlertRow | null> {
  const [row] = await alertRows(db).where(eq(t.stockAlert.id, id));
  return row ?? null;
}

/** The alert an unsubscribe link names, live or already ended; null for an unknown token. */
export async function alertByToken(
  db: Database,
  token: string,
): Promise<(AlertRow & { active: boolean }) | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const [row] = await db
    .select({ id: t.stockAlert.id, deletedAt: t.stockAlert.deletedAt })
    .from(t.stockAlert)
    .where(eq(t.stockAlert.tokenHash, hashToken(token)));
  if (!row) return null;
  const alert = await alertById(db, row.id);
  return alert && { ...alert, active: row.deletedAt === null };
}

/** Ends an alert; `userId` given, only that shopper's. Answers whether it was live. */
export async function endAlert(
  db: Database,
  where: { id: number; userId?: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(t.stockAlert)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(t.stockAlert.id, where.id),
        isNull(t.stockAlert.deletedAt),
        where.userId === undefined ? undefined : eq(t.stockAlert.userId, where.userId),
      ),
    )
    .returning({ id: t.stockAlert.id });
  return rows.length > 0;
}
