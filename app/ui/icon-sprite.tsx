import { createElement } from "react";
import { __iconNode as search } from "lucide-react/dist/esm/icons/search";
import { __iconNode as star } from "lucide-react/dist/esm/icons/star";
import { __iconNode as x } from "lucide-react/dist/esm/icons/x";

/**
 * Icons a page repeats (the like button's star on every product card and the header's; the
 * closing cross of the menu, the drawers and the banner; the two search fields' magnifier):
 * drawn once per page as <symbol>s, each use a <use> of ~60 bytes instead of lucide's inline
 * <svg> of 300 to 900 (docs/catalogue.md#page-weight).
 */
const SYMBOLS = { star, x, search } as const;

export type SpriteIconName = keyof typeof SYMBOLS;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/**
 * The symbols, rendered once at the top of every page's body (the root layout). They carry
 * lucide's stroke (2 pixels, round, in the text's colour); the fill is the using <svg>'s, which
 * the shapes inherit, so a class such as `fill-accent` fills an icon as it fills a lucide one.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(SYMBOLS).map(([name, drawing]) => (
        <symbol
          key={name}
          id={symbolId(name as SpriteIconName)}
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {drawing.map(([tag, attributes]) => createElement(tag, attributes))}
        </symbol>
      ))}
    </svg>
  );
}

/** One of the sprite's icons, unfilled; `className` sizes it (lucide's is 24 × 24). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
