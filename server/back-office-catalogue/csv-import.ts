/**
 * Reading a stock-and-prices CSV and checking every row before anything is written
 * (docs/back-office.md#каталог-и-цены): the header, each value, each item against the catalogue
 * as it is, and the rows against each other. The answer is either every change to make or every
 * row refused with its line and a Russian reason: a file with one bad row changes nothing.
 */
import { CsvError, parse } from "csv-parse/sync";
import type { Database } from "../db/database.ts";
import type { RefusedRow } from "../db/schema.ts";
import {
  CATALOGUE_MESSAGES,
  itemValuesInput,
  parseRoubles,
} from "../../shared/catalogue-prices.ts";
import {
  CSV_COLUMNS,
  type CsvColumn,
  delimiterOf,
  MAX_IMPORT_ROWS,
  parseYesNo,
  REQUIRED_COLUMNS,
} from "./csv-format.ts";
import { stockRefusal } from "./edit.ts";
import { type ItemChange, itemsByIds, type StaffItem, type VisibilityChange } from "./items.ts";

export const IMPORT_MESSAGES = {
  empty: "Файл пуст: нужна строка заголовка и хотя бы одна строка с позицией",
  unreadable: (reason: string) => `Файл не читается как CSV: ${reason}`,
  missingColumn: (column: string) =>
    `В заголовке нет столбца «${column}». Выгрузите файл заново и меняйте только значения`,
  unknownColumn: (column: string) =>
    `Неизвестный столбец «${column}»: ожидаются ${CSV_COLUMNS.join(", ")}`,
  repeatedColumn: (column: string) => `Столбец «${column}» в заголовке дважды`,
  tooManyRows: `В файле больше ${MAX_IMPORT_ROWS.toLocaleString("ru-RU")} строк: разделите его на несколько`,
  columnCount: (found: number, expected: number) =>
    `В строке ${found} ${found === 1 ? "значение" : "значений"}, а в заголовке ${expected} столбцов`,
  badItemId: "Номер позиции (item_id) — целое число из выгрузки",
  unknownItem: (id: number) => `Позиции ${id} нет в каталоге: её удалили или номер неверен`,
  otherProduct: (id: number, slug: string) =>
    `Позиция ${id} — пара товара «${slug}», а не того, что указан в строке: строки сдвинуты?`,
  duplicate: (id: number, line: number) =>
    `Позиция ${id} уже есть в строке ${line}: у каждой позиции одна строка`,
  badVisible: "Видимость (visible) — «да» или «нет»",
  visibilityConflict: (slug: string, line: number) =>
    `Видимость товара «${slug}» здесь не та, что в строке ${line}: у товара она одна`,
} as const;

/** What a checked file asks for. */
export interface CheckedImport {
  rowsTotal: number;
  refused: RefusedRow[];
  /** Only when nothing was refused: the items and products whose values differ. */
  items: ItemChange[];
  products: VisibilityChange[];
  /** Rows that ask for what the shop already has. */
  unchanged: number;
}

/** One data row as read: its line in the file and its values by column. */
interface CsvRow {
  line: number;
  values: Partial<Record<CsvColumn, string>>;
  /** Set when the row cannot be read at all. */
  problem?: string;
}

type Parsed = { rows: CsvRow[] } | { refused: RefusedRow };

/** Reads the header and the rows; a file that is no CSV, or a wrong header, is refused whole. */
export function readCsv(text: string): Parsed {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (csv-parse's types leave that out).
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { refused: { line, reason: IMPORT_MESSAGES.unreadable(csvErrorReason(error)) } };
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { refused: { line: 1, reason: IMPORT_MESSAGES.empty } };
  const columns = header.record.map((name) => name.trim().toLowerCase());
  const headerProblem = checkHeader(columns);
  if (headerProblem) return { refused: { line: header.info.lines, reason: headerProblem } };
  if (data.length > MAX_IMPORT_ROWS) {
    return { refused: { line: 1, reason: IMPORT_MESSAGES.tooManyRows } };
  }
  return {
    rows: data.map(({ record, info }) => {
      const values = Object.fromEntries(
        columns.map((column, index) => [column, record[index] ?? ""]),
      );
      return record.length === columns.length
        ? { line: info.lines, values }
        : {
            line: info.lines,
            values,
            problem: IMPORT_MESSAGES.columnCount(record.length, columns.length),
          };
    }),
  };
}

function csvErrorReason(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "кавычка не закрыта до конца файла";
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return "после закрывающей кавычки идёт текст";
    default:
      return "сохраните его из таблицы как CSV (UTF-8, разделитель «;» или «,»)";
  }
}

function checkHeader(columns: string[]): string | null {
  const known = new Set<string>(CSV_COLUMNS);
  const seen = new Set<string>();
  for (const column of columns) {
    if (!known.has(column)) return IMPORT_MESSAGES.unknownColumn(column);
    if (seen.has(column)) return IMPORT_MESSAGES.repeatedColumn(column);
    seen.add(column);
  }
  const missing = REQUIRED_COLUMNS.find((column) => !seen.has(column));
  return missing ? IMPORT_MESSAGES.missingColumn(missing) : null;
}

type Values = { price: number; oldPrice: number | null; stock: number };

/**
 * A row's values as numbers, or why they are not. Values equal to what `current` (the item the
 * row names) has pass as they are: the demo's data and older edits may hold an old price equal to
 * the price, and a file exported and imported again must not be refused for what it left alone.
 */
function readValues(
  row: CsvRow,
  current: (id: number) => StaffItem | undefined,
): { id: number; problems: string[]; values?: Values } {
  const problems: string[] = [];
  const idText = row.values.item_id ?? "";
  const id = /^\d{1,10}$/.test(idText) && Number(idText) < 2 ** 31 ? Number(idText) : Number.NaN;
  if (Number.isNaN(id)) problems.push(IMPORT_MESSAGES.badItemId);
  const price = parseRoubles(row.values.price ?? "");
  if ((row.values.price ?? "") === "") problems.push(CATALOGUE_MESSAGES.priceMissing);
  else if (price === null) problems.push(CATALOGUE_MESSAGES.priceNotANumber);
  const oldText = row.values.old_price ?? "";
  const oldPrice = oldText === "" ? null : parseRoubles(oldText);
  if (oldText !== "" && oldPrice === null) problems.push(CATALOGUE_MESSAGES.oldPriceNotANumber);
  const stockText = row.values.stock ?? "";
  const stock = /^-?\d{1,9}$/.test(stockText) ? Number(stockText) : null;
  if (stock === null) problems.push(CATALOGUE_MESSAGES.stockNotANumber);
  if (problems.length > 0 || price === null || stock === null) return { id, problems };
  const item = current(id);
  if (item && item.price === price && item.oldPrice === oldPrice && item.stock === stock) {
    return { id, problems, values: { price, oldPrice, stock } };
  }
  const checked = itemValuesInput.safeParse({ price, oldPrice, stock });
  if (!checked.success) return { id, problems: checked.error.issues.map((issue) => issue.message) };
  return { id, problems, values: checked.data };
}

/**
 * Checks every row of `text` against the catalogue in `db` (a transaction: the items named are
 * locked until it ends): what is refused, or (when nothing is) the changes to apply.
 */
export async function checkImport(db: Database, text: string): Promise<CheckedImport> {
  const parsed = readCsv(text);
  if ("refused" in parsed) {
    return { rowsTotal: 0, refused: [parsed.refused], items: [], products: [], unchanged: 0 };
  }
  const { rows } = parsed;
  const ids = rows
    .map((row) => Number(row.values.item_id))
    .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  const known = new Map<number, StaffItem>();
  // The items are read in slices: a statement's parameters stay small on either driver.
  for (let start = 0; start < ids.length; start += 5000) {
    for (const item of await itemsByIds(db, ids.slice(start, start + 5000), true)) {
      known.set(item.id, item);
    }
  }

  const refused: RefusedRow[] = [];
  const items: ItemChange[] = [];
  const products = new Map<number, VisibilityChange & { line: number; current: boolean }>();
  const lineOfItem = new Map<number, number>();
  let unchanged = 0;
  for (const row of rows) {
    const problems = row.problem ? [row.problem] : [];
    const read = readValues(row, (id) => known.get(id));
    problems.push(...read.problems);
    const item = known.get(read.id);
    if (!Number.isNaN(read.id)) {
      const earlier = lineOfItem.get(read.id);
      if (earlier !== undefined) problems.push(IMPORT_MESSAGES.duplicate(read.id, earlier));
      else lineOfItem.set(read.id, row.line);
      if (!item) problems.push(IMPORT_MESSAGES.unknownItem(read.id));
    }
    const slug = row.values.product_slug;
    if (item && slug !== undefined && slug !== item.productSlug) {
      problems.push(IMPORT_MESSAGES.otherProduct(item.id, item.productSlug));
    }
    const visibleText = row.values.visible;
    const visible = visibleText === undefined ? undefined : parseYesNo(visibleText);
    if (visible === null) problems.push(IMPORT_MESSAGES.badVisible);
    const { values } = read;
    if (item && values) {
      const refusal = stockRefusal(item, values.stock);
      if (refusal) problems.push(refusal);
    }
    if (item && typeof visible === "boolean") {
      const other = products.get(item.productId);
      if (other && other.visible !== visible) {
        problems.push(IMPORT_MESSAGES.visibilityConflict(item.productSlug, other.line));
      } else if (!other) {
        products.set(item.productId, {
          productId: item.productId,
          visible,
          line: row.line,
          current: item.visible,
        });
      }
    }
    if (problems.length > 0) {
      refused.push({ line: row.line, reason: problems.join("; ") });
      continue;
    }
    if (!item || !values) continue;
    const same =
      item.price === values.price &&
      item.oldPrice === values.oldPrice &&
      (item.stock === values.stock || item.state === "SOLD");
    if (same) unchanged += 1;
    else items.push({ id: item.id, productId: item.productId, ...values });
  }
  const visibility = [...products.values()]
    .filter((change) => change.current !== change.visible)
    .map(({ productId, visible }) => ({ productId, visible }));
  if (refused.length > 0) {
    return { rowsTotal: rows.length, refused, items: [], products: [], unchanged: 0 };
  }
  return { rowsTotal: rows.length, refused, items, products: visibility, unchanged };
}
