import { Link } from "react-router";
import { type FragmentOf, graphql, readFragment } from "~/graphql.ts";
import { ipxSrcSet, ipxUrl } from "~/lib/image-url.ts";
import { formatPrice } from "~/lib/money.ts";

export const ProductCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    name
    slug
    brands {
      name
    }
    images {
      url
      alt
    }
    priceDetails {
      price
      oldPrice
      sale
    }
  }
`);

const IMAGE_WIDTH = 320;

/** A product in a grid: picture, brand, name, price (and the old price when on sale). */
export function ProductCard({ product }: { product: FragmentOf<typeof ProductCardFragment> }) {
  const { name, slug, brands, images, priceDetails } = readFragment(ProductCardFragment, product);
  const image = images[0];
  return (
    <Link
      to={`/product/${slug}`}
      className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4"
    >
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-800">
        {image ? (
          <img
            src={ipxUrl(image.url, { width: IMAGE_WIDTH })}
            srcSet={ipxSrcSet(image.url, IMAGE_WIDTH)}
            alt={image.alt ?? name}
            width={IMAGE_WIDTH}
            height={IMAGE_WIDTH}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
        {priceDetails && priceDetails.sale > 0 ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-white">
            −{priceDetails.sale}%
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
        {brands.map((brand) => brand.name).join(" × ")}
      </p>
      <h3 className="mt-1 line-clamp-2 text-sm font-medium">{name}</h3>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="font-bold">{formatPrice(priceDetails?.price)}</span>
        {priceDetails?.oldPrice ? (
          <span className="text-sm text-neutral-400 line-through">
            {formatPrice(priceDetails.oldPrice)}
          </span>
        ) : null}
      </p>
    </Link>
  );
}
