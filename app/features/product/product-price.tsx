import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";
import { Price } from "~/ui/price.tsx";

/** The price of the chosen offer, kopecks. */
export interface OfferPrice {
  price: number;
  oldPrice: number | null;
  loyaltyPrice: number | null;
  cashback: number;
  sale: number;
}

const muted = "text-sm text-neutral-600 dark:text-neutral-300";

/**
 * What the product costs: the chosen offer's price (with the old price, the sale, the bonuses it
 * earns and the loyalty price), or «от» the cheapest before a size is chosen, or «Нет в наличии».
 */
export function ProductPrice({
  price,
  range,
}: {
  price: OfferPrice | null;
  range: { low: number } | null;
}) {
  return (
    <div className="mt-4" data-testid="price">
      {price ? (
        <Price
          look="page"
          price={price.price}
          oldPrice={price.oldPrice}
          amountTestId="price-amount"
          className="flex flex-wrap items-baseline gap-3"
        >
          {price.sale > 0 ? (
            <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-white">
              −{price.sale}%
            </span>
          ) : null}
        </Price>
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
          <span className="font-semibold">{formatPrice(price.loyaltyPrice)}</span> — по программе
          лояльности
        </p>
      ) : null}
    </div>
  );
}
