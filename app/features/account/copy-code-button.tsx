import { useState } from "react";
import { useHydrated } from "~/shell/use-hydrated.ts";

/**
 * Copies a promo code to the clipboard. Without JavaScript (or before hydration) it is not there
 * at all: the code beside it is plain selectable text.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      // No clipboard (an insecure page, a refused permission): the code stays selectable.
      () => setCopied(false),
    );
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Скопировать промокод ${code}`}
      className="rounded-full border border-neutral-300 px-3 py-1 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-neutral-700 dark:hover:bg-neutral-800"
    >
      <span aria-live="polite">{copied ? "Скопировано" : "Копировать"}</span>
    </button>
  );
}
