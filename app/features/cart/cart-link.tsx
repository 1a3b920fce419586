import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { plural } from "~/lib/plural.ts";
import { Drawer } from "~/ui/drawer.tsx";
import { IconCount } from "~/ui/icon-count.tsx";
import { usePanelLink } from "~/ui/use-panel-link.ts";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";

/** The cart's content (and its forms) loads when the drawer first opens, not with every page. */
const CartPanel = lazy(() =>
  import("./cart-panel.tsx").then((module) => ({ default: module.CartPanel })),
);

/**
 * The header's cart icon with the number of items (docs/cart.md#cart-drawer): with JavaScript it
 * opens the cart drawer; without it, the link goes to the cart page.
 */
export function CartLink({ count }: { count: number }) {
  const panel = usePanelLink();
  return (
    <>
      {/* The header's round icon link (app/app.css). */}
      <Link to="/cart" onClick={panel.onClick} className="header-icon">
        <SpriteIcon name="shopping-bag" className="size-5" />
        <IconCount
          count={count}
          label={
            count > 0 ? `Корзина: ${plural(count, ["товар", "товара", "товаров"])}` : "Корзина"
          }
          testId="cart-count-badge"
        />
      </Link>
      <Drawer open={panel.open} onClose={panel.close} title="Корзина">
        {panel.open ? (
          <Suspense fallback={<p className="text-neutral-500 dark:text-neutral-400">Загрузка…</p>}>
            <CartPanel />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}
