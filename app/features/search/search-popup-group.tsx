import type { ReactNode } from "react";

/** An option of the listbox: highlighted under the mouse and when the arrow keys reach it. */
export const optionClass =
  "cursor-pointer rounded-xl hover:bg-neutral-100 aria-selected:bg-neutral-100 aria-selected:outline-2 aria-selected:outline-neutral-900 dark:hover:bg-neutral-900 dark:aria-selected:bg-neutral-900 dark:aria-selected:outline-neutral-300";

export const groupLabelClass =
  "text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400";

/** The name of a group of options («Недавно смотрели», «Найдено»). */
export function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div role="presentation" id={id} className={`${groupLabelClass} mb-2`}>
      {children}
    </div>
  );
}
