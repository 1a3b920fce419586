import { createElement } from "react";
import { __iconNode as star } from "lucide-react/dist/esm/icons/star";

/**
 * Icons a page repeats (the like button's star on every product card, and the header's): drawn
 * once per page as <symbol>s, each use a <use> of ~60 bytes instead of lucide's ~900-byte inline
 * <svg> (docs/catalogue.md#page-weight).
 */
const SYMBOLS = { star } as const;

export type SpriteIconName = keyof typeof SYMBOLS;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The symbols, rendered once at the top of every page's body (the root layout). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(SYMBOLS).map(([name, drawing]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          {drawing.map(([tag, attributes]) => createElement(tag, attributes))}
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One of the sprite's icons, drawn as lucide draws it: 24 × 24, a 2-pixel round stroke in the
 * text's colour. The stroke and fill are the <svg>'s, which the symbol's shapes inherit, so a
 * class such as `fill-accent` fills it as it fills a lucide icon.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
