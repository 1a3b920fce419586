import { data } from "react-router";
import { ProductCardFragment, toProductCard } from "~/ui/product-card.tsx";
import type { ProductCardsData } from "~/features/catalogue/use-product-cards.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/resources.products";

/** At most this many products per request: more than any list the storefront keeps locally. */
const MAX_IDS = 24;
const PRODUCT_ID = /^\d{1,10}$/;

const ProductCardsQuery = graphql(
  `
    query ProductCards($ids: [ID!]!) {
      productList(dto: { productIds: $ids }) {
        id
        ...ProductCard
      }
    }
  `,
  [ProductCardFragment],
);

/** The ids of `?ids=3,1,2`: well-formed, unique, in their order, at most 24. */
export function readProductIds(request: Request): string[] {
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const ids = raw.split(",").filter((id) => PRODUCT_ID.test(id));
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/**
 * Product cards for ids the browser keeps (recently viewed, a guest's favourites), in the order
 * asked for; ids of products that no longer exist are left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = readProductIds(request);
  if (ids.length === 0) return data<ProductCardsData>({ products: [] });
  const { productList } = await shopQuery(context, ProductCardsQuery, { ids });
  const byId = new Map(productList.map((product) => [product.id, product]));
  const products = ids.flatMap((id) => byId.get(id) ?? []).map(toProductCard);
  return data<ProductCardsData>(
    { products },
    { headers: { "Cache-Control": "private, max-age=60" } },
  );
}
