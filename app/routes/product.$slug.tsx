import { type Crumb, Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { graphql } from "~/graphql.ts";
import { ipxSrcSet, ipxUrl } from "~/lib/image-url.ts";
import { formatPrice } from "~/lib/money.ts";
import { shopQuery } from "~/lib/shop-api.server.ts";
import { orNotFound } from "./_shared/errors.server.ts";
import { screenMeta } from "./_shared/meta.ts";
import { plural } from "./_shared/plural.ts";
import { ButtonLink } from "./_shared/ui.tsx";
import type { Route } from "./+types/product.$slug";

const IMAGE_WIDTH = 640;

const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    product(dto: { slug: $slug }) {
      id
      name
      slug
      description
      brands {
        name
      }
      directory {
        name
        slug
      }
      images {
        url
        alt
      }
      sizes {
        id
        name
      }
      priceDetails {
        price
        oldPrice
        sale
        cashback
        supplier {
          deliveryDaysMin
          deliveryDaysMax
        }
      }
      seoTags {
        title
        description
      }
    }
  }
`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { product } = await orNotFound(
    request,
    shopQuery(context, ProductPageQuery, { slug: params.slug }),
  );
  return { product };
}

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  if (!product) return screenMeta(args, { title: "Товар", description: "Товар в Meet Market." });
  return screenMeta(
    args,
    {
      title: product.seoTags?.title || product.name,
      description:
        product.seoTags?.description ||
        `${product.name}: оригинал с доставкой по России. Цена ${formatPrice(product.priceDetails?.price)}.`,
    },
    [{ property: "og:type", content: "product" }],
  );
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const image = product.images[0];
  const price = product.priceDetails;
  const breadcrumbs: Crumb[] = [{ label: PAGES.catalog.title, to: PAGES.catalog.path }];
  if (product.directory) {
    breadcrumbs.push({
      label: product.directory.name,
      to: `/catalog/${product.directory.slug}`,
    });
  }
  return (
    <Page title={product.name} breadcrumbs={breadcrumbs} wide>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="aspect-square overflow-hidden rounded-3xl bg-neutral-100 dark:bg-neutral-900">
          {image ? (
            <img
              src={ipxUrl(image.url, { width: IMAGE_WIDTH })}
              srcSet={ipxSrcSet(image.url, IMAGE_WIDTH)}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={image.alt ?? product.name}
              width={IMAGE_WIDTH}
              height={IMAGE_WIDTH}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {product.brands.map((brand) => brand.name).join(" × ")}
          </p>
          {price ? (
            <p className="mt-3 flex flex-wrap items-baseline gap-3">
              <span className="text-3xl font-bold">{formatPrice(price.price)}</span>
              {price.oldPrice ? (
                <span className="text-lg text-neutral-400 line-through">
                  {formatPrice(price.oldPrice)}
                </span>
              ) : null}
              {price.sale > 0 ? (
                <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-white">
                  −{price.sale}%
                </span>
              ) : null}
            </p>
          ) : (
            <p className="mt-3 text-lg font-semibold">Нет в наличии</p>
          )}
          {price && price.cashback > 0 ? (
            <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-300">
              +{plural(price.cashback, ["бонус", "бонуса", "бонусов"])} после получения
            </p>
          ) : null}
          {price?.supplier ? (
            <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-300">
              Доставка {price.supplier.deliveryDaysMin}–
              {plural(price.supplier.deliveryDaysMax, ["день", "дня", "дней"])}
            </p>
          ) : null}
          {product.sizes.length > 0 ? (
            <section aria-labelledby="sizes-heading" className="mt-6">
              <h2 id="sizes-heading" className="font-semibold">
                Размеры в наличии
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.sizes.map((size) => (
                  <li
                    key={size.id}
                    className="min-w-12 rounded-xl border border-neutral-300 px-3 py-2 text-center dark:border-neutral-600"
                  >
                    {size.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-300">
            Выбор размера и покупка на этой странице скоро появятся.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={PAGES.delivery.path} variant="secondary">
              Доставка и оплата
            </ButtonLink>
          </div>
          {product.description ? (
            <section aria-labelledby="description-heading" className="mt-8">
              <h2 id="description-heading" className="text-xl font-semibold">
                Описание
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-neutral-800 dark:text-neutral-200">
                {product.description}
              </p>
            </section>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
