import { data } from "react-router";
import { z } from "zod";
import { Page } from "~/ui/page.tsx";
import { ProductCardFragment, ProductGrid, toProductCard } from "~/ui/product-card.tsx";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import {
  isProductId,
  readFavouriteIds,
  toggleFavourite,
} from "~/features/favourites/favourites.server.ts";
import type { FavouriteReply } from "~/features/favourites/favourite-button.tsx";
import { LikeableProductCard } from "~/features/favourites/likeable-product-card.tsx";
import { AlertButton } from "~/features/alerts/alert-button.tsx";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { plural } from "~/lib/plural.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/favourites";

const page = PAGES.favourites;

const FavouriteProductsQuery = graphql(
  `
    query FavouriteProducts($ids: [ID!]!) {
      productList(dto: { productIds: $ids }) {
        id
        ...ProductCard
      }
    }
  `,
  [ProductCardFragment],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = await readFavouriteIds(request, context);
  if (ids.length === 0) return { products: [] };
  // productList keeps the order asked for (newest favourite first) and leaves out withdrawn goods.
  const { productList } = await shopQuery(context, FavouriteProductsQuery, { ids });
  return { products: productList.map(toProductCard) };
}

/**
 * The like button. A fetcher (JavaScript) sends the product's name and gets data, and shows the
 * toast itself; a plain form post (the page's one like form, submitted by the card's button)
 * carries the id and `redirectTo`, and comes back to the page with the same toast as a flash
 * message, the name read from the shop.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Declared here, not at module level, so the browser bundle of this route carries no zod.
  const ToggleSchema = z.object({
    intent: z.literal("toggle"),
    productId: z.string().refine(isProductId),
    // Only the toast shows it; a toast title holds at most 200 characters.
    name: z.string().trim().min(1).max(150).optional().catch(undefined),
    redirectTo: z.string().optional(),
  });
  const submission = ToggleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!submission.success) throw data("Неверный запрос", { status: 400 });
  const { productId, redirectTo } = submission.data;

  const result = await toggleFavourite(request, context, productId);
  const name = submission.data.name ?? (await productName(context, productId));
  const body: FavouriteReply = result.ok
    ? {
        ok: true,
        productId,
        favourite: result.favourite,
        message: result.favourite ? `${name} Добавлен в избранное` : `${name} Удалён из избранного`,
      }
    : { ok: false, productId, message: "Этот товар больше не продаётся" };

  if (redirectTo !== undefined) {
    return redirectWithToast(
      safeRedirect(redirectTo, page.path),
      { type: body.ok ? "success" : "error", title: body.message },
      { headers: result.headers },
    );
  }
  return data(body, { status: body.ok ? 200 : 404, headers: result.headers });
}

async function productName(
  context: Route.ActionArgs["context"],
  productId: string,
): Promise<string> {
  const { productList } = await shopQuery(context, FavouriteProductsQuery, { ids: [productId] });
  const [product] = productList;
  return product ? toProductCard(product).name : "Товар";
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  if (products.length === 0) {
    return (
      <Page title={page.title}>
        <EmptyState
          title="В избранном пока ничего нет"
          actions={<ButtonLink to={PAGES.catalogue.path}>В каталог</ButtonLink>}
        >
          <p>
            Отмечайте звёздочкой товары, которые понравились, — здесь удобно следить за ценой и
            наличием размеров.
          </p>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title={page.title}
      lead={
        <span data-testid="favourites-count">
          {plural(products.length, ["товар", "товара", "товаров"])}
        </span>
      }
      wide
    >
      <ProductGrid heading="Избранные товары">
        {products.map((product) => (
          <li key={product.id}>
            <LikeableProductCard product={product} />
            <AlertButton
              className="mt-2"
              target={{
                productId: product.id,
                productItemId: null,
                kind: "PRICE_DROP",
                back: PAGES.favourites.path,
              }}
            />
          </li>
        ))}
      </ProductGrid>
    </Page>
  );
}
