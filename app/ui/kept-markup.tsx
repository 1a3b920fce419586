import { createContext, type ReactElement, useContext } from "react";

/**
 * HTML of parts that are the same for every visitor (the frame's footer columns and menus' lists,
 * the product cards but their like buttons), kept by the server (app/platform/kept-markup.server.ts)
 * so that React renders them once per catalogue version, not once per page
 * (docs/storefront.md#the-frames-kept-html).
 */
export interface KeptMarkupStore {
  /** The HTML kept for `key`, or undefined (then it is made after this render, for the next). */
  get(key: string, children: ReactElement): string | undefined;
}

/** Provided by app/entry.server.tsx; in the browser there is none and React renders the parts. */
export const KeptMarkupContext = createContext<KeptMarkupStore | null>(null);

type Tag = "div" | "nav" | "ul";

/**
 * `<Tag className>{children}</Tag>`, where `children` are made of plain elements only (no
 * context, no hooks, handlers aside) and are the same whenever `markupKey` is: the server writes
 * their kept HTML, which is what React itself writes for them, so the browser hydrates the
 * same elements without a mismatch. The key names everything they show; given as a function, it
 * is made only where a store is (the server), not in the browser's every render.
 */
export function KeptMarkup({
  as: Element,
  markupKey,
  className,
  "aria-label": label,
  children,
}: {
  as: Tag;
  markupKey: string | (() => string);
  className?: string;
  "aria-label"?: string;
  children: ReactElement;
}) {
  const store = useContext(KeptMarkupContext);
  const html = store?.get(typeof markupKey === "string" ? markupKey : markupKey(), children);
  if (html === undefined) {
    return (
      <Element className={className} aria-label={label}>
        {children}
      </Element>
    );
  }
  return (
    <Element className={className} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
