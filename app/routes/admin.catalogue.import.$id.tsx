import { useEffect } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { CatalogueImportQuery } from "~/features/back-office-catalogue/documents.server.ts";
import { IMPORT_STATE_LABELS, isRunning } from "~/features/back-office-catalogue/labels.ts";
import type { Route } from "./+types/admin.catalogue.import.$id";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Импорт №${params.id} — кабинет Meet Market` },
];

/** /admin/catalogue/import/:id: an import's progress while it runs, then its report. */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "catalogue");
  const { catalogueImport } = await staffOperation(client, CatalogueImportQuery, {
    dto: { id: args.params.id },
  });
  if (!catalogueImport) throw data("Такого импорта нет", { status: 404 });
  return catalogueImport;
}

/** Seconds between looks at a running import: the page's refresh, or the revalidation. */
const REFRESH_SECONDS = 1;

export default function AdminCatalogueImportJob({ loaderData: job }: Route.ComponentProps) {
  const running = isRunning(job.state);
  // The same address again, in place: its loader runs anew. (Not useRevalidator, which no
  // storefront page uses: React Router is one chunk every page loads, docs/storefront.md#javascript-below-the-fold.)
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(
      () => void navigate(pathname + search, { replace: true, preventScrollReset: true }),
      REFRESH_SECONDS * 1000,
    );
    return () => clearTimeout(timer);
  }, [running, job, navigate, pathname, search]);

  return (
    <section>
      {running ? (
        // Without JavaScript the page looks again by itself; with it, the effect above does.
        <noscript>
          <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <p className="text-sm">
        <Link to="/admin/catalogue/import" className="underline">
          ← Импорт CSV
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">
        Импорт №{job.id}: {job.fileName}
      </h1>
      <p className="mt-2" data-testid="import-state">
        {IMPORT_STATE_LABELS[job.state] ?? job.state}
      </p>
      {running ? (
        <div className="mt-3" aria-live="polite">
          <label htmlFor="import-progress" className="text-sm">
            {job.rowsTotal > 0
              ? `Применено строк: ${job.rowsDone} из ${job.rowsTotal}`
              : "Проверяем строки…"}
          </label>
          <progress
            id="import-progress"
            max={Math.max(job.rowsTotal, 1)}
            value={job.rowsDone}
            className="block w-full"
          />
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <p role="status" className="font-semibold" data-testid="import-summary">
            {job.summary}
          </p>
          <p className="text-sm">
            Строк в файле: {job.rowsTotal}. Изменено позиций: {job.itemsChanged}, видимость товаров:{" "}
            {job.productsChanged}, без изменений: {job.unchanged}, отклонено: {job.refusedCount}.
          </p>
        </div>
      )}
      {job.refused.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold">Отклонённые строки</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Строка
                </th>
                <th scope="col" className="py-1">
                  Причина
                </th>
              </tr>
            </thead>
            <tbody>
              {job.refused.map((row) => (
                <tr key={row.line} className="border-t border-neutral-200 dark:border-neutral-800">
                  <td className="py-1 pr-3 align-top tabular-nums">{row.line}</td>
                  <td className="py-1">{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {job.refusedCount > job.refused.length ? (
            <p className="mt-2 text-sm">
              Показаны первые {job.refused.length} из {job.refusedCount}.
            </p>
          ) : null}
        </div>
      ) : null}
      {!running ? (
        <p className="mt-6">
          <Link to="/admin/catalogue/import" className="underline">
            Загрузить другой файл
          </Link>
        </p>
      ) : null}
    </section>
  );
}
