import type { ReactNode } from "react";

/**
 * Where a page's request form will stand: a notice, and how to send the request meanwhile
 * (`children`, a sentence with the shop's contacts).
 */
export function FormPlaceholder({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="mt-10 rounded-3xl border-2 border-dashed border-neutral-300 px-6 py-10 text-center dark:border-neutral-600"
    >
      <h2 id={id} className="text-xl font-semibold">
        Форма заявки появится здесь
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-neutral-600 dark:text-neutral-300">{children}</p>
    </section>
  );
}
