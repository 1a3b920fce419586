import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";

export const inputClass =
  "block min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:aria-[invalid=true]:border-red-400";

export function submitClass(variant: "primary" | "secondary" = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold transition disabled:opacity-60 ${focusRing} ${
    variant === "primary"
      ? "bg-brand text-white hover:bg-neutral-700 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200"
      : "border border-neutral-300 hover:border-neutral-900 dark:border-neutral-600 dark:hover:border-white"
  }`;
}

/** The errors of a field or form, announced and linked to it by id (conform's errorId). */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="min-h-5 text-sm text-red-700 dark:text-red-400">
      {errors?.length ? <p role="alert">{errors.join(". ")}</p> : null}
    </div>
  );
}

/** A labelled text input with its hint and errors, wired by conform. */
export function TextField({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
  placeholder,
  className = "",
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel";
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  placeholder?: string;
  className?: string;
}) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, {
    type,
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium">
        {label}
        {meta.required ? null : (
          <span className="font-normal text-neutral-500 dark:text-neutral-400">
            {" "}
            (необязательно)
          </span>
        )}
      </label>
      <input
        {...props}
        key={key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
