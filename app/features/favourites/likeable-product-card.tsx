import type { ComponentProps } from "react";
import { ProductCard } from "~/ui/product-card.tsx";
import { FavouriteButton } from "./favourite-button.tsx";

/**
 * A product card (app/ui) with its like button: every list of products shows these. Apart from
 * the header's favourites link, so that the cards load with the screens that list products, not
 * with every page's frame.
 */
export function LikeableProductCard(props: Omit<ComponentProps<typeof ProductCard>, "likeButton">) {
  const { id, name } = props.product;
  return <ProductCard {...props} likeButton={<FavouriteButton productId={id} name={name} />} />;
}
