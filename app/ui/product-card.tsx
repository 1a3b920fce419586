import type { ReactNode } from "react";
import { Link } from "react-router";
import { FavouriteButton } from "~/features/favourites/favourite-button.tsx";
import { type FragmentOf, graphql, readFragment } from "~/graphql.ts";
import { IMAGE_SCREEN_WIDTHS } from "~/images/image-url.ts";
import { Image } from "./image.tsx";
import { Price } from "./price.tsx";

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
      position
    }
    priceDetails {
      price
      oldPrice
      sale
    }
    badges {
      id
      title
      hexColor
      hexBgColor
      hexBorderColor
      logoUrl
    }
  }
`);

export type ProductCardData = FragmentOf<typeof ProductCardFragment>;

/** The `src` width: what a card is at most on a phone at 1x, and what older browsers get. */
const IMAGE_WIDTH = IMAGE_SCREEN_WIDTHS.xs;

/** How wide a card in ProductGrid is: 2 columns on phones, 3 on tablets, 4 in max-w-7xl. */
/** A badge's own colours (the API's hex values), on the card and on the product page. */
export const badgeColours = (badge: {
  hexColor: string;
  hexBgColor: string;
  hexBorderColor: string;
}) => ({
  color: badge.hexColor,
  backgroundColor: badge.hexBgColor,
  borderColor: badge.hexBorderColor,
});

export const GRID_CARD_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 80px) / 4), (min-width: 768px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)";

const BADGE_LOGO = 14;

/** The picture a card shows: the lowest position (docs/catalogue.md#product-pictures). */
function lowestPosition<Image extends { position: number }>(
  images: readonly Image[],
): Image | undefined {
  return images.reduce<Image | undefined>(
    (first, image) => (first === undefined || image.position < first.position ? image : first),
    undefined,
  );
}

/**
 * A product in a grid or a row: picture, sale and badges, brand, name, price (and the old price
 * when on sale), and the like button. The title's link stretches over the whole card; the like
 * button is a form of its own above it, never inside the link.
 */
export function ProductCard({
  product,
  sizes = GRID_CARD_SIZES,
  priority = false,
}: {
  product: ProductCardData;
  /** The `sizes` of the picture: how wide the card is laid out. */
  sizes?: string;
  /** Above the fold (the first row): load the picture at once, with high priority. */
  priority?: boolean;
}) {
  const { id, name, slug, brands, images, priceDetails, badges } = readFragment(
    ProductCardFragment,
    product,
  );
  const image = lowestPosition(images);
  const sale = priceDetails && priceDetails.sale > 0 ? priceDetails.sale : 0;
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-800">
        {image ? (
          <Image
            src={image.url}
            alt={image.alt ?? name}
            width={IMAGE_WIDTH}
            sizes={sizes}
            maxWidth={IMAGE_SCREEN_WIDTHS.lg}
            loading={priority ? "eager" : "lazy"}
            highPriority={priority}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
        {sale > 0 || badges.length > 0 ? (
          <ul
            aria-label="Метки"
            className="absolute top-2 left-2 flex max-w-[calc(100%-3.5rem)] flex-col items-start gap-1 md:top-3 md:left-3"
          >
            {sale > 0 ? (
              <li className="rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-white">
                <span className="sr-only">Скидка </span>−{sale}%
              </li>
            ) : null}
            {badges.map((badge) => (
              <li
                key={badge.id}
                className="inline-flex max-w-full items-center gap-1 truncate rounded-full border px-2 py-0.5 text-[11px] font-semibold md:text-xs"
                style={badgeColours(badge)}
              >
                {badge.logoUrl ? (
                  <Image
                    src={badge.logoUrl}
                    alt=""
                    width={BADGE_LOGO}
                    className="size-3.5 shrink-0 rounded-full object-contain"
                  />
                ) : null}
                <span className="truncate">{badge.title}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FavouriteButton
        productId={id}
        name={name}
        className="absolute top-2 right-2 z-10 md:top-3 md:right-3"
      />
      <p className="mt-3 truncate text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        {brands.map((brand) => brand.name).join(" × ")}
      </p>
      <h3 className="mt-1 line-clamp-2 text-sm font-medium">
        <Link
          to={`/product/${slug}`}
          className="rounded-2xl underline-offset-2 group-hover:underline after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4"
        >
          {name}
        </Link>
      </h3>
      <Price
        look="card"
        price={priceDetails?.price}
        oldPrice={priceDetails?.oldPrice}
        className="mt-1 flex flex-wrap items-baseline gap-x-2"
      />
    </article>
  );
}

/**
 * A grid of product cards. `heading` names a grid that follows the page's <h1> directly: a
 * heading for screen readers only, so the cards' <h3> titles keep the heading order.
 */
export function ProductGrid({ children, heading }: { children: ReactNode; heading?: string }) {
  // Cards after the first six are laid out and painted only as they near the screen.
  const grid = (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 [&>li:nth-child(n+7)]:[contain-intrinsic-size:auto_22rem] [&>li:nth-child(n+7)]:[content-visibility:auto]">
      {children}
    </ul>
  );
  if (!heading) return grid;
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      {grid}
    </>
  );
}
