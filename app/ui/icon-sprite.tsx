/**
 * Icons a page repeats (the like button's star on every product card and the header's; the
 * closing cross of the menu, the drawers and the banner; the two search fields' magnifier) and
 * the header's own (the menu, the cart's bag, the account's figure), on every page:
 * drawn once per page as <symbol>s (./icon-symbols.tsx), each use a <use> of ~60 bytes instead of lucide's inline
 * <svg> of 300 to 900 (docs/catalogue.md#page-weight).
 */
export type SpriteIconName = "star" | "x" | "search" | "menu" | "shopping-bag" | "user";

export const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** One of the sprite's icons, unfilled; `className` sizes it (lucide's is 24 × 24). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
