/** What a shopper keeps: favourites and the cart. */
import {
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { user } from "./identity.ts";
import { promoCode } from "./merchandising.ts";
import { brand } from "./taxonomy.ts";
import { product, productItem } from "./products.ts";

export const favourite = pgTable(
  "favourite",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cart = pgTable(
  "cart",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    promoCodeId: integer("promo_code_id").references(() => promoCode.id),
    /** Bonuses the shopper chose to spend on this cart; null: not chosen, the default applies. */
    bonusesToSpend: integer("bonuses_to_spend"),
    ...timestamps,
  },
  (t) => [uniqueIndex("cart_user_key").on(t.userId)],
);

export const cartItem = pgTable(
  "cart_item",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => cart.id),
    productItemId: integer("product_item_id")
      .notNull()
      .references(() => productItem.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productItemId] })],
);

/**
 * What fits a signed-in shopper (docs/fit.md): their foot length, and what they said it from (a
 * size in a brand and model they own) when they did not give it in centimetres.
 */
export const shopperFit = pgTable("shopper_fit", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id),
  footLengthMm: smallint("foot_length_mm").notNull(),
  brandId: integer("brand_id").references(() => brand.id),
  model: text("model"),
  size: text("size"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
