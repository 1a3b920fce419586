/**
 * The offline adapters' outbox: every SMS and e-mail the shop would have sent, kept in the
 * database (so any instance can show it) and announced by one log line, for developers and the
 * end-to-end tests. Never shown in production: the storefront's seam refuses to read it there.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "./clock.ts";

export type MessageChannel = (typeof t.messageChannelValues)[number];

export interface OutboxMessage {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export interface OutboxOptions {
  db: Database;
  clock: Clock;
  /** Where the one line per message goes; `false` keeps the outbox silent (production). */
  log: ((line: string) => void) | false;
}

/** Stores one message and logs it. */
export async function writeOutbox(
  { db, clock, log }: OutboxOptions,
  message: { channel: MessageChannel; recipient: string; subject?: string; body: string },
): Promise<void> {
  await db.insert(t.outboxMessage).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
    createdAt: clock.now(),
  });
  if (log) {
    const subject = message.subject ? ` «${message.subject}»` : "";
    const body = message.body.replace(/\s+/g, " ");
    log(`[outbox] ${message.channel} to ${message.recipient}${subject}: ${body}`);
  }
}

/** The latest outbox messages for a recipient (a normalised phone or an e-mail), newest first. */
export function readOutbox(db: Database, recipient: string, limit = 10): Promise<OutboxMessage[]> {
  return db
    .select({
      id: t.outboxMessage.id,
      channel: t.outboxMessage.channel,
      recipient: t.outboxMessage.recipient,
      subject: t.outboxMessage.subject,
      body: t.outboxMessage.body,
      createdAt: t.outboxMessage.createdAt,
    })
    .from(t.outboxMessage)
    .where(eq(t.outboxMessage.recipient, recipient))
    .orderBy(desc(t.outboxMessage.createdAt), desc(t.outboxMessage.id))
    .limit(Math.min(Math.max(limit, 1), 100));
}
