import { data, Link, redirect } from "react-router";
import {
  readStaffToken,
  requireStaffSession,
  staffOperation,
} from "~/features/back-office/session.server.ts";
import { CatalogueImportsQuery } from "~/features/back-office-catalogue/documents.server.ts";
import { IMPORT_STATE_LABELS } from "~/features/back-office-catalogue/labels.ts";
import { ImportForm } from "~/features/back-office-catalogue/import-form.tsx";
import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/admin.catalogue.import";

export const meta: Route.MetaFunction = () => [{ title: "Импорт CSV — кабинет Meet Market" }];

/** Where the shop API takes the upload (server/endpoints.ts). */
const API_IMPORT_PATH = "/api/admin/catalogue/import";

/** /admin/catalogue/import: the upload form, the export's links and the latest imports. */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "catalogue");
  const { catalogueImports } = await staffOperation(client, CatalogueImportsQuery, {});
  return { imports: catalogueImports };
}

/**
 * The upload, handed on to the shop API as it came (bytes, boundary and all) with the staff
 * session's token; the API answers 202 with the import's id at once and applies it in the
 * background: the form's post is redirected to the import's page. (The enhanced form posts to the
 * API's endpoint itself, for its upload's progress.)
 */
export async function action(args: Route.ActionArgs) {
  await requireStaffSession(args, "catalogue");
  const { request, context } = args;
  const target = new URL(API_IMPORT_PATH, request.url);
  const forwarded = new Request(target, request);
  const answer = await forwardToShopApi(forwarded, context, await readStaffToken(request));
  const body = (await answer.json().catch(() => ({}))) as { id?: string; message?: string };
  if (answer.status === 202 && body.id) return redirect(`/admin/catalogue/import/${body.id}`);
  const message = body.message ?? "Не удалось загрузить файл: попробуйте ещё раз";
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return data({ message }, { status });
}

const time = new Intl.DateTimeFormat("ru-RU", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Moscow",
});

export default function AdminCatalogueImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section>
      <p className="text-sm">
        <Link to="/admin/catalogue" className="underline">
          ← Каталог
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">Цены и остатки: импорт CSV</h1>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
        <li>
          Выгрузите каталог:{" "}
          <a href="/api/admin/catalogue/export" className="underline" download>
            CSV для Excel (разделитель «;»)
          </a>{" "}
          или{" "}
          <a href="/api/admin/catalogue/export?delimiter=comma" className="underline" download>
            с разделителем «,»
          </a>
          .
        </li>
        <li>
          Меняйте только цены (price, old_price — в рублях; пустая старая цена — без скидки),
          остаток (stock: 1 — пара в наличии, 0 — нет) и видимость товара (visible: да или нет).
          Лишние строки можно удалить.
        </li>
        <li>
          Загрузите файл. Сначала проверяются все строки: если хотя бы одна не подходит, ничего не
          меняется, а отчёт покажет номер строки и причину.
        </li>
      </ol>
      <ImportForm error={actionData?.message ?? null} />
      <h2 className="mt-8 text-lg font-bold">Последние импорты</h2>
      {loaderData.imports.length === 0 ? (
        <p className="mt-2 text-sm">Импортов ещё не было.</p>
      ) : (
        <ul className="mt-2 divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
          {loaderData.imports.map((job) => (
            <li key={job.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={`/admin/catalogue/import/${job.id}`} className="underline">
                №{job.id} · {job.fileName}
              </Link>
              <span>
                {time.format(new Date(job.createdAt))} · {IMPORT_STATE_LABELS[job.state]} · строк{" "}
                {job.rowsTotal}, изменено {job.itemsChanged}, отклонено {job.refusedCount}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
