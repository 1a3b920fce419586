import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { CATALOGUE_MESSAGES } from "../../shared/catalogue-prices.ts";
import { CSV_COLUMNS, decodeCsv } from "./csv-format.ts";
import { exportChunks } from "./csv-export.ts";
import { IMPORT_MESSAGES } from "./csv-import.ts";
import { EDIT_MESSAGES } from "./edit.ts";
import { JOB_MESSAGES, readImport, startImport } from "./import-jobs.ts";

async function exportText(db: Database, delimiter: ";" | "," = ";", pageSize?: number) {
  let text = "";
  for await (const chunk of exportChunks(db, delimiter, pageSize)) text += chunk;
  return text;
}

/** The export's rows as records by column (the BOM and header read). */
async function exportedRows(db: Database) {
  const text = await exportText(db);
  return parse(text, { bom: true, delimiter: ";", columns: true }) as Record<
    (typeof CSV_COLUMNS)[number],
    string
  >[];
}

const csvOf = (rows: Record<string, string>[], columns: readonly string[] = CSV_COLUMNS) =>
  [
    columns.join(";"),
    ...rows.map((row) => columns.map((column) => row[column] ?? "").join(";")),
  ].join("\r\n");

async function runImport(db: Database, text: string) {
  const { job, finished } = await startImport(db, { staffId: null, fileName: "prices.csv", text });
  expect(job.state).toBe("QUEUED");
  await finished;
  const done = await readImport(db, job.id);
  if (!done) throw new Error("the job vanished");
  return done;
}

const pricesOf = async (db: Database, ids: number[]) =>
  new Map(
    (
      await db
        .select({ id: t.productItem.id, price: t.productItem.price })
        .from(t.productItem)
        .where(inArray(t.productItem.id, ids))
    ).map((row) => [row.id, row.price]),
  );

describe("the stock-and-prices CSV", () => {
  it("exports every live item once, with a BOM, «;» or «,», a page at a time", async () => {
    await inRollback(async (db) => {
      const text = await exportText(db, ";", 700);
      expect(text.startsWith(`\ufeff${CSV_COLUMNS.join(";")}\r\n`)).toBe(true);
      const rows = parse(text, { bom: true, delimiter: ";", columns: true }) as {
        item_id: string;
      }[];
      const [live] = await selectRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from product_item i join product p on p.id = i.product_id
          where i.deleted_at is null and p.deleted_at is null`,
      );
      expect(rows.length).toBe(live?.count);
      expect(new Set(rows.map((row) => row.item_id)).size).toBe(rows.length);
      const comma = await exportText(db, ",");
      expect(comma.split("\r\n")[0]).toBe(`\ufeff${CSV_COLUMNS.join(",")}`);
    });
  });

  it("imports its own export unchanged, and 5 000 changed prices in one go", async () => {
    await inRollback(async (db) => {
      const rows = await exportedRows(db);
      expect(rows.length).toBeGreaterThanOrEqual(5000);
      const same = await runImport(db, csvOf(rows));
      expect(same).toMatchObject({ state: "DONE", rowsTotal: rows.length, rowsDone: rows.length });
      expect(same.report).toMatchObject({
        itemsChanged: 0,
        unchanged: rows.length,
        refusedCount: 0,
      });

      const batch = rows.slice(0, 5000).map((row) => ({
        ...row,
        price: String(Number(row.price) + 10),
        old_price: "",
      }));
      const changed = await runImport(db, csvOf(batch));
      expect(changed.state).toBe("DONE");
      expect(changed.report?.itemsChanged).toBe(5000);
      expect(changed.report?.summary).toBe(JOB_MESSAGES.done(5000, 0, 0));
      const ids = batch.map((row) => Number(row.item_id));
      const prices = await pricesOf(db, ids);
      for (const row of batch)
        expect(prices.get(Number(row.item_id))).toBe(Number(row.price) * 100);
    });
  });

  it("refuses every bad row with its line and reason, and then changes nothing", async () => {
    await inRollback(async (db) => {
      const rows = (await exportedRows(db)).filter((row) => row.stock === "1").slice(0, 12);
      const [sold] = await selectRows<{ id: number; slug: string }>(
        db,
        sql`select i.id, p.slug from product_item i join product p on p.id = i.product_id
          where i.is_sold and i.deleted_at is null order by i.id limit 1`,
      );
      if (!sold || rows.length < 12) throw new Error("the seed lacks the rows this test needs");
      const row = (index: number) => {
        const found = rows[index];
        if (!found) throw new Error(`no row ${index}`);
        return found;
      };
      const good = { ...row(0), price: "1" };
      const bad = [
        good,
        { ...row(1), item_id: "2000000000" },
        { ...row(2), price: "двенадцать" },
        { ...row(3), stock: "-1" },
        { ...row(4), old_price: row(4).price },
        { ...row(5), price: "0" },
        { ...row(6), stock: "2" },
        { ...row(7), visible: "может быть" },
        { ...row(0), price: "2" },
        { ...row(8), product_slug: "not-this-product" },
        { ...row(9), item_id: String(sold.id), product_slug: sold.slug, stock: "1" },
        { ...row(10), item_id: "abc" },
      ];
      const job = await runImport(db, csvOf(bad));
      expect(job.state).toBe("REFUSED");
      expect(job.rowsDone).toBe(0);
      expect(job.report?.summary).toBe(JOB_MESSAGES.refused(11));
      expect(job.report?.refused).toEqual([
        { line: 3, reason: IMPORT_MESSAGES.unknownItem(2_000_000_000) },
        { line: 4, reason: CATALOGUE_MESSAGES.priceNotANumber },
        { line: 5, reason: CATALOGUE_MESSAGES.stockNegative },
        { line: 6, reason: CATALOGUE_MESSAGES.oldPriceNotAbove },
        { line: 7, reason: CATALOGUE_MESSAGES.priceNotPositive },
        { line: 8, reason: CATALOGUE_MESSAGES.stockOverOne },
        { line: 9, reason: IMPORT_MESSAGES.badVisible },
        { line: 10, reason: IMPORT_MESSAGES.duplicate(Number(row(0).item_id), 2) },
        {
          line: 11,
          reason: IMPORT_MESSAGES.otherProduct(Number(row(8).item_id), row(8).product_slug),
        },
        { line: 12, reason: EDIT_MESSAGES.sold },
        { line: 13, reason: IMPORT_MESSAGES.badItemId },
      ]);
      // The one good row was not applied either.
      const prices = await pricesOf(db, [Number(good.item_id)]);
      expect(prices.get(Number(good.item_id))).toBe(Number(row(0).price) * 100);
    });
  });

  it("refuses a wrong header, a file that is no CSV, an empty one, and a row of the wrong width", async () => {
    await inRollback(async (db) => {
      const [row] = await exportedRows(db);
      if (!row) throw new Error("nothing exported");
      const cases: [string, { line: number; reason: string }][] = [
        [
          csvOf([row], ["item_id", "price", "stock"]),
          { line: 1, reason: IMPORT_MESSAGES.missingColumn("old_price") },
        ],
        [
          csvOf([row], [...CSV_COLUMNS, "prise"]),
          { line: 1, reason: IMPORT_MESSAGES.unknownColumn("prise") },
        ],
        [
          csvOf([row], ["item_id", "price", "old_price", "stock", "price"]),
          { line: 1, reason: IMPORT_MESSAGES.repeatedColumn("price") },
        ],
        [`${CSV_COLUMNS.join(";")}\r\n`, { line: 1, reason: IMPORT_MESSAGES.empty }],
        [
          `item_id;price;old_price;stock\r\n${row.item_id};"100;;1\r\n`,
          // The line where the file ended, still inside the quotes.
          { line: 3, reason: IMPORT_MESSAGES.unreadable("кавычка не закрыта до конца файла") },
        ],
        [
          `item_id;price;old_price;stock\r\n${row.item_id};100;;1;extra\r\n`,
          { line: 2, reason: IMPORT_MESSAGES.columnCount(5, 4) },
        ],
      ];
      for (const [text, refusal] of cases) {
        const job = await runImport(db, text);
        expect(job.state).toBe("REFUSED");
        expect(job.report?.refused).toEqual([refusal]);
      }
    });
  });

  it("reads «,» files with quoted decimal commas, the columns it needs only, and Windows-1251", async () => {
    await inRollback(async (db) => {
      const [row] = (await exportedRows(db)).filter((each) => each.stock === "1");
      if (!row) throw new Error("nothing on sale");
      const id = Number(row.item_id);
      const job = await runImport(db, `item_id,price,old_price,stock\n${id},"1 234,50",2000,0\n`);
      expect(job).toMatchObject({ state: "DONE", report: { itemsChanged: 1 } });
      const [item] = await db.select().from(t.productItem).where(eq(t.productItem.id, id));
      expect(item).toMatchObject({ price: 123_450, oldPrice: 200_000, sale: 38, active: false });

      const cp1251 = new Uint8Array([
        ...Buffer.from(`item_id;price;old_price;stock;visible\r\n${id};900;;1;`),
        0xe4,
        0xe0,
      ]);
      expect(decodeCsv(cp1251).endsWith(";да")).toBe(true);
      expect(await runImport(db, decodeCsv(cp1251))).toMatchObject({ state: "DONE" });
    });
  });

  it("changes a product's visibility once, and refuses rows that disagree on it", async () => {
    await inRollback(async (db) => {
      const rows = await exportedRows(db);
      const slug = rows.find(
        (row, index) =>
          rows.findIndex((other) => other.product_slug === row.product_slug) !== index,
      )?.product_slug;
      const ofProduct = rows.filter((row) => row.product_slug === slug);
      if (ofProduct.length < 2) throw new Error("no product with two items");
      const hidden = await runImport(
        db,
        csvOf(ofProduct.map((row) => ({ ...row, visible: "нет" }))),
      );
      expect(hidden.report).toMatchObject({ productsChanged: 1, itemsChanged: 0 });
      const [product] = await db
        .select()
        .from(t.product)
        .where(eq(t.product.slug, slug ?? ""));
      expect(product?.active).toBe(false);

      const split = ofProduct.map((row, index) => ({
        ...row,
        visible: index === 0 ? "да" : "нет",
      }));
      const refused = await runImport(db, csvOf(split));
      expect(refused.report?.refused[0]).toEqual({
        line: 3,
        reason: IMPORT_MESSAGES.visibilityConflict(slug ?? "", 2),
      });
    });
  });
});
