import type { ReactNode } from "react";
import { formatPrice } from "~/lib/money.ts";

/** The amount's and the old price's type where the price is shown. */
const PRICE_SIZES = {
  /** Under a product card's name: styled by the card (product-card in app/app.css). */
  card: null,
  /** A row of a list (the search popup's results). */
  row: ["font-bold", "text-xs"],
  /** The product page's own price. */
  page: ["text-3xl font-bold", "text-lg"],
} as const;

/**
 * A price in roubles and, when it is higher, the old price crossed out. `children` follow them
 * (the product page's sale badge); `className` lays the line out.
 */
export function Price({
  price,
  oldPrice,
  look,
  className,
  amountTestId,
  children,
}: {
  /** In kopecks; none yet shows a dash (formatPrice). */
  price: number | null | undefined;
  oldPrice?: number | null;
  look: keyof typeof PRICE_SIZES;
  className?: string;
  /** A test id on the amount itself. */
  amountTestId?: string;
  children?: ReactNode;
}) {
  const sizes = PRICE_SIZES[look];
  const crossed = oldPrice && price !== null && price !== undefined && oldPrice > price;
  return (
    <p className={className}>
      <span className={sizes?.[0]} data-testid={amountTestId}>
        {formatPrice(price)}
      </span>
      {crossed ? (
        <span
          className={
            sizes ? `text-neutral-600 line-through dark:text-neutral-400 ${sizes[1]}` : undefined
          }
        >
          <span className="sr-only">Старая цена: </span>
          {formatPrice(oldPrice)}
        </span>
      ) : null}
      {children}
    </p>
  );
}
