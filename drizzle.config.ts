import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs the schema (server/db/schema.ts, which
// re-exports every domain's tables from server/db/schema/) against the committed snapshots and
// writes SQL. Migrations are applied by the app at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  strict: true,
});
