/** Countries and their cities. */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";

export const country = pgTable(
  "country",
  { id: id(), title: text("title").notNull(), alpha2: text("alpha2").notNull(), ...timestamps },
  (t) => [uniqueIndex("country_alpha2_key").on(t.alpha2)],
);

export const city = pgTable(
  "city",
  {
    id: id(),
    title: text("title").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => country.id),
    ...timestamps,
  },
  (t) => [
    index("city_country_idx").on(t.countryId),
    index("city_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
  ],
);
