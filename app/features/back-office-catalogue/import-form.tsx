import { type FormEvent, useState } from "react";
import { Form, useNavigate } from "react-router";

/** What the shop API answers an upload (server/back-office-catalogue/import-endpoint.ts). */
type ImportAnswer = { id: string } | { message: string };

/** The upload's endpoint, which the enhanced form posts to itself. */
const API_IMPORT_PATH = "/api/admin/catalogue/import";

/**
 * The CSV upload (docs/back-office.md#каталог-и-цены). Without JavaScript a plain multipart form
 * posting to the page's action, which redirects to the import's page. With it, the same body posted
 * by XMLHttpRequest to the API's endpoint, whose upload events feed a progress bar: its answer
 * names the import to open, or the refusal to show.
 */
export function ImportForm({ error }: { error: string | null }) {
  const navigate = useNavigate();
  const [sent, setSent] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(error);

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const request = new XMLHttpRequest();
    request.open("POST", API_IMPORT_PATH);
    request.upload.addEventListener("progress", (progress) => {
      if (progress.lengthComputable) setSent(Math.round((progress.loaded / progress.total) * 100));
    });
    request.addEventListener("load", () => {
      let answer: ImportAnswer = { message: "Не удалось загрузить файл: обновите страницу" };
      try {
        answer = JSON.parse(request.responseText) as ImportAnswer;
      } catch {
        // Not the action's JSON (a proxy's page): the message above says what to do.
      }
      if ("id" in answer) {
        void navigate(`/admin/catalogue/import/${answer.id}`);
        return;
      }
      setSent(null);
      setMessage(answer.message);
    });
    request.addEventListener("error", () => {
      setSent(null);
      setMessage("Связь прервалась: загрузите файл ещё раз");
    });
    setMessage(null);
    setSent(0);
    request.send(new FormData(form));
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action="/admin/catalogue/import"
      reloadDocument
      onSubmit={upload}
      className="mt-4 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800"
      aria-label="Импорт CSV"
    >
      <label htmlFor="catalogue-file" className="block font-semibold">
        Файл CSV с ценами и остатками
      </label>
      <input
        id="catalogue-file"
        name="file"
        type="file"
        accept=".csv,text/csv"
        required
        className="mt-2 block w-full text-sm"
        aria-describedby="catalogue-file-error"
      />
      <button
        type="submit"
        disabled={sent !== null}
        className="mt-3 min-h-11 rounded-full bg-neutral-900 px-5 font-semibold text-white disabled:opacity-60 dark:bg-white dark:text-neutral-900"
      >
        {sent === null ? "Загрузить" : "Загружаем…"}
      </button>
      {sent !== null ? (
        <p className="mt-3 text-sm">
          <label htmlFor="upload-progress">Файл отправлен на {sent}%</label>
          <progress id="upload-progress" max={100} value={sent} className="block w-full" />
        </p>
      ) : null}
      <div id="catalogue-file-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
        {message ? <p role="alert">{message}</p> : null}
      </div>
    </Form>
  );
}
