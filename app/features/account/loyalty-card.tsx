import { Link } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";
import { type LoyaltyLevelInfo, loyaltyProgress } from "./account-model.ts";

const BONUS_FORMS = ["бонус", "бонуса", "бонусов"] as const;

/** «5 000 бонусов» */
export function bonusCount(count: number): string {
  return plural(count, BONUS_FORMS);
}

/** The shopper's level, what it gives, and how far the next one is (a progress bar). */
export function LoyaltyCard({
  levels,
  currentLevel,
  moneySpent,
  bonuses,
}: {
  levels: readonly LoyaltyLevelInfo[];
  currentLevel: LoyaltyLevelInfo | null;
  moneySpent: number;
  bonuses: number;
}) {
  const { current, next, remaining, percent } = loyaltyProgress(levels, currentLevel, moneySpent);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <p className="text-sm text-neutral-500 dark:text-neutral-400">Ваш уровень</p>
        <p className="mt-1 text-2xl font-bold" data-testid="loyalty-level">
          {current?.name ?? "—"}
        </p>
        {current ? (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
            Кешбэк {current.chargePercentage}&nbsp;%, оплата бонусами до{" "}
            {current.chargeOffPercentage}&nbsp;% заказа
          </p>
        ) : null}
      </div>
      <div>
        <p className="text-sm text-neutral-500 dark:text-neutral-400">На бонусном счёте</p>
        <p className="mt-1 text-2xl font-bold">
          <Link to="/account/bonus" className="hover:underline">
            {bonusCount(bonuses)}
          </Link>
        </p>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
          Покупки на {formatPrice(moneySpent)}
        </p>
      </div>
      <div className="sm:col-span-2">
        {next ? (
          <>
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span id="loyalty-progress-label">До уровня «{next.name}»</span>
              <span className="font-semibold">осталось {formatPrice(remaining)}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="loyalty-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}\u00a0%: осталось ${formatPrice(remaining)}`}
              className="mt-2 h-3 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
            >
              <div
                className="h-full rounded-full bg-brand dark:bg-white"
                style={{ width: `${percent}%` }}
              />
            </div>
          </>
        ) : (
          <p className="text-sm">У вас максимальный уровень программы — спасибо, что вы с нами!</p>
        )}
        <p className="mt-3 text-sm">
          <Link to="/loyalty" className="underline">
            Как работает программа лояльности
          </Link>
        </p>
      </div>
    </div>
  );
}
