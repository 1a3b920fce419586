/**
 * A shopper's alerts (docs/alerts.md): «Сообщить о поступлении» on a sold-out size and «Следить
 * за ценой» on a favourite. Each goes to one phone or e-mail (a signed-in shopper's own, or a
 * guest's confirmed by a code), at most one message a day per product and recipient.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { messageChannel, stockAlertKind } from "./enums.ts";
import { user } from "./identity.ts";
import { product, productItem } from "./products.ts";

export const stockAlert = pgTable(
  "stock_alert",
  {
    id: id(),
    /** The signed-in shopper who subscribed; null for a guest. */
    userId: integer("user_id").references(() => user.id),
    channel: messageChannel("channel").notNull(),
    /** A normalised phone (+7XXXXXXXXXX) or e-mail. */
    recipient: text("recipient").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    /** One size's item; null: any size of the product. */
    productItemId: integer("product_item_id").references(() => productItem.id),
    kind: stockAlertKind("kind").notNull(),
    /** Kopecks: the price when the shopper subscribed (the item's, or the product's lowest). */
    priceAtSubscription: integer("price_at_subscription").notNull(),
    /** Kopecks: the price the last message named; a PRICE_DROP waits for a lower one. */
    notifiedPrice: integer("notified_price"),
    /** A BACK_IN_STOCK alert is armed: set again once the size is seen sold out after a message. */
    waiting: boolean("waiting").notNull().default(true),
    /** SHA-256 (hex) of the unsubscribe link's random token; a new token with each message. */
    tokenHash: text("token_hash").notNull(),
    /** A guest's consent to the processing of personal data (152-FZ): its version. */
    consentVersion: text("consent_version"),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("stock_alert_token_key").on(t.tokenHash),
    // One live alert of a kind per recipient, product and size (or any size).
    uniqueIndex("stock_alert_live_key")
      .on(t.recipient, t.kind, t.productId, sql`coalesce(${t.productItemId}, 0)`)
      .where(sql`${t.deletedAt} is null`),
    index("stock_alert_product_idx")
      .on(t.productId)
      .where(sql`${t.deletedAt} is null`),
    index("stock_alert_user_idx")
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);
