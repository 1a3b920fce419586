import { Zap } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { type Crumb, Page } from "~/ui/page.tsx";
import { FavouriteButton } from "~/features/favourites/favourite-button.tsx";
import { redirectToCurrentSlug } from "~/features/product/current-slug.server.ts";
import { Gallery } from "~/features/product/gallery.tsx";
import { absoluteImageUrl, JsonLd, productJsonLd } from "~/features/product/json-ld.tsx";
import {
  cheapest,
  deliveryEstimate,
  isAvailable,
  priceRange,
  sizeOptions,
} from "~/features/product/offers.ts";
import { Properties } from "~/features/product/properties.tsx";
import { Reviews } from "~/features/product/reviews.tsx";
import { SIZE_GRID_ID, SizeGridButton, SizeGridTable } from "~/features/product/size-grid.tsx";
import { SizePicker } from "~/features/product/size-picker.tsx";
import { ProductCard, ProductCardFragment } from "~/ui/product-card.tsx";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { ipxSrcSet, ipxUrl } from "~/images/image-url.ts";
import { formatPrice } from "~/lib/money.ts";
import { useRecordRecentlyViewed } from "~/features/history/use-record-recently-viewed.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { orNotFound } from "~/platform/errors.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { plural } from "~/lib/plural.ts";
import { buttonClass, ButtonLink, ProductGrid } from "~/ui/kit.tsx";
import type { Route } from "./+types/product.$slug";

const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    product(dto: { slug: $slug }) {
      id
      name
      slug
      description
      meetPrice
      skus
      brands {
        name
      }
      model {
        name
      }
      badges {
        id
        title
        hexColor
        hexBgColor
        hexBorderColor
      }
      directory {
        name
        slug
      }
      images {
        url
        alt
      }
      items {
        id
        isSold
        isReserved
        deliverySpeed
        size {
          name
          position
        }
        priceDetails {
          price
          oldPrice
          loyaltyPrice
          cashback
          sale
          supplier {
            deliveryDaysMin
            deliveryDaysMax
          }
        }
      }
      properties {
        additionalInfo
        factoryDate
        fasteningType
        functionality
        heelType
        material
        modelName
        packaging
        paddingMaterial
        seasons
        sex
        shagHeight
        sole
        toeStyle
      }
      seoTags {
        title
        description
      }
    }
  }
`);

const REVIEWS_SHOWN = 10;
const SIMILAR_SHOWN = 8;

const ProductRelatedQuery = graphql(
  `
    query ProductRelated($id: ID!, $similar: Int!, $reviews: Int!) {
      sameModelProducts(dto: { productId: $id }) {
        id
        name
        slug
        images {
          url
          alt
        }
        colorPalletes {
          name
        }
      }
      similarProducts(dto: { productId: $id, limit: $similar }) {
        id
        ...ProductCard
      }
      sizeGrid(dto: { productId: $id }) {
        name
        sex
        rows {
          name
          eu
          uk
          us
          cm
          height
        }
      }
      reviewList(dto: { productId: $id, pagination: { page: 1, limit: $reviews } }) {
        averageRating
        totalReviews
        items {
          id
          rating
          advantages
          disadvantages
          text
          createdAt
          user {
            name
          }
          photos {
            id
            url
          }
        }
      }
    }
  `,
  [ProductCardFragment],
);

const OfferLookupQuery = graphql(`
  query OfferLookup($id: ID!) {
    findProuctItems(dto: { productItemIds: [$id] }) {
      id
      isSold
      isReserved
      size {
        name
      }
      product {
        slug
      }
    }
  }
`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { product } = await orNotFound(
    request,
    shopQuery(context, ProductPageQuery, { slug: params.slug }),
  );
  redirectToCurrentSlug(request, params.slug, product.slug);
  const related = await shopQuery(context, ProductRelatedQuery, {
    id: product.id,
    similar: SIMILAR_SHOWN,
    reviews: REVIEWS_SHOWN,
  });

  const sizes = sizeOptions(product.items);
  const requested = new URL(request.url).searchParams.get("size");
  // A size that is not offered, or no longer on sale, is as good as none chosen.
  const chosen = sizes.find((size) => size.name === requested && size.offer) ?? null;
  // One-size goods have offers without a size: the cheapest of them is the one to buy.
  const offer = chosen?.offer ?? (sizes.length === 0 ? cheapest(product.items) : null);

  const available = product.items.filter(isAvailable);
  const suppliers = (offer ? [offer] : available).flatMap((item) =>
    item.priceDetails.supplier ? [item.priceDetails.supplier] : [],
  );
  const delivery =
    suppliers.length > 0
      ? deliveryEstimate(
          {
            deliveryDaysMin: Math.min(...suppliers.map((s) => s.deliveryDaysMin)),
            deliveryDaysMax: Math.max(...suppliers.map((s) => s.deliveryDaysMax)),
          },
          new Date(),
        )
      : null;

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
    rating:
      reviewList.averageRating !== null && reviewList.totalReviews > 0
        ? { average: reviewList.averageRating, count: reviewList.totalReviews }
        : null,
  });

  return {
    product,
    sizes,
    selectedSize: chosen?.name ?? null,
    offer,
    range,
    delivery,
    jsonLd,
    ...related,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Declared here, not at module level, so the browser bundle of this route carries no zod.
  const AddToCartSchema = z.object({
    intent: z.literal("add-to-cart"),
    productItemId: z.string().trim().min(1).max(64),
  });
  const submission = AddToCartSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!submission.success) throw data("Неверный запрос", { status: 400 });
  const { findProuctItems } = await shopQuery(context, OfferLookupQuery, {
    id: submission.data.productItemId,
  });
  const item = findProuctItems[0];
  const productPath = `/product/${params.slug}`;
  if (!item || item.product?.slug !== params.slug || !isAvailable(item)) {
    return redirectWithToast(productPath, {
      type: "error",
      title: "Этот размер больше не продаётся",
      description: "Выберите другой размер.",
    });
  }
  const back = item.size
    ? `${productPath}?${new URLSearchParams({ size: item.size.name }).toString()}`
    : productPath;
  // The cart itself comes in a later issue: this action then puts the offer into the local and
  // server cart; until then it only checks that the offer can be bought and confirms.
  return redirectWithToast(back, { type: "success", title: "Товар добавлен в корзину" });
}

function rootSiteUrl(matches: Route.MetaArgs["matches"]): string {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData;
  return rootData && typeof rootData === "object" && "siteUrl" in rootData
    ? String(rootData.siteUrl)
    : "";
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return screenMeta(args, { title: "Товар", description: "Товар в Meet Market." });
  const { product, range } = loaderData;
  const image = product.images[0];
  const siteUrl = rootSiteUrl(args.matches);
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
      ...(image ? [{ property: "og:image", content: absoluteImageUrl(siteUrl, image.url) }] : []),
      ...(image ? [{ property: "og:image:alt", content: image.alt ?? product.name }] : []),
      ...(range
        ? [
            { property: "product:price:amount", content: String(range.low / 100) },
            { property: "product:price:currency", content: "RUB" },
          ]
        : []),
    ],
  );
};

const muted = "text-sm text-neutral-600 dark:text-neutral-300";

export default function Product({ loaderData }: Route.ComponentProps) {
  const {
    product,
    sizes,
    selectedSize,
    offer,
    range,
    jsonLd,
    delivery,
    sameModelProducts,
    similarProducts,
    sizeGrid,
    reviewList,
  } = loaderData;
  useRecordRecentlyViewed(product.id);
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formMethod === "POST";

  const breadcrumbs: Crumb[] = [{ label: PAGES.catalog.title, to: PAGES.catalog.path }];
  if (product.directory) {
    breadcrumbs.push({ label: product.directory.name, to: `/catalog/${product.directory.slug}` });
  }
  const price = offer?.priceDetails;

  return (
    <Page title={product.name} breadcrumbs={breadcrumbs} wide>
      <JsonLd data={jsonLd} />
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <Gallery key={product.id} images={product.images} name={product.name} />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {product.brands.map((brand) => brand.name).join(" × ")}
          </p>
          {product.model ? <p className={`mt-1 ${muted}`}>Модель: {product.model.name}</p> : null}
          {product.badges.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Метки">
              {product.badges.map((badge) => (
                <li
                  key={badge.id}
                  className="rounded-full border px-2.5 py-1 text-xs font-semibold"
                  style={{
                    color: badge.hexColor,
                    backgroundColor: badge.hexBgColor,
                    borderColor: badge.hexBorderColor,
                  }}
                >
                  {badge.title}
                </li>
              ))}
            </ul>
          ) : null}

          <div className="mt-4" data-testid="price">
            {price ? (
              <p className="flex flex-wrap items-baseline gap-3">
                <span className="text-3xl font-bold" data-testid="price-amount">
                  {formatPrice(price.price)}
                </span>
                {price.oldPrice && price.oldPrice > price.price ? (
                  <span className="text-lg text-neutral-400 line-through">
                    <span className="sr-only">Старая цена: </span>
                    {formatPrice(price.oldPrice)}
                  </span>
                ) : null}
                {price.sale > 0 ? (
                  <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-white">
                    −{price.sale}%
                  </span>
                ) : null}
              </p>
            ) : range ? (
              <p className="flex items-baseline gap-2">
                <span className="text-lg">от</span>
                <span className="text-3xl font-bold" data-testid="price-amount">
                  {formatPrice(range.low)}
                </span>
              </p>
            ) : (
              <p className="text-lg font-semibold">Нет в наличии</p>
            )}
            {price && price.cashback > 0 ? (
              <p className="mt-2 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                +{plural(price.cashback, ["бонус", "бонуса", "бонусов"])}
                <span className="font-normal text-neutral-600 dark:text-neutral-300">
                  {" "}
                  после получения
                </span>
              </p>
            ) : null}
            {price?.loyaltyPrice && price.loyaltyPrice < price.price ? (
              <p className={`mt-1 ${muted}`}>
                <span className="font-semibold">{formatPrice(price.loyaltyPrice)}</span> — по
                программе лояльности
              </p>
            ) : null}
          </div>

          {sameModelProducts.length > 0 ? (
            <section aria-labelledby="colours-heading" className="mt-6">
              <h2 id="colours-heading" className="font-semibold">
                Другие цвета
              </h2>
              <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
                {sameModelProducts.map((other) => {
                  const image = other.images[0];
                  const colours = other.colorPalletes.map((colour) => colour.name).join(", ");
                  return (
                    <li key={other.id} className="shrink-0">
                      <Link
                        to={`/product/${other.slug}`}
                        title={colours || other.name}
                        className="block w-20 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
                      >
                        <span className="block size-20 overflow-hidden rounded-xl border border-neutral-200 bg-neutral-100 dark:border-neutral-800 dark:bg-neutral-900">
                          {image ? (
                            <img
                              src={ipxUrl(image.url, { width: 80 })}
                              srcSet={ipxSrcSet(image.url, 80)}
                              alt=""
                              width={80}
                              height={80}
                              loading="lazy"
                              decoding="async"
                              className="h-full w-full object-cover"
                            />
                          ) : null}
                        </span>
                        <span className="mt-1 line-clamp-2 text-xs">{colours || other.name}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          {sizes.length > 0 ? (
            <section aria-labelledby="sizes-heading" className="mt-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="sizes-heading" className="font-semibold">
                  Размер
                </h2>
                {sizeGrid ? <SizeGridButton grid={sizeGrid} /> : null}
              </div>
              <div className="mt-2">
                <SizePicker sizes={sizes} selected={selectedSize} />
              </div>
            </section>
          ) : null}

          {delivery ? (
            <p className={`mt-4 flex flex-wrap items-center gap-x-2 ${muted}`}>
              {offer?.deliverySpeed === "FAST" ? (
                <span className="inline-flex items-center gap-1 font-semibold text-neutral-900 dark:text-white">
                  <Zap aria-hidden="true" className="size-4" />
                  Быстрая доставка.
                </span>
              ) : null}
              <span>
                {delivery.days}, {delivery.dates}
              </span>
            </p>
          ) : null}

          <div className="mt-6 flex items-center gap-3">
            <Form method="post" className="flex-1 sm:flex-none">
              <input type="hidden" name="intent" value="add-to-cart" />
              {offer ? <input type="hidden" name="productItemId" value={offer.id} /> : null}
              <button
                type="submit"
                disabled={!offer || adding}
                className={`${buttonClass()} w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto`}
              >
                {offer
                  ? adding
                    ? "Добавляем…"
                    : "В корзину"
                  : range
                    ? "Выберите размер"
                    : "Нет в наличии"}
              </button>
            </Form>
            <FavouriteButton productId={product.id} name={product.name} look="outline" />
          </div>

          <div className="mt-4 flex flex-wrap gap-3">
            {product.meetPrice ? (
              // Until the meet-price request form exists, the entry point leads to its section.
              <ButtonLink to="/catalog/meet-price" variant="secondary">
                Нашли дешевле?
              </ButtonLink>
            ) : null}
            <ButtonLink to={PAGES.delivery.path} variant="secondary">
              Доставка и оплата
            </ButtonLink>
          </div>
        </div>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-2 lg:gap-12">
        {product.description ? (
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-semibold">
              Описание
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-neutral-800 dark:text-neutral-200">
              {product.description}
            </p>
          </section>
        ) : null}
        <div className="[&>section]:mt-0">
          <Properties properties={product.properties} />
        </div>
      </div>

      {sizeGrid ? (
        <section
          id={SIZE_GRID_ID}
          aria-labelledby="size-grid-heading"
          className="mt-12 scroll-mt-24"
        >
          <h2 id="size-grid-heading" className="text-xl font-semibold">
            Таблица размеров
          </h2>
          <div className="mt-3 max-w-2xl">
            <SizeGridTable grid={sizeGrid} />
          </div>
        </section>
      ) : null}

      <Reviews reviews={reviewList} />

      {similarProducts.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-2xl font-bold">
            Похожие товары
          </h2>
          <div className="mt-6">
            <ProductGrid>
              {similarProducts.map((similar) => (
                <li key={similar.id}>
                  <ProductCard product={similar} />
                </li>
              ))}
            </ProductGrid>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
