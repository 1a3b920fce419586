import { badgeColours } from "./badge-colours.ts";
import type { ReactNode } from "react";
import { type FragmentOf, graphql, readFragment, type ResultOf } from "~/graphql.ts";
import { IMAGE_SCREEN_WIDTHS } from "~/images/image-url.ts";
import { Image } from "./image.tsx";
import { type KeptItem, KeptItems, KeptMarkup } from "./kept-markup.tsx";
import { usePlainLinkNavigation } from "./plain-links.ts";
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

type ProductCardFields = ResultOf<typeof ProductCardFragment>;

/**
 * What a card shows, and no more: loaders send this to the page (its hydration data) instead of
 * the fragment, which lists every picture of the product (docs/catalogue.md#page-weight).
 */
export interface ProductCardData {
  id: string;
  name: string;
  slug: string;
  /** The brands' names, a collaboration's joined by «×». */
  brands: string;
  /** The picture with the lowest position (docs/catalogue.md#product-pictures). */
  image: { url: string; alt: string } | null;
  price: number | null;
  oldPrice: number | null;
  /** Per cent; 0 when not on sale. */
  sale: number;
  badges: ProductCardFields["badges"];
}

/** A product of the API as a card: on the server, in the loaders, before it reaches the page. */
export function toProductCard(product: FragmentOf<typeof ProductCardFragment>): ProductCardData {
  const { id, name, slug, brands, images, priceDetails, badges } = readFragment(
    ProductCardFragment,
    product,
  );
  const image = lowestPosition(images);
  return {
    id,
    name,
    slug,
    brands: brands.map((brand) => brand.name).join(" × "),
    image: image ? { url: image.url, alt: image.alt ?? name } : null,
    price: priceDetails?.price ?? null,
    oldPrice: priceDetails?.oldPrice ?? null,
    sale: priceDetails && priceDetails.sale > 0 ? priceDetails.sale : 0,
    badges,
  };
}

/** The `src` width: what a card is at most on a phone at 1x, and what older browsers get. */
const IMAGE_WIDTH = IMAGE_SCREEN_WIDTHS.xs;

/**
 * How wide a card in ProductGrid is: 2 columns on phones (half the screen, less the gaps), at
 * most 320 px from 768 px on (3 columns, then 4 in max-w-7xl). With the two widths the card's
 * srcset offers (320 and 640), saying more would not change the browser's choice.
 */
export const GRID_CARD_SIZES = "(min-width: 768px) 320px, 50vw";

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
 * button is a form of its own above it, never inside the link, and after it in the tab order.
 *
 * All but the like button is the same for every visitor whenever the product shows the same: the
 * server writes it from kept HTML, keyed by all it shows (docs/storefront.md#the-frames-kept-html).
 * So it is plain elements: the name is a plain link, which the grid or row around the cards
 * follows on the client (usePlainLinkNavigation).
 */
export function ProductCard({
  product,
  likeButton,
  sizes = GRID_CARD_SIZES,
  priority = false,
}: {
  product: ProductCardData;
  /** The favourites' like button for this product: given by the caller, as ui/ knows no feature. */
  likeButton: ReactNode;
  /** The `sizes` of the picture: how wide the card is laid out. */
  sizes?: string;
  /**
   * Above the fold on a desktop (the first row): the picture loads at once, not lazily. Not with
   * high priority: on a phone the row is below the fold, where it would take the bandwidth of
   * what is on the screen (bench/README.md, the Lighthouse section); the browser raises the
   * priority of a picture it finds on the screen.
   */
  priority?: boolean;
}) {
  const { name, slug, brands, image, price, oldPrice, sale, badges } = product;
  // Every grid repeats the card two dozen times: its look is the product-card class's
  // (app/app.css), written once rather than in each card's class attributes.
  return (
    <article className="product-card group">
      <KeptMarkup as="div" markupKey={() => `card:${cardMarkupKey(product, sizes, priority)}`}>
        <>
          <div>
            {image ? (
              <Image
                src={image.url}
                alt={image.alt}
                width={IMAGE_WIDTH}
                sizes={sizes}
                maxWidth={IMAGE_SCREEN_WIDTHS.sm}
                loading={priority ? "eager" : "lazy"}
                // Left to the browser: a lazy picture is decoded off the page's critical path anyway.
                decoding={false}
              />
            ) : null}
            {sale > 0 || badges.length > 0 ? (
              <ul aria-label="Метки">
                {sale > 0 ? (
                  <li>
                    <span className="sr-only">Скидка </span>−{sale}%
                  </li>
                ) : null}
                {badges.map((badge) => (
                  <li key={badge.id} style={badgeColours(badge)}>
                    {badge.logoUrl ? <Image src={badge.logoUrl} alt="" width={BADGE_LOGO} /> : null}
                    <span>{badge.title}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <p>{brands}</p>
          <h3>
            <a href={`/product/${slug}`} data-discover="true">
              {name}
            </a>
          </h3>
          <Price look="card" price={price} oldPrice={oldPrice} />
        </>
      </KeptMarkup>
      {likeButton}
    </article>
  );
}

/** Everything a card shows, as the key of its kept HTML (docs/storefront.md#the-frames-kept-html). */
export function cardMarkupKey(product: ProductCardData, sizes: string, priority: boolean): string {
  return JSON.stringify([product, sizes, priority]);
}

// Cards after the first six are laid out and painted only as they near the screen.
const GRID_CLASS =
  "grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 [&>li:nth-child(n+7)]:[contain-intrinsic-size:auto_22rem] [&>li:nth-child(n+7)]:[content-visibility:auto]";

/**
 * A grid of product cards: its `<li>` children, or `items` whose HTML the server keeps whole
 * (KeptItems: a listing's cards with their like buttons). `heading` names a grid that follows the
 * page's <h1> directly: a heading for screen readers only, so the cards' <h3> titles keep the
 * heading order.
 */
export function ProductGrid({
  heading,
  ...content
}: { heading?: string } & ({ children: ReactNode } | { items: readonly KeptItem[] })) {
  // The cards' names are plain links: the grid follows them on the client.
  const navigate = usePlainLinkNavigation();
  const grid =
    "items" in content ? (
      <KeptItems as="ul" onClick={navigate} className={GRID_CLASS} items={content.items} />
    ) : (
      <ul onClick={navigate} className={GRID_CLASS}>
        {content.children}
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
