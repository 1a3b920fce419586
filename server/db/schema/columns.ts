/**
 * Columns every table shares: integer identity ids, timestamps with soft deletion, money in
 * kopecks.
 */
import { customType, integer, timestamp } from "drizzle-orm/pg-core";

export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
};

/** Kopecks: integers, never negative. */
export const money = (name: string) => integer(name).notNull().default(0);

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export interface SeoTags {
  title: string;
  description: string;
  keywords: string;
}
