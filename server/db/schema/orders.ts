/** Orders, their items and status history, and payments. */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps, money } from "./columns.ts";
import { orderStatus, paymentStatus, paymentType } from "./enums.ts";
import { user } from "./identity.ts";
import { promoCode } from "./merchandising.ts";
import { productItem } from "./products.ts";

export interface AddressSnapshot {
  country: string;
  city: string;
  street: string;
  house: string;
  apartment?: string | null;
  building?: string | null;
  index?: string | null;
}

export interface PickupSnapshot {
  code: string;
  country_code: string;
  region_code?: number | null;
  region?: string | null;
  city_code?: number | null;
  city: string;
  postal_code?: string | null;
  longitude: number;
  latitude: number;
  address: string;
  address_full: string;
}

export const order = pgTable(
  "order",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    userId: integer("user_id").references(() => user.id),
    status: orderStatus("status").notNull().default("AWAITING_PAY"),
    name: text("name").notNull(),
    surname: text("surname"),
    lastname: text("lastname"),
    phone: text("phone").notNull(),
    email: text("email"),
    /** Bonuses spent (1 bonus = 1 rouble = 100 kopecks). */
    paidByBonuses: integer("paid_by_bonuses").notNull().default(0),
    /** Bonuses earned. */
    cashback: integer("cashback").notNull().default(0),
    totalPrice: money("total_price"),
    deliveryPrice: money("delivery_price"),
    discountValue: money("discount_value"),
    paid: boolean("paid").notNull().default(false),
    paymentType: paymentType("payment_type").notNull().default("CARD_ONLINE"),
    comment: text("comment"),
    /**
     * The shop's comment for the shopper, written by the staff in the back office and shown on the
     * order's page to its owner (docs/back-office.md#заказы); null when there is none.
     */
    commentForShopper: text("comment_for_shopper"),
    commentForShopperAt: timestamp("comment_for_shopper_at", { withTimezone: true }),
    addressDelivery: jsonb("address_delivery").$type<AddressSnapshot>(),
    cdekDelivery: jsonb("cdek_delivery").$type<PickupSnapshot>(),
    promoCodeId: integer("promo_code_id").references(() => promoCode.id),
    idempotencyKey: text("idempotency_key"),
    /** While AWAITING_PAY, the items stay reserved until then (docs/checkout.md#reservation). */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("order_reserved_until_idx")
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'AWAITING_PAY'`),
    uniqueIndex("order_uuid_key").on(t.uuid),
    uniqueIndex("order_idempotency_key").on(t.idempotencyKey),
    index("order_user_idx").on(t.userId, t.createdAt),
    // The back office's list of every order, newest first (docs/back-office.md#заказы).
    index("order_created_idx").on(t.createdAt, t.id),
    index("order_status_idx").on(t.status),
    // Its search by any part of the shopper's phone (LIKE '%…%').
    index("order_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
  ],
);

export const orderProductItem = pgTable(
  "order_product_item",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => order.id),
    productItemId: integer("product_item_id")
      .notNull()
      .references(() => productItem.id),
    status: orderStatus("status").notNull().default("AWAITING_PAY"),
    /**
     * The delivery window promised when it was ordered (docs/checkout.md#delivery-window): its
     * first day, and its last (the spec's estimatedDeliveryDate). No first day: one date.
     */
    estimatedDeliveryFrom: date("estimated_delivery_from", { mode: "string" }),
    estimatedDeliveryDate: date("estimated_delivery_date", { mode: "string" }),
    soldPrice: money("sold_price"),
    trackCode: text("track_code"),
    cdekWaybillId: text("cdek_waybill_id"),
    ...timestamps,
  },
  (t) => [
    index("order_product_item_order_idx").on(t.orderId),
    index("order_product_item_item_idx").on(t.productItemId),
    index("order_product_item_created_idx").on(t.createdAt),
    // The back office's filter by an item's status (docs/back-office.md#заказы).
    index("order_product_item_status_idx").on(t.status, t.orderId),
  ],
);

export const orderItemStatusHistory = pgTable(
  "order_item_status_history",
  {
    id: id(),
    orderProductItemId: integer("order_product_item_id")
      .notNull()
      .references(() => orderProductItem.id),
    status: orderStatus("status").notNull(),
    previousStatus: orderStatus("previous_status"),
    ...timestamps,
  },
  (t) => [index("order_item_status_history_item_idx").on(t.orderProductItemId, t.createdAt)],
);

export const payment = pgTable(
  "payment",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => order.id),
    provider: text("provider").notNull(),
    externalId: text("external_id"),
    status: paymentStatus("status").notNull().default("PENDING"),
    amount: money("amount"),
    confirmationUrl: text("confirmation_url"),
    ...timestamps,
  },
  (t) => [
    index("payment_order_idx").on(t.orderId),
    uniqueIndex("payment_external_key").on(t.provider, t.externalId),
  ],
);

/**
 * The offline payments provider's payments (docs/checkout.md#sandbox-payments): the shop's own
 * payment page answers from here as YooKassa would.
 */
export const sandboxPayment = pgTable(
  "sandbox_payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => order.id),
    /** The request's Idempotence-Key: the same key answers the same payment. */
    idempotenceKey: text("idempotence_key").notNull(),
    amount: money("amount"),
    /** pending, succeeded or canceled (the provider's words). */
    status: text("status").notNull().default("pending"),
    description: text("description").notNull(),
    returnUrl: text("return_url").notNull(),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [uniqueIndex("sandbox_payment_idempotence_key").on(t.idempotenceKey)],
);
