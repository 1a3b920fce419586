import type { ReactNode } from "react";
import { formatPrice } from "~/lib/money.ts";

const PRICE_STYLES = {
  /** Under a product card's name. */
  card: {
    price: "font-bold",
    oldPrice: "text-sm text-neutral-600 line-through dark:text-neutral-400",
  },
  /** A row of a list (the search popup's results). */
  row: { price: "font-bold", oldPrice: "text-xs text-neutral-400 line-through" },
  /** The product page's own price. */
  page: { price: "text-3xl font-bold", oldPrice: "text-lg text-neutral-400 line-through" },
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
  look: keyof typeof PRICE_STYLES;
  className?: string;
  /** A test id on the amount itself. */
  amountTestId?: string;
  children?: ReactNode;
}) {
  const style = PRICE_STYLES[look];
  const crossed = oldPrice && price !== null && price !== undefined && oldPrice > price;
  return (
    <p className={className}>
      <span className={style.price} data-testid={amountTestId}>
        {formatPrice(price)}
      </span>
      {crossed ? (
        <span className={style.oldPrice}>
          <span className="sr-only">Старая цена: </span>
          {formatPrice(oldPrice)}
        </span>
      ) : null}
      {children}
    </p>
  );
}
