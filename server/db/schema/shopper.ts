/** What a shopper keeps: favourites and the cart. */
import { integer, pgTable, primaryKey, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { user } from "./identity.ts";
import { promoCode } from "./merchandising.ts";
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
