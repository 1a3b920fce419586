import type { ComponentProps } from "react";
import {
  cardMarkupKey,
  GRID_CARD_SIZES,
  ProductCard,
  type ProductCardData,
  ProductGrid,
} from "~/ui/product-card.tsx";
import { FavouriteButton, LikeButton, useFavouriteIds } from "./favourite-button.tsx";

/**
 * A product card (app/ui) with its like button: every list of products shows these. Apart from
 * the header's favourites link, so that the cards load with the screens that list products, not
 * with every page's frame.
 */
export function LikeableProductCard(props: Omit<ComponentProps<typeof ProductCard>, "likeButton">) {
  const { id, name } = props.product;
  return <ProductCard {...props} likeButton={<FavouriteButton productId={id} name={name} />} />;
}

/**
 * A grid of likeable cards whose HTML the server keeps whole, like button included: a card is
 * the same for every visitor who has (or has not) liked its product, so a listing's page writes
 * two dozen kept strings instead of rendering two dozen cards and buttons
 * (docs/storefront.md#the-frames-kept-html). The browser renders LikeableProductCard, which
 * writes the same elements.
 */
export function LikeableProductGrid({
  products,
  heading,
}: {
  products: readonly ProductCardData[];
  heading?: string;
}) {
  const favouriteIds = useFavouriteIds();
  return (
    <ProductGrid
      heading={heading}
      items={products.map((product) => {
        const liked = favouriteIds.includes(product.id);
        return {
          id: product.id,
          markupKey: () =>
            `likeable:${liked ? 1 : 0}:${cardMarkupKey(product, GRID_CARD_SIZES, false)}`,
          children: () => (
            <li>
              <LikeableProductCard product={product} />
            </li>
          ),
          markup: () => (
            <li>
              <ProductCard
                product={product}
                likeButton={<LikeButton productId={product.id} pressed={liked} />}
              />
            </li>
          ),
        };
      })}
    />
  );
}
