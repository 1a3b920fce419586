import type { Toast } from "~/platform/toast.server.ts";

/**
 * The flash message of the last form post, for a browser without JavaScript: sonner shows it as
 * a toast when scripts run; without them every page shows this notice at the top of its main
 * content (the root renders it once, so any form post — the favourite star, a sign-in, the
 * account's forms — comes back with its message).
 *
 * Only the server's render fills the <noscript>: a browser that runs this script never shows
 * its content, and React neither hydrates nor renders what is inside one, so the browser's
 * bundle keeps the empty element alone.
 */
export function FlashWithoutScript({ toast }: { toast: Toast | null | undefined }) {
  if (!toast) return null;
  return <noscript>{import.meta.env.SSR ? <FlashNotice toast={toast} /> : null}</noscript>;
}

function FlashNotice({ toast }: { toast: Toast }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6">
      <div
        role="status"
        className={`rounded-2xl px-4 py-3 ${
          toast.type === "error"
            ? "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200"
            : "bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200"
        }`}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
      </div>
    </div>
  );
}
