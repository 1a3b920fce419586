import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ProductCardData } from "~/ui/product-card.tsx";

/** What /resources/products answers: the cards asked for, in their order, the gone left out. */
export interface ProductCardsData {
  products: ProductCardData[];
}

/**
 * Product cards for ids kept in the browser (recently viewed…), fetched from
 * /resources/products once the ids are known. `products` is null until the first answer, so a
 * caller can show a skeleton; an empty id list answers at once with no request.
 */
export function useProductCards(ids: readonly string[]): {
  products: ProductCardData[] | null;
  loading: boolean;
} {
  const fetcher = useFetcher<ProductCardsData>();
  const key = ids.join(",");
  const { load } = fetcher;
  useEffect(() => {
    if (key) void load(`/resources/products?ids=${key}`);
  }, [key, load]);
  if (!key) return { products: [], loading: false };
  return { products: fetcher.data?.products ?? null, loading: fetcher.state === "loading" };
}
