import type { ReactNode } from "react";

/** A highlighted remark inside a text page. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-neutral-50 px-5 py-4 text-neutral-700 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200">
      {children}
    </div>
  );
}
