import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { loader } from "~/routes/resources.products.ts";

type ProductCards = Awaited<ReturnType<typeof loader>>["data"]["products"];

/**
 * Product cards for ids kept in the browser (recently viewed…), fetched from
 * /resources/products once the ids are known. `products` is null until the first answer, so a
 * caller can show a skeleton; an empty id list answers at once with no request.
 */
export function useProductCards(ids: readonly string[]): {
  products: ProductCards | null;
  loading: boolean;
} {
  const fetcher = useFetcher<typeof loader>();
  const key = ids.join(",");
  const { load } = fetcher;
  useEffect(() => {
    if (key) void load(`/resources/products?ids=${key}`);
  }, [key, load]);
  if (!key) return { products: [], loading: false };
  return { products: fetcher.data?.products ?? null, loading: fetcher.state === "loading" };
}
