import { useEffect, useSyncExternalStore } from "react";
import { Button } from "~/ui/button.tsx";
import { applyUpdate, startPwa } from "./pwa.ts";
import { INITIAL_PWA_STATE, pwaState, subscribePwa, updatePwa } from "./pwa-state.ts";

const CARD =
  "pointer-events-auto rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-2xl dark:border-neutral-700 dark:bg-neutral-900";

/**
 * The notices of docs/pwa.md, at the top of every page: «Нет сети» while offline or when the
 * page is the service worker's kept copy, a form not sent for want of a network, and a new
 * version of the site with its «Обновить» button. Rendered only in the browser, once the page has
 * loaded (./pwa-after-load.tsx), with the page's side of the worker (./pwa.ts) in the same chunk.
 */
export function PwaNotices() {
  const state = useSyncExternalStore(subscribePwa, pwaState, () => INITIAL_PWA_STATE);
  useEffect(startPwa, []);
  const { offline, fromCache, updateReady, formNotSent } = state;
  if (!offline && !fromCache && !updateReady && !formNotSent) return null;
  return (
    <div className="pointer-events-none fixed inset-x-3 top-3 z-[60] mx-auto flex max-w-md flex-col gap-2">
      {offline || fromCache ? (
        <p
          role="status"
          className="pointer-events-auto flex items-center gap-2 self-center rounded-full border border-neutral-200 bg-white px-4 py-2 text-sm font-semibold shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
          {fromCache ? "Нет сети — показана сохранённая копия страницы" : "Нет сети"}
        </p>
      ) : null}
      {formNotSent ? (
        <div role="alert" className={`${CARD} flex items-start gap-3`}>
          <p className="flex-1">
            Нет сети: форма не отправлена. Введённое сохранено — отправьте ещё раз, когда связь
            вернётся.
          </p>
          <CloseButton onClick={() => updatePwa({ formNotSent: false })} />
        </div>
      ) : null}
      {updateReady ? (
        <section aria-label="Новая версия сайта" className={`${CARD} flex items-center gap-3`}>
          <p className="flex-1 font-semibold">Вышла новая версия сайта</p>
          <Button type="button" onClick={() => void applyUpdate()}>
            Обновить
          </Button>
          {/* Later: the next poll (a minute on) offers it again. */}
          <CloseButton onClick={() => updatePwa({ updateReady: false })} />
        </section>
      ) : null}
    </div>
  );
}

function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-m-1 shrink-0 rounded-full p-1 text-neutral-500 hover:text-neutral-900 dark:hover:text-white"
      aria-label="Закрыть"
    >
      ✕
    </button>
  );
}
