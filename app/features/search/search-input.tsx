import type { ComponentProps, Ref } from "react";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";

/**
 * The search input itself, the same in the plain field every page loads (./search-field.tsx) and
 * in the popup that takes its place (./search-popup.tsx): both import it from here, so neither
 * imports the other but for the field's lazy load of the popup.
 */

/** What the shopper did in the plain field, for the popup that takes its place. */
export type SearchFieldState = {
  text: string;
  selection: { start: number; end: number; direction: "forward" | "backward" | "none" } | null;
  focused: boolean;
};

export const searchFieldStyles = {
  header: {
    wrapper: "relative w-full",
    label: "relative flex w-full items-center",
    icon: "pointer-events-none absolute left-3 size-4 text-neutral-400",
    input:
      "w-full rounded-full border border-neutral-200 bg-neutral-50 py-2 pr-4 pl-9 text-sm outline-none focus:border-neutral-900 dark:border-neutral-800 dark:bg-neutral-900 dark:focus:border-neutral-300",
  },
  menu: {
    wrapper: "relative w-full",
    label:
      "flex items-center gap-2 rounded-full border border-neutral-300 px-4 py-2 focus-within:border-neutral-900 dark:border-neutral-700 dark:focus-within:border-neutral-300",
    icon: "size-4 shrink-0 text-neutral-400",
    input: "w-full bg-transparent text-base font-normal outline-none",
  },
} as const;

export type SearchFieldVariant = keyof typeof searchFieldStyles;

export type SearchComboboxProps = {
  /** "header" drops the popup under the field; "menu" (the mobile menu) shows it in the flow. */
  variant: SearchFieldVariant;
  defaultQuery?: string;
  placeholder: string;
};

/** The labelled search input, the same in the plain field and in the popup. */
export function SearchInput({
  variant,
  inputRef,
  ...input
}: { variant: SearchFieldVariant; inputRef?: Ref<HTMLInputElement> } & Omit<
  ComponentProps<"input">,
  "type" | "name" | "className"
>) {
  const style = searchFieldStyles[variant];
  return (
    <label className={style.label}>
      <span className="sr-only">Поиск по каталогу</span>
      <SpriteIcon name="search" className={style.icon} />
      <input
        ref={inputRef}
        type="search"
        name="query"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className={style.input}
        {...input}
      />
    </label>
  );
}
