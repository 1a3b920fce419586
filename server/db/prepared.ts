/**
 * Statements the shop runs on every page, built once per database handle instead of on each call,
 * and prepared by name on PostgreSQL (node-postgres parses a named statement once per connection;
 * after a few executions the server plans it once for all, decision 029). Their values are
 * placeholders: a list of ids is one array parameter (`= any($1::int[])`), so the text is the
 * same whatever the list's length.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./database.ts";

/** A query made by `build` on the first call with each database handle (or transaction). */
export function preparedOn<Prepared>(
  build: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** The placeholder `name` as an int[] (a list of ids). */
export const idsPlaceholder = (name: string) => sql`${sql.placeholder(name)}::int[]`;
/** The placeholder `name` as a text[] (a list of slugs). */
export const textsPlaceholder = (name: string) => sql`${sql.placeholder(name)}::text[]`;
