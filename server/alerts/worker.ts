/**
 * The alerts' worker (docs/alerts.md#when-a-message-goes): finds the alerts whose size is back
 * on sale or whose price fell, and sends each recipient at most one message per product a day.
 * Run on each catalogue change the database announces (the read cache's NOTIFY,
 * docs/caching.md#the-shop-apis-read-cache) and by a periodic sweep; any number of processes
 * may run it at once.
 */
import { sql } from "drizzle-orm";
import { describeError } from "../graphql/logging.ts";
import { type Database, selectRows } from "../db/database.ts";
import type { ShopProviders } from "../providers/index.ts";
import { alertMessage } from "./message.ts";
import { AVAILABLE, type AlertKind, newToken } from "./service.ts";

export const DAY_MS = 24 * 60 * 60_000;
/** How many alerts one transaction claims. */
const BATCH = 100;

interface Claimed {
  id: number;
  kind: AlertKind;
  channel: "SMS" | "EMAIL";
  recipient: string;
  productName: string;
  productSlug: string;
  sizeName: string | null;
  price: number;
  previousPrice: number;
  productId: number;
  productItemId: number | null;
  lastNotifiedAt: Date | null;
  waiting: boolean;
  /** The notified price before this message, given back when it fails. */
  notifiedBefore: number | null;
  token: string;
}

/**
 * The alert `a`'s product on sale now (`i`, an item), in the size of its item when it names one:
 * any supplier's pair of that size will do, as the shopper waits for a size, not a supplier.
 */
const ON_SALE = sql`
  from product_item i join product p on p.id = i.product_id
  where i.product_id = a.product_id
    and (a.product_item_id is null
      or i.size_id = (select w.size_id from product_item w where w.id = a.product_item_id))
    and ${AVAILABLE} and p.active and p.deleted_at is null`;

/**
 * One pass: arms again the BACK_IN_STOCK alerts whose size is sold out once more, then claims
 * and sends the due ones, a batch at a time. Answers how many messages went.
 */
export async function sendDueAlerts(
  db: Database,
  providers: ShopProviders,
  publicUrl: string,
): Promise<number> {
  await db.execute(sql`
    update stock_alert a set waiting = true, updated_at = now()
    where a.deleted_at is null and a.kind = 'BACK_IN_STOCK' and not a.waiting
      and not exists (select 1 ${ON_SALE})`);
  let sent = 0;
  for (;;) {
    const claimed = await claim(db, providers.clock.now());
    for (const alert of claimed) {
      if (await deliver(db, providers, publicUrl, alert)) sent += 1;
    }
    if (claimed.length < BATCH) return sent;
  }
}

/**
 * In one transaction: the due alerts, locked and skipped when another process holds them; then,
 * per recipient and product (a lock of its own, so two processes never both send), the first
 * one not beaten by a message in the last day, marked sent with a new unsubscribe token.
 */
function claim(db: Database, now: Date): Promise<Claimed[]> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    const run = <Row>(query: ReturnType<typeof sql>) =>
      selectRows<Row>(tx as unknown as Database, query);
    const due = await run<{ id: number; recipient: string; product_id: number }>(sql`
      select a.id, a.recipient, a.product_id from stock_alert a
      where a.deleted_at is null
        and (a.last_notified_at is null or a.last_notified_at <= ${dayAgo})
        and case a.kind
          when 'BACK_IN_STOCK' then a.waiting and exists (select 1 ${ON_SALE})
          else exists (select 1 ${ON_SALE}
            and i.price < coalesce(a.notified_price, a.price_at_subscription))
        end
      order by a.id
      limit ${BATCH}
      for update of a skip locked`);
    const claimed: Claimed[] = [];
    const groups = new Set<string>();
    for (const alert of due) {
      const group = `stock_alert_sent:${alert.recipient}:${alert.product_id}`;
      if (groups.has(group)) continue;
      groups.add(group);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${group}))`);
      const { token, hash } = newToken();
      // Read again under the lock: another process's message of the last day wins.
      const [row] = await run<
        Omit<Claimed, "token" | "productName" | "productSlug" | "sizeName">
      >(sql`
        with chosen as (
          select a.id, a.last_notified_at, a.waiting, a.notified_price,
            coalesce(a.notified_price, a.price_at_subscription) as previous,
            (select min(i.price) ${ON_SALE}) as price
          from stock_alert a
          where a.id = ${alert.id}
            and not exists (
              select 1 from stock_alert b
              where b.recipient = a.recipient and b.product_id = a.product_id
                and b.last_notified_at > ${dayAgo})
        )
        update stock_alert a set
          last_notified_at = ${now}, updated_at = ${now}, waiting = false, token_hash = ${hash},
          notified_price = case when a.kind = 'PRICE_DROP' then chosen.price else a.notified_price end
        from chosen
        where a.id = chosen.id
        returning a.id, a.kind, a.channel, a.recipient, a.product_id as "productId",
          a.product_item_id as "productItemId", chosen.price::int as price,
          chosen.previous::int as "previousPrice", chosen.last_notified_at as "lastNotifiedAt",
          chosen.waiting, chosen.notified_price as "notifiedBefore"`);
      if (!row) continue;
      const [names] = await run<Pick<Claimed, "productName" | "productSlug" | "sizeName">>(sql`
        select p.name as "productName", p.slug as "productSlug", s.name as "sizeName"
        from product p
        left join product_item it on it.id = ${row.productItemId}
        left join size s on s.id = it.size_id
        where p.id = ${row.productId}`);
      if (names) claimed.push({ ...row, ...names, token });
    }
    return claimed;
  });
}

/** Sends one message; a provider's failure gives the alert back its state, to be tried again. */
async function deliver(
  db: Database,
  providers: ShopProviders,
  publicUrl: string,
  alert: Claimed,
): Promise<boolean> {
  const message = alertMessage({ ...alert, publicUrl });
  try {
    if (alert.channel === "EMAIL") {
      await providers.mail.send({
        to: alert.recipient,
        subject: message.subject,
        text: message.body,
      });
    } else {
      await providers.sms.send(alert.recipient, message.sms);
    }
    return true;
  } catch (error) {
    console.error(`Alert ${alert.id}: the message was not sent:`, describeError(error));
    await db.execute(sql`
      update stock_alert set last_notified_at = ${alert.lastNotifiedAt}, waiting = ${alert.waiting},
        notified_price = ${alert.notifiedBefore}
      where id = ${alert.id}`);
    return false;
  }
}

/**
 * Runs `sendDueAlerts` when asked, one pass at a time: a request during a pass asks for one
 * more pass after it, however many requests came (a burst of catalogue changes is two passes).
 */
export function alertRunner(run: () => Promise<unknown>): {
  request(): void;
  idle(): Promise<void>;
} {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await run();
      } catch (error) {
        console.error("Sending alerts failed:", describeError(error));
      }
    } while (again);
    running = null;
  };
  return {
    request() {
      if (running) again = true;
      else running = loop();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
