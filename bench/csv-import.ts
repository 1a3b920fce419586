/**
 * `npm run bench:csv-import -- [--rows 5000] [--rounds 3] [--postgres postgres://…]`: how long the
 * back office's stock-and-prices import takes to check and apply `--rows` changed prices
 * (docs/back-office.md#каталог-и-цены, issue 36: 5 000 rows well under a minute).
 *
 * On an in-memory PGlite seeded with the demo catalogue, and on PostgreSQL when `--postgres` (or
 * BENCH_CSV_POSTGRES_URL) names a database (its catalogue is seeded when it has none). Each round
 * exports the catalogue, raises the first `--rows` items' prices by one rouble and imports that
 * file as the back office does (startImport: every row checked, then applied in one transaction,
 * the products' prices refreshed), timing the job from its start to its end. The load average is
 * printed beside each figure: on a shared machine it says how much of the time was the machine's.
 * See bench/README.md#csv-import.
 */
import { parse } from "csv-parse/sync";
import { parseArgs } from "node:util";
import { type DatabaseHandle, openDatabase } from "../server/db/database.ts";
import { seedDemoData, seedIfEmpty } from "../server/seed/demo.ts";
import { exportChunks } from "../server/back-office-catalogue/csv-export.ts";
import { startImport } from "../server/back-office-catalogue/import-jobs.ts";
import { CSV_COLUMNS } from "../server/back-office-catalogue/csv-format.ts";
import { load1, whole } from "./options.ts";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "5000" },
    rounds: { type: "string", default: "3" },
    postgres: { type: "string", default: process.env.BENCH_CSV_POSTGRES_URL ?? "" },
  },
});
const rows = whole(values, "rows", 1, 20_000);
const rounds = whole(values, "rounds", 1, 20);

async function exportedCsv(handle: DatabaseHandle): Promise<Record<string, string>[]> {
  let text = "";
  for await (const chunk of exportChunks(handle.db)) text += chunk;
  return parse(text, { bom: true, delimiter: ";", columns: true }) as Record<string, string>[];
}

/** The first `count` rows with their prices a rouble up (a round's file differs from the last). */
function raisedPrices(records: Record<string, string>[], count: number): string {
  const lines = records.slice(0, count).map((record) =>
    CSV_COLUMNS.map((column) => {
      const value = record[column] ?? "";
      if (column === "price") return String(Math.floor(Number(value)) + 1);
      if (column === "old_price") return "";
      return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    }).join(";"),
  );
  return [CSV_COLUMNS.join(";"), ...lines].join("\r\n");
}

async function bench(name: string, handle: DatabaseHandle): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    const records = await exportedCsv(handle);
    if (records.length < rows) {
      throw new Error(
        `${name}: the catalogue has ${records.length} items, fewer than --rows ${rows}`,
      );
    }
    const text = raisedPrices(records, rows);
    const loadBefore = load1();
    const started = performance.now();
    const { finished } = await startImport(handle.db, {
      staffId: null,
      fileName: "bench.csv",
      text,
    });
    const job = await finished;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (job.state !== "DONE")
      throw new Error(`${name}: the import ended ${job.state}: ${job.report?.summary}`);
    console.log(
      `${name}\tround ${round}\t${rows} rows\t${seconds} s\tchanged ${job.report?.itemsChanged}\tload ${loadBefore} → ${load1()}`,
    );
  }
}

console.log(`CSV import of ${rows} changed prices, ${rounds} rounds; load average now ${load1()}`);
const pglite = await openDatabase("memory://");
await pglite.migrate();
await seedDemoData(pglite.db);
await pglite.analyze();
await bench("pglite", pglite);
await pglite.close();

if (values.postgres) {
  const postgres = await openDatabase(values.postgres);
  await postgres.migrate();
  if (await seedIfEmpty(postgres.db)) await postgres.analyze();
  await bench("postgres", postgres);
  await postgres.close();
}
