/**
 * The back office's catalogue imports (docs/back-office.md#каталог-и-цены): one row per CSV file a
 * staff member uploaded, its progress while the API applies it, and its report.
 */
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { staff } from "./staff.ts";

export const catalogueImportStateValues = [
  /** Uploaded, waiting for the API to read it. */
  "QUEUED",
  /** Being checked row by row, then applied in one transaction. */
  "RUNNING",
  /** Every row applied. */
  "DONE",
  /** At least one row refused: nothing applied. */
  "REFUSED",
  /** Stopped by an error or a restart before its transaction committed: nothing applied. */
  "FAILED",
] as const;
export type CatalogueImportState = (typeof catalogueImportStateValues)[number];

export const catalogueImportState = pgEnum("catalogue_import_state", catalogueImportStateValues);

/** One refused row: its line in the file (1 is the header) and why, in Russian. */
export interface RefusedRow {
  line: number;
  reason: string;
}

/** What an import found and did, kept with its job. */
export interface CatalogueImportReport {
  /** Rows refused, in file order (at most MAX_REPORTED_REFUSALS of them are kept). */
  refused: RefusedRow[];
  /** How many rows were refused in all (may exceed refused.length). */
  refusedCount: number;
  /** Items whose price, old price or stock changed; products whose visibility changed. */
  itemsChanged: number;
  productsChanged: number;
  /** Rows that matched what the shop already had. */
  unchanged: number;
  /** What happened, or what to do next, in one Russian sentence. */
  summary: string;
}

export const catalogueImport = pgTable(
  "catalogue_import",
  {
    id: id(),
    /** Who uploaded it; null for a job started outside the back office (the bench). */
    staffId: integer("staff_id").references(() => staff.id),
    fileName: text("file_name").notNull(),
    rowsTotal: integer("rows_total").notNull().default(0),
    /** Rows checked, then rows applied: what the progress bar shows. */
    rowsDone: integer("rows_done").notNull().default(0),
    state: catalogueImportState("state").notNull().default("QUEUED"),
    report: jsonb("report").$type<CatalogueImportReport>(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("catalogue_import_created_idx").on(t.createdAt)],
);
