/**
 * A CSV import as a job (docs/back-office.md#каталог-и-цены): the upload makes a row of
 * catalogue_import and returns at once; the API process that took it checks the file and applies
 * it in the background, in ONE transaction (a process that dies mid-way leaves nothing
 * half-applied: its job reads FAILED and nothing changed). While it runs, its rows done are kept
 * in this process's memory and, on PostgreSQL, written to its row between batches from outside
 * the transaction, so that a page asking any worker sees them move. PGlite is one connection:
 * its readers wait for the transaction, but the process running the job answers from memory.
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import {
  catalogueImport,
  type CatalogueImportReport,
  type CatalogueImportState,
  type RefusedRow,
} from "../db/schema.ts";
import { checkImport } from "./csv-import.ts";
import { applyChanges } from "./items.ts";

/** Refused rows a report keeps (the count says how many there were in all). */
export const MAX_REPORTED_REFUSALS = 500;

/** A job nobody has written to for this long, still QUEUED or RUNNING, died with its process. */
export const ABANDONED_AFTER_MS = 10 * 60_000;

export const JOB_MESSAGES = {
  done: (items: number, products: number, unchanged: number) =>
    `Готово: изменено позиций — ${items}, видимость товаров — ${products}, без изменений — ${unchanged}.`,
  refused: (count: number) =>
    `Ничего не изменено: ${count === 1 ? "одна строка не прошла" : `строк не прошло — ${count}`} проверку. Исправьте или удалите отклонённые строки и загрузите файл снова: строки проверяются все, а применяются только все вместе.`,
  failed:
    "Импорт прервался из-за ошибки сервера, ничего не изменено. Загрузите файл ещё раз; если повторится — сообщите администратору.",
  abandoned:
    "Импорт прервался при перезапуске сервера, ничего не изменено. Загрузите файл ещё раз.",
} as const;

/** An import as the back office reads it. */
export interface CatalogueImportJob {
  id: number;
  staffId: number | null;
  fileName: string;
  state: CatalogueImportState;
  rowsTotal: number;
  rowsDone: number;
  report: CatalogueImportReport | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** Jobs running in this process: their progress, read before the database. */
const running = new Map<number, CatalogueImportJob>();

export interface StartImportOptions {
  staffId: number | null;
  fileName: string;
  /** The file as text (csv-format.ts decodeCsv). */
  text: string;
  /**
   * Write rows done to the job's row between batches (PostgreSQL, where other connections, and
   * other workers, read it while the transaction runs). Never on PGlite, whose one connection
   * the transaction holds.
   */
  progressToDatabase?: boolean;
  /**
   * Writes the import to the audit log once it is over: in the import's own transaction when it
   * applied its rows (so that no change goes unrecorded), after it otherwise.
   */
  audit?: (db: Database, job: CatalogueImportJob) => Promise<void>;
}

/**
 * Makes the job and starts it in the background. `finished` settles when it is done (the tests
 * wait for it; the API does not).
 */
export async function startImport(
  db: Database,
  options: StartImportOptions,
): Promise<{ job: CatalogueImportJob; finished: Promise<CatalogueImportJob> }> {
  const [row] = await db
    .insert(catalogueImport)
    .values({ staffId: options.staffId, fileName: options.fileName.slice(0, 200) })
    .returning();
  if (!row) throw new Error("catalogue_import: insert returned no row");
  const job = toJob(row);
  running.set(job.id, { ...job, state: "RUNNING" });
  const finished = runImport(db, job.id, options).finally(() => running.delete(job.id));
  return { job, finished };
}

async function runImport(
  db: Database,
  id: number,
  options: StartImportOptions,
): Promise<CatalogueImportJob> {
  const progress = running.get(id);
  try {
    await db.update(catalogueImport).set({ state: "RUNNING" }).where(eq(catalogueImport.id, id));
    let report: CatalogueImportReport | undefined;
    let rowsTotal = 0;
    await db.transaction(async (tx) => {
      const checked = await checkImport(tx, options.text);
      rowsTotal = checked.rowsTotal;
      if (progress) progress.rowsTotal = rowsTotal;
      if (options.progressToDatabase) await writeProgress(db, id, { rowsTotal, rowsDone: 0 });
      if (checked.refused.length > 0) {
        report = refusedReport(checked.refused);
        return;
      }
      let written = checked.unchanged;
      const note = async (done: number) => {
        written = checked.unchanged + done;
        if (progress) progress.rowsDone = written;
        if (options.progressToDatabase) await writeProgress(db, id, { rowsDone: written });
      };
      await note(0);
      await applyChanges(tx, checked.items, checked.products, note);
      const applied: CatalogueImportReport = {
        refused: [],
        refusedCount: 0,
        itemsChanged: checked.items.length,
        productsChanged: checked.products.length,
        unchanged: checked.unchanged,
        summary: JOB_MESSAGES.done(
          checked.items.length,
          checked.products.length,
          checked.unchanged,
        ),
      };
      report = applied;
      if (options.audit) {
        const [row] = await tx.select().from(catalogueImport).where(eq(catalogueImport.id, id));
        if (row) {
          await options.audit(tx, {
            ...toJob(row),
            state: "DONE",
            rowsTotal,
            rowsDone: rowsTotal,
            report,
          });
        }
      }
    });
    if (!report) throw new Error("catalogue import: no report");
    const refused = report.refusedCount > 0;
    const job = await finish(db, id, {
      state: refused ? "REFUSED" : "DONE",
      rowsTotal,
      rowsDone: refused ? 0 : rowsTotal,
      report,
    });
    if (refused) await options.audit?.(db, job);
    return job;
  } catch (error) {
    console.error(`Catalogue import ${id} failed:`, error);
    const job = await finish(db, id, {
      state: "FAILED",
      report: failedReport(JOB_MESSAGES.failed),
    });
    await options.audit?.(db, job).catch((auditError: unknown) => {
      console.error(`Catalogue import ${id}: the audit log refused its entry:`, auditError);
    });
    return job;
  }
}

const refusedReport = (refused: RefusedRow[]): CatalogueImportReport => ({
  refused: refused.slice(0, MAX_REPORTED_REFUSALS),
  refusedCount: refused.length,
  itemsChanged: 0,
  productsChanged: 0,
  unchanged: 0,
  summary: JOB_MESSAGES.refused(refused.length),
});

const failedReport = (summary: string): CatalogueImportReport => ({
  refused: [],
  refusedCount: 0,
  itemsChanged: 0,
  productsChanged: 0,
  unchanged: 0,
  summary,
});

/** Rows done (and total) of a running job, never over a finished one's. */
async function writeProgress(
  db: Database,
  id: number,
  values: { rowsDone: number; rowsTotal?: number },
): Promise<void> {
  await db
    .update(catalogueImport)
    .set(values)
    .where(and(eq(catalogueImport.id, id), eq(catalogueImport.state, "RUNNING")));
}

async function finish(
  db: Database,
  id: number,
  values: {
    state: CatalogueImportState;
    report: CatalogueImportReport;
    rowsTotal?: number;
    rowsDone?: number;
  },
): Promise<CatalogueImportJob> {
  const [row] = await db
    .update(catalogueImport)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(catalogueImport.id, id))
    .returning();
  if (!row) throw new Error(`catalogue_import ${id} vanished`);
  return toJob(row);
}

const toJob = (row: typeof catalogueImport.$inferSelect): CatalogueImportJob => ({
  id: row.id,
  staffId: row.staffId,
  fileName: row.fileName,
  state: row.state,
  rowsTotal: row.rowsTotal,
  rowsDone: row.rowsDone,
  report: row.report,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});

/** A job as it stands: from this process's memory while it runs here, else from its row. */
export async function readImport(db: Database, id: number): Promise<CatalogueImportJob | null> {
  const here = running.get(id);
  if (here) return { ...here };
  const [row] = await db.select().from(catalogueImport).where(eq(catalogueImport.id, id));
  return row ? toJob(row) : null;
}

/** The latest imports, newest first. */
export async function recentImports(db: Database, limit = 20): Promise<CatalogueImportJob[]> {
  const rows = await db
    .select()
    .from(catalogueImport)
    .orderBy(desc(catalogueImport.id))
    .limit(limit);
  return rows.map((row) => running.get(row.id) ?? toJob(row));
}

/**
 * Marks FAILED the jobs left QUEUED or RUNNING by a process that died (their transaction rolled
 * back with it): run when the API starts. A job another worker is still running writes its row
 * between batches, so only one untouched for ABANDONED_AFTER_MS is taken for dead.
 */
export async function failAbandonedImports(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .update(catalogueImport)
    .set({ state: "FAILED", report: failedReport(JOB_MESSAGES.abandoned), finishedAt: now })
    .where(
      and(
        inArray(catalogueImport.state, ["QUEUED", "RUNNING"]),
        lt(catalogueImport.updatedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: catalogueImport.id });
  return rows.length;
}
