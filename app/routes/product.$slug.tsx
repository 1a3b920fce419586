import { data } from "react-router";
import { z } from "zod";
import { addToCart } from "~/features/cart/cart.server.ts";
import { useRecordRecentlyViewed } from "~/features/history/use-record-recently-viewed.ts";
import { redirectToCurrentSlug } from "~/features/product/current-slug.server.ts";
import { Gallery } from "~/features/product/gallery.tsx";
import { fitBrands, productFitsFor, readShopperFit } from "~/features/fit/fit.server.ts";
import { cheapest, isAvailable, priceRange, sizeOptions } from "~/features/product/offers.ts";
import {
  ProductPageQuery,
  ProductRelatedQuery,
  REVIEWS_SHOWN,
  SIMILAR_SHOWN,
} from "~/features/product/product-page.server.ts";
import { ProductSummary } from "~/features/product/product-summary.tsx";
import { SIZE_GRID_ID } from "~/features/product/size-grid-button.tsx";
import { receiveReview, reviewAccess } from "~/features/product/review-form.server.ts";
import { formatPrice } from "~/lib/money.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import { isMultipart } from "~/platform/request-guard.server.ts";
import { orNotFound } from "~/platform/errors.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import {
  absoluteImageUrl,
  breadcrumbJsonLd,
  jsonLdMeta,
  productJsonLd,
  type SizeOffer,
} from "~/features/seo/json-ld.ts";
import { screenMeta } from "~/shell/meta.ts";
import { PAGES } from "~/shell/pages.ts";
import { type Crumb, Page } from "~/ui/page.tsx";
import { belowTheFold } from "~/ui/below-the-fold.tsx";
import { toProductCard } from "~/ui/product-card.tsx";
import type { Route } from "./+types/product.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { product, cashbackTerms } = await orNotFound(
    request,
    shopQuery(context, ProductPageQuery, { slug: params.slug }),
  );
  redirectToCurrentSlug(request, params.slug, product.slug);
  const [related, writing, fit] = await Promise.all([
    shopQuery(context, ProductRelatedQuery, {
      id: product.id,
      similar: SIMILAR_SHOWN,
      reviews: REVIEWS_SHOWN,
    }),
    reviewAccess(request, context, product.id),
    readShopperFit(request, context),
  ]);
  // Shoes: the shopper's size marked by the brand's chart, and the form «Мой размер» (docs/fit.md).
  const [productFit, brands] = related.sizeGrid?.footwear
    ? await Promise.all([productFitsFor(context, fit, [product.id]), fitBrands(context)])
    : [null, null];
  const url = new URL(request.url);

  const sizes = sizeOptions(product.items);
  const requested = url.searchParams.get("size");
  // A size that is not offered, or no longer on sale, is as good as none chosen.
  const chosen = sizes.find((size) => size.name === requested && size.offer) ?? null;
  // One-size goods have offers without a size: the cheapest of them is the one to buy.
  const offer = chosen?.offer ?? (sizes.length === 0 ? cheapest(product.items) : null);

  const available = product.items.filter(isAvailable);
  // The shop API's window (docs/checkout.md#delivery-window): the chosen offer's, or before a
  // size is chosen the span of every offer on sale.
  const delivery = offer ? offer.deliveryWindow : product.deliveryWindow;

  const range = priceRange(product.items);
  const siteUrl = siteUrlOf(request);
  const { reviewList } = related;
  // Built here, not in the component: the browser has no use for it beyond the server's HTML.
  const jsonLd = productJsonLd({
    name: product.name,
    description: product.description,
    sku: product.skus[0] ?? product.id,
    url: `${siteUrl}/product/${product.slug}`,
    images: product.images.map((image) => absoluteImageUrl(siteUrl, image.url)),
    brands: product.brands.map((brand) => brand.name),
    priceRange: range,
    offerCount: available.length,
    sizes: sizes.map((size): SizeOffer => {
      // A sold-out size keeps the price it was last sold at: an offer without one is no offer.
      const prices = product.items
        .filter((item) => item.size?.name === size.name)
        .map((item) => item.priceDetails.price);
      return {
        size: size.name,
        price: size.offer?.priceDetails.price ?? Math.min(...prices),
        available: size.offer !== null,
      };
    }),
    rating:
      reviewList.averageRating !== null && reviewList.totalReviews > 0
        ? { average: reviewList.averageRating, count: reviewList.totalReviews }
        : null,
  });

  const breadcrumbs = breadcrumbJsonLd(siteUrl, [
    { name: PAGES.catalogue.title, path: PAGES.catalogue.path },
    ...(product.directory
      ? [{ name: product.directory.name, path: `/catalog/${product.directory.slug}` }]
      : []),
    { name: product.name, path: `/product/${product.slug}` },
  ]);

  // A sold-out size's pair, for «Сообщить о поступлении» (docs/alerts.md): any of it will do.
  const soldOutSizes = sizes.flatMap((size) => {
    const item = size.offer ? null : product.items.find((each) => each.size?.name === size.name);
    return item ? [{ name: size.name, itemId: item.id }] : [];
  });

  // Under the sizes (lazy, with the lower part): the alert's form and a shoe's «Мой размер».
  const underSizes = () => {
    const alert = soldOutSizes.length
      ? {
          className: "mt-3",
          sizes: soldOutSizes,
          target: {
            productId: product.id,
            productItemId: null,
            kind: "BACK_IN_STOCK" as const,
            back: `/product/${product.slug}`,
          },
        }
      : null;
    const fitNote = brands
      ? {
          fit,
          productFit: productFit?.[0] ?? null,
          brands,
          redirectTo: `${url.pathname}${url.search}`,
        }
      : null;
    return alert || fitNote ? { alert, fit: fitNote } : null;
  };

  return {
    reviewAccess: writing,
    product,
    sizes: sizes.map((size) =>
      productFit?.[0]?.sizes.includes(size.name) ? { ...size, fit: true as const } : size,
    ),
    selectedSize: chosen?.name ?? null,
    offer,
    range,
    cashbackTerms,
    delivery,
    jsonLd: jsonLdMeta([jsonLd, breadcrumbs]),
    /** The first picture for link previews (og:image), absolute. */
    shareImage: product.images[0] ? absoluteImageUrl(siteUrl, product.images[0].url) : null,
    ...related,
    similarProducts: related.similarProducts.map(toProductCard),
    underSizes: underSizes(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const productPath = `/product/${params.slug}`;
  // Only the review form posts multipart (its photos); the guard lets no other route take it.
  if (isMultipart(request)) return receiveReview(request, context, productPath);
  const form = await request.formData();
  // Declared here, not at module level, so the browser bundle of this route carries no zod.
  const AddToCartSchema = z.object({
    intent: z.literal("add-to-cart"),
    productItemId: z.string().trim().min(1).max(64),
  });
  const submission = AddToCartSchema.safeParse(Object.fromEntries(form));
  if (!submission.success) throw data("Неверный запрос", { status: 400 });
  const added = await addToCart(request, context, submission.data.productItemId, params.slug);
  const back = added.sizeName
    ? `${productPath}?${new URLSearchParams({ size: added.sizeName }).toString()}`
    : productPath;
  return redirectWithToast(
    added.ok ? back : productPath,
    added.ok
      ? { type: "success", title: added.message }
      : { type: "error", title: added.message, description: "Выберите другой размер." },
    { headers: added.headers },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return screenMeta(args, { title: "Товар", description: "Товар в Meet Market." });
  const { product, range, shareImage } = loaderData;
  const image = product.images[0];
  return screenMeta(
    args,
    {
      title: product.seoTags?.title || product.name,
      description:
        product.seoTags?.description ||
        `${product.name}: оригинал с доставкой по России.${range ? ` Цена от ${formatPrice(range.low)}.` : ""}`,
    },
    [
      { property: "og:type", content: "product" },
      ...(shareImage ? [{ property: "og:image", content: shareImage }] : []),
      ...(image ? [{ property: "og:image:alt", content: image.alt ?? product.name }] : []),
      ...(range
        ? [
            { property: "product:price:amount", content: String(range.low / 100) },
            { property: "product:price:currency", content: "RUB" },
          ]
        : []),
      ...loaderData.jsonLd,
    ],
  );
};

/** Below the summary: loaded when the shopper nears it or the browser is idle (its own chunk). */
const LowerPage = belowTheFold(() =>
  import("~/features/product/lower-page.tsx").then((module) => module.LowerPage),
);

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, sizeGrid, reviewList, similarProducts } = loaderData;
  useRecordRecentlyViewed(product.id);

  const breadcrumbs: Crumb[] = [{ label: PAGES.catalogue.title, to: PAGES.catalogue.path }];
  if (product.directory) {
    breadcrumbs.push({ label: product.directory.name, to: `/catalog/${product.directory.slug}` });
  }

  return (
    <Page title={product.name} breadcrumbs={breadcrumbs} wide>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <Gallery key={product.id} images={product.images} name={product.name} />
        <ProductSummary {...loaderData}>
          {loaderData.underSizes && <LowerPage underSizes={loaderData.underSizes} />}
        </ProductSummary>
      </div>
      <LowerPage
        productId={product.id}
        description={product.description}
        properties={product.properties}
        sizeGrid={sizeGrid}
        sizeGridId={SIZE_GRID_ID}
        reviews={reviewList}
        reviewAccess={loaderData.reviewAccess}
        reviewReply={actionData?.review}
        similarProducts={similarProducts}
      />
    </Page>
  );
}
