import { useEffect } from "react";
import { useFetcher } from "react-router";
import { CART_ACTION } from "./cart-forms.tsx";
import { CartContent } from "./cart-view.tsx";
import type { CartView } from "./cart-view-model.ts";

/** What the /cart page's loader answers: the cart as the page and the drawer show it. */
export interface CartPageData {
  cart: CartView;
}

/**
 * The cart drawer's content (docs/cart.md#cart-drawer): the /cart page's data, fetched when the
 * drawer opens and fetched again after every change the shopper makes in it.
 */
export function CartPanel() {
  const fetcher = useFetcher<CartPageData>({ key: "cart-drawer" });
  const { load, state } = fetcher;
  useEffect(() => {
    if (state === "idle") void load(CART_ACTION);
    // Once per opening: the fetcher is revalidated after each cart action by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);
  const cart = fetcher.data?.cart;
  if (!cart) {
    return (
      <p className="text-neutral-500 dark:text-neutral-400" role="status">
        Загрузка…
      </p>
    );
  }
  return <CartContent cart={cart} inDrawer />;
}
