import type { ReactNode } from "react";

/** The state of a screen with nothing to show yet: a message, a hint, what to do next. */
export function EmptyState({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-3xl bg-neutral-100 px-6 py-10 text-center md:px-10 md:py-14 dark:bg-neutral-900">
      <h2 className="text-xl font-semibold md:text-2xl">{title}</h2>
      {children ? (
        <div className="mx-auto mt-3 max-w-prose text-neutral-600 dark:text-neutral-300">
          {children}
        </div>
      ) : null}
      {actions ? (
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {actions}
        </div>
      ) : null}
    </section>
  );
}
