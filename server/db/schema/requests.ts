/**
 * Requests shoppers and partners send through the site's forms (docs/requests.md): a price
 * match, a made-to-order request and a partnership request. Each keeps the client's address it
 * came from, which the per-client limits count, and is listed by the operator API.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { requestState } from "./enums.ts";
import { staff } from "./staff.ts";
import { user } from "./identity.ts";
import { product } from "./products.ts";

/**
 * Where a request is in the back office's queue (docs/back-office.md#отзывы-и-заявки): its state,
 * the staff's note and who moved it last, when.
 */
const queueState = () => ({
  state: requestState("state").notNull().default("NEW"),
  stateNote: text("state_note"),
  stateChangedAt: timestamp("state_changed_at", { withTimezone: true }),
  stateChangedBy: integer("state_changed_by").references(() => staff.id),
});

/** «Нашли дешевле?»: the same goods seen cheaper elsewhere. */
export const priceRequest = pgTable(
  "price_request",
  {
    id: id(),
    phone: text("phone").notNull(),
    userId: integer("user_id").references(() => user.id),
    productId: integer("product_id").references(() => product.id),
    /** What the shopper named when the request did not come from a product page. */
    productName: text("product_name"),
    size: text("size"),
    /** The cheaper offer's page (http or https only). */
    offerUrl: text("offer_url"),
    /** The price seen there, kopecks. */
    priceSeen: integer("price_seen"),
    name: text("name"),
    email: text("email"),
    imageUrls: text("image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text("text"),
    clientIp: text("client_ip"),
    ...queueState(),
    ...timestamps,
  },
  (t) => [
    index("price_request_phone_idx").on(t.phone, t.createdAt),
    index("price_request_client_ip_idx").on(t.clientIp, t.createdAt),
    index("price_request_state_idx").on(t.state, t.createdAt),
  ],
);

/** A business partner's request to cooperate (/info/partners). */
export const cooperativeRequest = pgTable(
  "cooperative_request",
  {
    id: id(),
    companyName: text("company_name").notNull(),
    companyType: text("company_type"),
    fullName: text("full_name").notNull(),
    inn: text("inn"),
    email: text("email"),
    phone: text("phone").notNull(),
    description: text("description"),
    clientIp: text("client_ip"),
    ...queueState(),
    ...timestamps,
  },
  (t) => [
    index("cooperative_request_phone_idx").on(t.phone, t.createdAt),
    index("cooperative_request_client_ip_idx").on(t.clientIp, t.createdAt),
    index("cooperative_request_state_idx").on(t.state, t.createdAt),
  ],
);

/** A made-to-order request (/tovar-pod-zakaz): goods the catalogue does not have. */
export const orderRequest = pgTable(
  "order_request",
  {
    id: id(),
    userId: integer("user_id").references(() => user.id),
    name: text("name"),
    phone: text("phone").notNull(),
    email: text("email"),
    brand: text("brand"),
    model: text("model"),
    size: text("size"),
    /** A page showing the goods (http or https only). */
    link: text("link"),
    /** The most the shopper means to pay, kopecks. */
    budget: integer("budget"),
    /** Anything else the shopper wrote: colour, article number… */
    text: text("text"),
    imageUrls: text("image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clientIp: text("client_ip"),
    ...queueState(),
    ...timestamps,
  },
  (t) => [
    index("order_request_phone_idx").on(t.phone, t.createdAt),
    index("order_request_client_ip_idx").on(t.clientIp, t.createdAt),
    index("order_request_state_idx").on(t.state, t.createdAt),
  ],
);
