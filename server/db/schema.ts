import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Columns every shop entity carries; a row with `deletedAt` set is soft-deleted and never served. */
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
};

/** A top-level section of the catalogue (spec §3 "Directory (category)"). */
export const directory = pgTable(
  "directory",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    logoUrl: text("logo_url"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("directory_slug_live_key")
      .on(table.slug)
      .where(sql`${table.deletedAt} is null`),
    index("directory_position_idx").on(table.position),
  ],
);
