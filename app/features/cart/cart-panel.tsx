import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { loader as cartLoader } from "~/routes/cart.tsx";
import { CART_ACTION } from "./cart-forms.tsx";
import { CartContent } from "./cart-view.tsx";

/**
 * The cart drawer's content (docs/cart.md#cart-drawer): the /cart page's data, fetched when the
 * drawer opens and fetched again after every change the shopper makes in it.
 */
export function CartPanel() {
  const fetcher = useFetcher<typeof cartLoader>({ key: "cart-drawer" });
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
