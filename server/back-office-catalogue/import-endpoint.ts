/**
 * The stock-and-prices CSV over HTTP (docs/back-office.md#каталог-и-цены), endpoints of
 * server/endpoints.ts for a staff member whose role may change the catalogue (owner, manager,
 * warehouse), known by the staff session's Bearer token as GraphQL knows them:
 *
 * - POST /api/admin/catalogue/import: a multipart/form-data body with the file in `file`, read as
 *   a stream against its limits (server/http/multipart.ts); answers 202 `{id, state}` at once and
 *   the API applies the file in the background (import-jobs.ts). 400 / 413 with a Russian
 *   `message` for a body it will not read, 401 without a staff session, 403 for another role.
 * - GET /api/admin/catalogue/export[?delimiter=comma]: every item as CSV, streamed.
 */
import type { Database } from "../db/database.ts";
import type { AuthSettings, StaffViewer } from "../graphql/context.ts";
import { type EndpointHandler, jsonAnswer } from "../http/endpoint.ts";
import { type MultipartLimits, readMultipart } from "../http/multipart.ts";
import type { ShopProviders } from "../providers/index.ts";
import { recordStaffAction, STAFF_MESSAGES, staffMay, staffRowId } from "../staff/access.ts";
import { staffContext } from "../staff/api.ts";
import { decodeCsv, MAX_IMPORT_BYTES } from "./csv-format.ts";
import { exportFileName, exportStream } from "./csv-export.ts";
import { type CatalogueImportJob, startImport } from "./import-jobs.ts";

export { CATALOGUE_EXPORT_PATH, CATALOGUE_IMPORT_PATH } from "./paths.ts";

const UPLOAD_LIMITS: MultipartLimits = {
  maxFileBytes: MAX_IMPORT_BYTES,
  maxFiles: 1,
  maxFields: 4,
  maxFieldBytes: 1024,
  maxParts: 6,
  maxTotalBytes: MAX_IMPORT_BYTES + 64 * 1024,
};

export const UPLOAD_MESSAGES = {
  noFile: "Выберите файл CSV",
  tooLarge: `Файл больше ${MAX_IMPORT_BYTES / 1024 / 1024} МБ: разделите его на несколько`,
  unreadable: "Не удалось прочитать загрузку: отправьте форму с файлом ещё раз",
} as const;

interface CatalogueEndpointDeps {
  db: Database;
  auth: AuthSettings;
  providers: ShopProviders;
  /** PostgreSQL: progress is written to the job's row for other workers (import-jobs.ts). */
  databaseKind?: "pglite" | "postgres";
}

/** The staff member of the request when their role may change the catalogue, else the refusal. */
async function catalogueStaff(
  deps: CatalogueEndpointDeps,
  request: Request,
): Promise<StaffViewer | Response> {
  const { staff } = await staffContext(deps.db, deps.auth, deps.providers.clock, request);
  if (!staff) return jsonAnswer(401, { message: STAFF_MESSAGES.signIn });
  if (!staffMay(staff.role, "catalogue"))
    return jsonAnswer(403, { message: STAFF_MESSAGES.forbidden });
  return staff;
}

/** What the audit log keeps of an import: its file, outcome and counts. */
export const importAudit =
  (staff: StaffViewer) =>
  (db: Database, job: CatalogueImportJob): Promise<void> =>
    recordStaffAction(db, staff, {
      action: "catalogue.import",
      subjectType: "catalogue_import",
      subjectId: String(job.id),
      details: {
        fileName: job.fileName,
        state: job.state,
        rows: job.rowsTotal,
        itemsChanged: job.report?.itemsChanged ?? 0,
        productsChanged: job.report?.productsChanged ?? 0,
        unchanged: job.report?.unchanged ?? 0,
        refused: job.report?.refusedCount ?? 0,
      },
    });

export function createCatalogueImportHandler(deps: CatalogueEndpointDeps): EndpointHandler {
  return async (request) => {
    const staff = await catalogueStaff(deps, request);
    if (staff instanceof Response) {
      await request.body?.cancel().catch(() => undefined);
      return staff;
    }
    const body = await readMultipart(request, UPLOAD_LIMITS, { stopAtProblem: true });
    if (body.problem) {
      const unreadable = body.problem.kind === "unreadable";
      return new Response(
        JSON.stringify({
          message: unreadable ? UPLOAD_MESSAGES.unreadable : UPLOAD_MESSAGES.tooLarge,
        }),
        {
          status: unreadable ? 400 : 413,
          headers: {
            "content-type": "application/json",
            "cache-control": "no-store",
            connection: "close",
          },
        },
      );
    }
    const file = body.files.find(([name]) => name === "file")?.[1];
    if (!file || file.size === 0) return jsonAnswer(400, { message: UPLOAD_MESSAGES.noFile });
    const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    const { job, finished } = await startImport(deps.db, {
      staffId: staffRowId(staff),
      fileName: file.name || "catalogue.csv",
      text,
      progressToDatabase: deps.databaseKind === "postgres",
      audit: importAudit(staff),
    });
    // The job reports its own failure (FAILED, with the reason in its report and the log).
    void finished;
    return jsonAnswer(202, { id: String(job.id), state: job.state });
  };
}

export function createCatalogueExportHandler(deps: CatalogueEndpointDeps): EndpointHandler {
  return async (request) => {
    const staff = await catalogueStaff(deps, request);
    if (staff instanceof Response) return staff;
    const comma = new URL(request.url).searchParams.get("delimiter") === "comma";
    await recordStaffAction(deps.db, staff, {
      action: "catalogue.export",
      subjectType: "catalogue",
      subjectId: "all",
      details: { delimiter: comma ? "," : ";" },
    });
    const name = exportFileName(deps.providers.clock.now());
    return new Response(exportStream(deps.db, comma ? "," : ";"), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "no-store",
      },
    });
  };
}
