import { createElement } from "react";
import { __iconNode as search } from "lucide-react/dist/esm/icons/search";
import { __iconNode as star } from "lucide-react/dist/esm/icons/star";
import { __iconNode as x } from "lucide-react/dist/esm/icons/x";
import { type SpriteIconName, symbolId } from "./icon-sprite.tsx";

const SYMBOLS = { star, x, search } as const satisfies Record<SpriteIconName, unknown>;

/**
 * The symbols of ./icon-sprite.tsx, rendered once at the top of every page's body (the root
 * layout; the browser loads them when idle, the server's <svg> serving every <use> till then).
 * They carry lucide's stroke (2 pixels, round, in the text's colour); the fill is the using <svg>'s, which
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
