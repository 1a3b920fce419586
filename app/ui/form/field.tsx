import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";

/**
 * The pieces every conform form of the shop shares: a labelled input wired to its field's
 * constraints and errors, and the error list that a field or a whole form shows.
 */

export const inputClass =
  "block min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:aria-[invalid=true]:border-red-400";

/**
 * The errors of a field or form, announced and linked to it by id (conform's errorId). By
 * default it keeps its line even when empty, so the form does not jump as errors come and go.
 */
export function ErrorList({
  id,
  errors,
  className = "min-h-5",
}: {
  id: string;
  errors?: string[];
  className?: string;
}) {
  return (
    <div id={id} className={`${className} text-sm text-red-700 dark:text-red-400`}>
      {errors?.length ? <p role="alert">{errors.join(". ")}</p> : null}
    </div>
  );
}

/** A field's label; an optional field says so. */
export function Label({
  htmlFor,
  required = true,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
      {children}
      {required ? null : (
        <span className="font-normal text-neutral-500 dark:text-neutral-400"> (необязательно)</span>
      )}
    </label>
  );
}

/** A field's label above its control, then its hint and its errors. */
function FieldFrame({
  meta,
  label,
  hint,
  hintId,
  className,
  children,
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  hint?: ReactNode;
  hintId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={meta.required ?? false}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled text input with its hint and errors, wired by conform. */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
  placeholder,
  readOnly,
  className = "",
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  readOnly?: boolean;
  type?: "text" | "email" | "tel" | "url";
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text" | "url";
  placeholder?: string;
  className?: string;
}) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, {
    type,
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <FieldFrame meta={meta} label={label} hint={hint} hintId={hintId} className={className}>
      <input
        {...props}
        key={key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        readOnly={readOnly}
        className={inputClass}
      />
    </FieldFrame>
  );
}

type ContactFieldProps = {
  meta: FieldMetadata<string | null | undefined>;
  hint?: ReactNode;
  className?: string;
};

/** The shopper's phone: the phone keyboard, autofill and the +7 format shown. */
export function PhoneField(props: ContactFieldProps) {
  return (
    <Field
      {...props}
      label="Телефон"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7XXXXXXXXXX"
    />
  );
}

/** The shopper's e-mail, with the e-mail keyboard and autofill. */
export function EmailField(props: ContactFieldProps) {
  return <Field {...props} label="E-mail" type="email" inputMode="email" autoComplete="email" />;
}

/** A labelled multi-line text with its hint and errors, wired by conform. */
export function TextAreaField({
  meta,
  label,
  hint,
  rows = 4,
  className = "",
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  hint?: ReactNode;
  rows?: number;
  className?: string;
}) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <FieldFrame meta={meta} label={label} hint={hint} hintId={hintId} className={className}>
      <textarea {...props} key={key} rows={rows} className={inputClass} />
    </FieldFrame>
  );
}
