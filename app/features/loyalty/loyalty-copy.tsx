import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";

/**
 * How the shop says its loyalty figures (docs/loyalty.md), one way on every screen: the cashback a
 * purchase earns and the level it is counted at, and what counts towards a level. The figures are
 * the shop API's; this only words them.
 */

/** «329 бонусов» */
export function bonuses(count: number): string {
  return plural(count, ["бонус", "бонуса", "бонусов"]);
}

const percent = (value: number) => `${value}\u00a0%`;

/** What the cashback shown is counted with: the API's cashbackTerms. */
export interface CashbackTerms {
  level: { name: string; chargePercentage: number } | null;
  /** Whether the level is the signed-in shopper's own. */
  personal: boolean;
  /** The highest level's cashback percent. */
  topPercentage: number;
}

/**
 * The level the figure is counted at: a shopper's own («кешбэк 5 % на вашем уровне
 * «Серебряный»»), or for a guest the entry level and how far it grows.
 */
export function cashbackBasis(terms: CashbackTerms): string | null {
  const { level } = terms;
  if (!level) return null;
  const rate = percent(level.chargePercentage);
  if (terms.personal) return `кешбэк ${rate} на вашем уровне «${level.name}»`;
  const higher =
    terms.topPercentage > level.chargePercentage
      ? `, до ${percent(terms.topPercentage)} на старших`
      : "";
  return `кешбэк ${rate} на уровне «${level.name}»${higher}`;
}

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
