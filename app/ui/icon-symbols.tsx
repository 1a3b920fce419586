import { createElement } from "react";
import { __iconNode as menu } from "lucide-react/dist/esm/icons/menu";
import { __iconNode as search } from "lucide-react/dist/esm/icons/search";
import { __iconNode as shoppingBag } from "lucide-react/dist/esm/icons/shopping-bag";
import { __iconNode as star } from "lucide-react/dist/esm/icons/star";
import { __iconNode as user } from "lucide-react/dist/esm/icons/user";
import { __iconNode as x } from "lucide-react/dist/esm/icons/x";
import { KeptMarkup } from "./kept-markup.tsx";
import { type SpriteIconName, symbolId } from "./icon-sprite.tsx";

const SYMBOLS = {
  star,
  x,
  search,
  menu,
  "shopping-bag": shoppingBag,
  user,
} as const satisfies Record<SpriteIconName, unknown>;

/**
 * The symbols of ./icon-sprite.tsx, rendered once at the top of every page's body (the root
 * layout; the browser loads them when idle, the server's <svg> serving every <use> till then).
 * They carry lucide's stroke (2 pixels, round, in the text's colour); the fill is the using <svg>'s, which
 * the shapes inherit, so a class such as `fill-accent` fills an icon as it fills a lucide one.
 * The same on every page: the server writes it from kept HTML (docs/storefront.md#the-frames-kept-html).
 */
export function IconSprite() {
  return (
    <KeptMarkup as="svg" markupKey="icon-sprite" aria-hidden="true" className="hidden">
      <Symbols />
    </KeptMarkup>
  );
}

function Symbols() {
  return (
    <>
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
    </>
  );
}
