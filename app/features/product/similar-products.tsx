import type { ProductCardData } from "~/ui/product-card.tsx";
import { LikeableProductGrid } from "~/features/favourites/likeable-product-card.tsx";

/** «Похожие товары»: a grid of cards, when the shop API has any. */
export function SimilarProducts({ products }: { products: readonly ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold">
        Похожие товары
      </h2>
      <div className="mt-6">
        <LikeableProductGrid products={products} />
      </div>
    </section>
  );
}
