import { Form, useNavigation } from "react-router";
import { FavouriteButton } from "~/features/favourites/favourite-button.tsx";
import { Button } from "~/ui/button.tsx";

/**
 * «В корзину» for the chosen offer (a plain form post to the page's action, so it works without
 * JavaScript) and the like button. Without an offer the button says why it cannot be pressed.
 */
export function AddToCart({
  product,
  offerId,
  onSale,
}: {
  product: { id: string; name: string };
  offerId: string | null;
  /** Some size can be bought: one is still to be chosen. */
  onSale: boolean;
}) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <div className="mt-6 flex items-center gap-3">
      <Form method="post" className="flex-1 sm:flex-none">
        <input type="hidden" name="intent" value="add-to-cart" />
        {offerId ? <input type="hidden" name="productItemId" value={offerId} /> : null}
        <Button type="submit" disabled={!offerId || adding} className="w-full sm:w-auto">
          {offerId
            ? adding
              ? "Добавляем…"
              : "В корзину"
            : onSale
              ? "Выберите размер"
              : "Нет в наличии"}
        </Button>
      </Form>
      <FavouriteButton productId={product.id} name={product.name} look="outline" />
    </div>
  );
}
