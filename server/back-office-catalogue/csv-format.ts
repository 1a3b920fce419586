/**
 * The stock-and-prices CSV file (docs/back-office.md#каталог-и-цены): its columns, how a file is
 * read into text (UTF-8 with or without a BOM, or Windows-1251 as older Excel saves it) and which
 * separator it uses («;» as Russian Excel writes, or «,»).
 */

/** The columns, in the order the export writes them. */
export const CSV_COLUMNS = [
  "item_id",
  "product_slug",
  "product_name",
  "brand",
  "size",
  "supplier",
  "price",
  "old_price",
  "stock",
  "visible",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** What an imported file must have; the other columns may be left out (product_slug is checked). */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ["item_id", "price", "old_price", "stock"];

/** Bytes a file may have, and rows. */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

const YES = new Set(["да", "1", "true", "yes", "y", "д", "+"]);
const NO = new Set(["нет", "0", "false", "no", "n", "н", "-"]);

/** «да» / «нет» (and 1/0, true/false, yes/no) as a boolean; null for anything else. */
export function parseYesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

export const formatYesNo = (value: boolean) => (value ? "да" : "нет");

/**
 * A file's bytes as text: UTF-8 (a BOM dropped) when they are valid UTF-8, else Windows-1251,
 * which Excel in Russian uses for «CSV (разделители — запятые)».
 */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1251").decode(bytes);
  }
  return text.startsWith("\ufeff") ? text.slice(1) : text;
}

/** The separator of a file: «;» when its first line has one, else «,». */
export function delimiterOf(text: string): ";" | "," {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(";") ? ";" : ",";
}
