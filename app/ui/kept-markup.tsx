import {
  createContext,
  Fragment,
  type MouseEventHandler,
  type ReactElement,
  useContext,
} from "react";

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
  /**
   * A click handler on the element around the part: usePlainLinkNavigation's follows every plain
   * link inside it, so the part's links need none of their own (app/ui/plain-links.ts).
   */
  onClick?: MouseEventHandler<Element>;
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
 * Stands for the number in the HTML kept for a KeptItems item: private-use characters, which
 * React writes as they are and no name in the catalogue holds.
 */
const NUMBER_SLOT = "\uE000\uE001\uE000";

/**
 * One item of KeptItems: one element, the same whenever its key is (but for its number, when it
 * has one).
 */
export interface KeptItem {
  /** The item's React key among the others. */
  id: string;
  /** Names everything the item shows but its number; made only where a store is. */
  markupKey: () => string;
  /** The one number the item shows that its key leaves open; none: the kept HTML is all of it. */
  number?: number;
  /** The item's element, with `text` as the number's text. */
  children: (text: string) => ReactElement;
  /**
   * The same elements as `children` writes, made of plain elements only: what the store renders
   * to keep, where `children` holds components that need the page's context (a like button's
   * fetcher). Without it, `children` is kept.
   */
  markup?: (text: string) => ReactElement;
}

/**
 * `<Tag className>{items}</Tag>`, where each item is the same whenever its key is, but for at most
 * one number that changes more often than the rest (a filter option's count, new with every price
 * range; a listing's product card has none): each item's HTML is kept once with the number left
 * open, and the server writes the element's whole content as the items' kept HTML one after
 * another, each number written where React writes it, with no React element per item. Until
 * every item is kept (or where one would write its number more than once) the server renders them
 * all as the browser does.
 */
export function KeptItems({
  items,
  ...props
}: Omit<KeptMarkupProps, "markupKey"> & { items: readonly KeptItem[] }) {
  const store = useContext(KeptMarkupContext);
  let html: string | undefined;
  if (store) {
    let whole = true;
    const parts: string[] = [];
    for (const item of items) {
      // Every item is asked for, so that those not kept yet are kept for the next page.
      const element = item.markup ?? item.children;
      const open = store.get(item.markupKey(), () => element(NUMBER_SLOT));
      const filled =
        open === undefined || item.number === undefined ? open : withNumber(open, item.number);
      if (filled === undefined) whole = false;
      else parts.push(filled);
    }
    if (whole) html = parts.join("");
  }
  return kept(props, html, () => (
    <>
      {items.map((item) => (
        <Fragment key={item.id}>{item.children(String(item.number ?? ""))}</Fragment>
      ))}
    </>
  ));
}

/** `open` with its one slot filled by `number`, as React writes a number's text; undefined when
 * the slot is not there exactly once. */
function withNumber(open: string, number: number): string | undefined {
  const slot = open.indexOf(NUMBER_SLOT);
  if (slot < 0 || open.indexOf(NUMBER_SLOT, slot + 1) !== -1) return undefined;
  return `${open.slice(0, slot)}${number}${open.slice(slot + NUMBER_SLOT.length)}`;
}

/** The element around the part: its kept HTML, or (none kept) the part itself. */
function kept(
  {
    as: Element,
    className,
    "aria-label": label,
    "aria-hidden": hidden,
    onClick,
  }: Omit<KeptMarkupProps, "markupKey">,
  html: string | undefined,
  children: () => ReactElement,
) {
  if (html === undefined) {
    return (
      <Element className={className} aria-label={label} aria-hidden={hidden} onClick={onClick}>
        {children()}
      </Element>
    );
  }
  return (
    <Element
      className={className}
      aria-label={label}
      aria-hidden={hidden}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
