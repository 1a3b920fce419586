/** Requests shoppers and partners send through the site's forms. */
import { sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { user } from "./identity.ts";
import { product } from "./products.ts";

export const priceRequest = pgTable("price_request", {
  id: id(),
  phone: text("phone").notNull(),
  userId: integer("user_id").references(() => user.id),
  productId: integer("product_id").references(() => product.id),
  imageUrls: text("image_urls")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  text: text("text"),
  ...timestamps,
});

/** A business partner's request to cooperate. */
export const cooperativeRequest = pgTable("cooperative_request", {
  id: id(),
  companyName: text("company_name").notNull(),
  companyType: text("company_type"),
  fullName: text("full_name").notNull(),
  inn: text("inn"),
  email: text("email"),
  phone: text("phone").notNull(),
  description: text("description"),
  ...timestamps,
});

/** A made-to-order request (/tovar-pod-zakaz). */
export const orderRequest = pgTable("order_request", {
  id: id(),
  userId: integer("user_id").references(() => user.id),
  name: text("name"),
  phone: text("phone").notNull(),
  text: text("text").notNull(),
  imageUrls: text("image_urls")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
});
