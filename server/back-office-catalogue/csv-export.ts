/**
 * The stock-and-prices CSV export (docs/back-office.md#каталог-и-цены): every live item, one row
 * each, streamed a page of items at a time so that a catalogue of any size costs a page's memory.
 * UTF-8 with a BOM, so that Excel opens the Cyrillic as it is; «;» by default, as Russian Excel
 * expects, or «,».
 */
import { stringify } from "csv-stringify/sync";
import type { Database } from "../db/database.ts";
import { formatRoubles } from "../../shared/catalogue-prices.ts";
import { CSV_COLUMNS, formatYesNo } from "./csv-format.ts";
import { itemsPage, type StaffItem } from "./items.ts";

/** Items read per statement while exporting. */
export const EXPORT_PAGE = 1000;

const BOM = "\ufeff";

const rowOf = (item: StaffItem): string[] => [
  String(item.id),
  item.productSlug,
  item.productName,
  item.brand,
  item.size,
  item.supplier,
  formatRoubles(item.price),
  item.oldPrice === null ? "" : formatRoubles(item.oldPrice),
  String(item.stock),
  formatYesNo(item.visible),
];

/** The export's file name for a day: «meet-market-ostatki-2026-12-01.csv». */
export const exportFileName = (now: Date) =>
  `meet-market-ostatki-${now.toISOString().slice(0, 10)}.csv`;

/** The export as text chunks: the BOM and header first, then a chunk per page of items. */
export async function* exportChunks(
  db: Database,
  delimiter: ";" | "," = ";",
  pageSize = EXPORT_PAGE,
): AsyncGenerator<string> {
  yield BOM + stringify([[...CSV_COLUMNS]], { delimiter, record_delimiter: "windows" });
  let after = 0;
  for (;;) {
    const items = await itemsPage(db, after, pageSize);
    if (items.length === 0) return;
    yield stringify(items.map(rowOf), { delimiter, record_delimiter: "windows" });
    after = items[items.length - 1]?.id ?? after;
    if (items.length < pageSize) return;
  }
}

/** The export as a byte stream for an HTTP answer; a read failure ends the stream with it. */
export function exportStream(db: Database, delimiter: ";" | "," = ";"): ReadableStream<Uint8Array> {
  const chunks = exportChunks(db, delimiter);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
