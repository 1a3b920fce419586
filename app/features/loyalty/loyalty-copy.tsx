import { formatPrice } from "~/lib/money.ts";

/**
 * How the shop says its loyalty figures (docs/loyalty.md), one way on every screen: the cashback a
 * purchase earns and the level it is counted at, and what counts towards a level. The figures are
 * the shop API's; this only words them. The cashback's words are in ./cashback-copy.ts, the
 * product page's share of them.
 */

export { bonuses, type CashbackTerms, cashbackBasis } from "./cashback-copy.ts";

/** What counts towards a level, said where the sum is shown (docs/loyalty.md#what-counts-towards-a-level). */
export const SPENT_RULE = "считаются полученные заказы";

/** The rule in full, for the programme's page. */
export const SPENT_RULE_IN_FULL =
  "Сумма покупок — это цены полученных и не возвращённых товаров, без доставки. Оплаченный заказ засчитывается, когда вы его получите.";

/** «Покупки на 12 990 ₽ — считаются полученные заказы», and what is on its way. */
export function MoneySpent({
  moneySpent,
  moneyAwaited,
  className,
}: {
  moneySpent: number;
  moneyAwaited: number;
  className?: string;
}) {
  return (
    <p className={className} data-testid="money-spent">
      Покупки на {formatPrice(moneySpent)} — {SPENT_RULE}.
      {moneyAwaited > 0
        ? ` Ещё ${formatPrice(moneyAwaited)} в оплаченных заказах засчитаем, когда вы их получите.`
        : ""}
    </p>
  );
}
