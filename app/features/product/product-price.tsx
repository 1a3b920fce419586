import { bonuses, cashbackBasis, type CashbackTerms } from "~/features/loyalty/cashback-copy.ts";
import { formatPrice } from "~/lib/money.ts";
import { Price } from "~/ui/price.tsx";

/** The price of the chosen offer, kopecks; its cashback in bonuses, at the asker's level. */
export interface OfferPrice {
  price: number;
  oldPrice: number | null;
  cashback: number;
  sale: number;
  bonusCalcState: "ENABLED" | "CASHBACK_ONLY" | "DISABLED";
}

const muted = "text-sm text-neutral-600 dark:text-neutral-300";

/**
 * What the product costs: the chosen offer's price (with the old price, the sale and the bonuses
 * it earns, at the level they are counted at: docs/loyalty.md#cashback), or «от» the cheapest
 * before a size is chosen, or «Нет в наличии».
 */
export function ProductPrice({
  price,
  range,
  cashbackTerms,
}: {
  price: OfferPrice | null;
  range: { low: number } | null;
  cashbackTerms: CashbackTerms;
}) {
  const basis = cashbackBasis(cashbackTerms);
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
        <p className="mt-2 text-sm" data-testid="price-cashback">
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">
            +{bonuses(price.cashback)}
          </span>
          <span className="text-neutral-600 dark:text-neutral-300">
            {" "}
            после получения{basis ? `: ${basis}` : ""}
          </span>
        </p>
      ) : null}
      {price?.bonusCalcState === "DISABLED" ? (
        <p className={`mt-2 ${muted}`} data-testid="price-cashback">
          Бонусы за этот товар не начисляются, и оплатить его бонусами нельзя.
        </p>
      ) : price?.bonusCalcState === "CASHBACK_ONLY" ? (
        <p className={`mt-1 ${muted}`}>Оплатить этот товар бонусами нельзя.</p>
      ) : null}
    </div>
  );
}
