import type { ReactNode } from "react";
import type { ProductCardData } from "~/ui/product-card.tsx";
import { LikeableProductCard } from "~/features/favourites/likeable-product-card.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { usePlainLinkNavigation } from "~/ui/plain-links.ts";

/**
 * How wide a card of a row is: a scrolling strip below 1024 px (about 2.3 cards on a phone,
 * 3.3 on a tablet), four columns of max-w-7xl from there (at most 300 px).
 */
const ROW_CARD_SIZES = "(min-width: 1024px) 300px, (min-width: 768px) 30vw, 42vw";

const itemClass = "w-[42vw] shrink-0 snap-start md:w-[30vw] lg:w-auto";

/** A list of product cards: a horizontal strip on phones and tablets, a grid on desktops. */
export function ProductStrip({
  products,
  placeholders = 0,
  priority = 0,
}: {
  products: readonly ProductCardData[];
  /** Skeleton cards shown while the products load. */
  placeholders?: number;
  /** How many of the first pictures load at once (the first row above the fold). */
  priority?: number;
}) {
  // The cards' names are plain links (~/ui/product-card.tsx): the row follows them on the client.
  const navigate = usePlainLinkNavigation();
  return (
    <ul
      onClick={navigate}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-y-8 lg:overflow-visible lg:px-0 lg:pb-0"
    >
      {products.map((product, index) => (
        <li key={product.id} className={itemClass}>
          <LikeableProductCard
            product={product}
            sizes={ROW_CARD_SIZES}
            priority={index < priority}
          />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`} aria-hidden="true" className={itemClass}>
          <div className="aspect-square animate-pulse rounded-2xl bg-neutral-100 dark:bg-neutral-800" />
          <div className="mt-3 h-3 w-1/3 animate-pulse rounded bg-neutral-100 dark:bg-neutral-800" />
          <div className="mt-2 h-4 w-4/5 animate-pulse rounded bg-neutral-100 dark:bg-neutral-800" />
          <div className="mt-2 h-4 w-1/4 animate-pulse rounded bg-neutral-100 dark:bg-neutral-800" />
        </li>
      ))}
    </ul>
  );
}

/** A home section of products under a heading (a collection, «Недавно купили»…). */
export function ProductRow({
  id,
  title,
  description,
  more,
  children,
  ...strip
}: {
  id: string;
  title: string;
  description?: string | null;
  more?: { to: string; label: string };
  children?: ReactNode;
} & Parameters<typeof ProductStrip>[0]) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mt-12 md:mt-16 ${strip.priority ? "" : "below-fold"}`}
    >
      <SectionHeading id={`${id}-heading`} title={title} description={description} more={more} />
      {children}
      <div className="mt-5">
        <ProductStrip {...strip} />
      </div>
    </section>
  );
}
