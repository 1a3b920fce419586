/**
 * `npm run seed -- [--products N] [--seed S] [--reset]`: fills the database named by
 * DATABASE_URL (default: the embedded ./data/pglite) with the demo catalogue. `--reset` empties
 * the shop's tables first; without it an already seeded database is left alone.
 *   npm run seed -- --reset --products 50000      a benchmark-sized catalogue
 */
import { parseArgs } from "node:util";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { openDatabase } from "../server/db/database.ts";
import * as schema from "../server/db/schema.ts";
import { DEFAULT_PRODUCT_COUNT, seedDemoData } from "../server/seed/demo.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: String(DEFAULT_PRODUCT_COUNT) },
    seed: { type: "string" },
    reset: { type: "boolean", default: false },
  },
});

const products = Number(values.products);
if (!Number.isSafeInteger(products) || products < 1 || products > 1_000_000) {
  console.error("--products must be a whole number from 1 to 1 000 000");
  process.exit(1);
}

const url = process.env.DATABASE_URL || "file:./data/pglite";
const database = await openDatabase(url);
try {
  await database.migrate();
  if (values.reset) {
    // The staff and their append-only audit log (docs/back-office.md#the-audit-log) are no part
    // of the catalogue: a reset keeps them (the log's trigger would refuse it anyway).
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .filter((name) => !name.startsWith("staff"))
      .map((name) => `"${name}"`);
    await database.db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
  } else {
    const [existing] = await database.db
      .select({ id: schema.directory.id })
      .from(schema.directory)
      .limit(1);
    if (existing) {
      console.log("The database already has a catalogue; run with --reset to replace it.");
      process.exit(0);
    }
  }
  const started = performance.now();
  await database.db.transaction((tx) =>
    seedDemoData(tx, { products, seed: values.seed ? Number(values.seed) : undefined }),
  );
  await database.analyze();
  console.log(
    `Seeded ${products} products into ${url.replace(/\/\/[^@]*@/, "//…@")} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
