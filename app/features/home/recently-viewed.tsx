import { useProductCards } from "~/features/catalogue/use-product-cards.ts";
import { useRecentlyViewedIds } from "~/features/history/recently-viewed-ids.ts";
import { ProductRow } from "./product-row.tsx";

/**
 * «Недавно смотрели» for a returning shopper. The ids live in the browser, so the section
 * exists only after hydration and only when there are any; it is the last section of the
 * page, so nothing above it moves when it appears.
 */
export function RecentlyViewed() {
  const ids = useRecentlyViewedIds();
  const { products } = useProductCards(ids);
  if (ids.length === 0 || products?.length === 0) return null;
  return (
    <ProductRow
      id="recently-viewed"
      title="Недавно смотрели"
      products={products ?? []}
      placeholders={products === null ? Math.min(ids.length, 4) : 0}
    />
  );
}
