import { createContext, type ReactElement, useContext } from "react";

/**
 * HTML of parts that are the same for every visitor (the frame's footer columns and menus' lists,
 * the product cards but their like buttons, a listing's filter options but their counts), kept by
 * the server (app/platform/kept-markup.server.ts) so that React renders them once per catalogue
 * version, not once per page (docs/storefront.md#the-frames-kept-html).
 */
export interface KeptMarkupStore {
  /**
   * The HTML kept for `key`, or undefined: then `children()` is rendered after this render, for
   * the next.
   */
  get(key: string, children: () => ReactElement): string | undefined;
}

/** Provided by app/entry.server.tsx; in the browser there is none and React renders the parts. */
export const KeptMarkupContext = createContext<KeptMarkupStore | null>(null);

type Tag = "div" | "fieldset" | "label" | "nav" | "ol" | "p" | "svg" | "ul";

interface KeptMarkupProps {
  as: Tag;
  markupKey: string | (() => string);
  className?: string;
  "aria-label"?: string;
  "aria-hidden"?: "true";
}

/**
 * `<Tag className>{children}</Tag>`, where `children` are made of plain elements only (no
 * context, no hooks, handlers aside) and are the same whenever `markupKey` is: the server writes
 * their kept HTML, which is what React itself writes for them, so the browser hydrates the
 * same elements without a mismatch. The key names everything they show; given as a function, it
 * is made only where a store is (the server), not in the browser's every render.
 */
export function KeptMarkup({ children, ...props }: KeptMarkupProps & { children: ReactElement }) {
  const store = useContext(KeptMarkupContext);
  const { markupKey } = props;
  const html = store?.get(typeof markupKey === "string" ? markupKey : markupKey(), () => children);
  return kept(props, html, () => children);
}

/**
 * Stands for the number in the HTML kept for KeptMarkupWithNumber: private-use characters, which
 * React writes as they are and no name in the catalogue holds.
 */
const NUMBER_SLOT = "\uE000\uE001\uE000";

/**
 * KeptMarkup whose children show one number that changes more often than the rest (a filter
 * option's count, new with every price range): the HTML is kept once with the number left open,
 * and each page writes its number there, what React writes for a number's text. `children`
 * makes the elements with the number as its text; `markupKey` names everything else they show.
 */
export function KeptMarkupWithNumber({
  number,
  children,
  ...props
}: KeptMarkupProps & { number: number; children: (text: string) => ReactElement }) {
  const store = useContext(KeptMarkupContext);
  const { markupKey } = props;
  const open = store?.get(typeof markupKey === "string" ? markupKey : markupKey(), () =>
    children(NUMBER_SLOT),
  );
  const text = String(number);
  // Kept only where the slot is written once: otherwise the part is rendered in the page.
  const slot = open?.indexOf(NUMBER_SLOT) ?? -1;
  const html =
    open !== undefined && slot >= 0 && open.indexOf(NUMBER_SLOT, slot + 1) === -1
      ? `${open.slice(0, slot)}${text}${open.slice(slot + NUMBER_SLOT.length)}`
      : undefined;
  return kept(props, html, () => children(text));
}

/** The element around the part: its kept HTML, or (none kept) the part itself. */
function kept(
  { as: Element, className, "aria-label": label, "aria-hidden": hidden }: KeptMarkupProps,
  html: string | undefined,
  children: () => ReactElement,
) {
  if (html === undefined) {
    return (
      <Element className={className} aria-label={label} aria-hidden={hidden}>
        {children()}
      </Element>
    );
  }
  return (
    <Element
      className={className}
      aria-label={label}
      aria-hidden={hidden}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
