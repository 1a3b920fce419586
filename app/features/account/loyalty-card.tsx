import { Link } from "react-router";
import { bonuses as bonusWords, MoneySpent } from "~/features/loyalty/loyalty-copy.tsx";
import { formatPrice } from "~/lib/money.ts";
import { type LoyaltyLevelInfo, loyaltyProgress } from "./account-model.ts";

/** «5 000 бонусов» */
export function bonusCount(count: number): string {
  return bonusWords(count);
}

/**
 * The shopper's level, what it gives, what counts towards the next and how far it is (a progress
 * bar). Where they stand is the shop API's (userOrderStatistics: docs/loyalty.md#levels).
 */
export function LoyaltyCard({
  level,
  next,
  moneySpent,
  moneyAwaited,
  bonuses,
}: {
  level: LoyaltyLevelInfo | null;
  next: LoyaltyLevelInfo | null;
  moneySpent: number;
  moneyAwaited: number;
  bonuses: number;
}) {
  const { remaining, percent } = loyaltyProgress(level, next, moneySpent);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <p className="text-sm text-neutral-500 dark:text-neutral-400">Ваш уровень</p>
        <p className="mt-1 text-2xl font-bold" data-testid="loyalty-level">
          {level?.name ?? "—"}
        </p>
        {level ? (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
            Кешбэк {level.chargePercentage}&nbsp;%, оплата бонусами до {level.chargeOffPercentage}
            &nbsp;% заказа
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
      </div>
      <div className="sm:col-span-2">
        <MoneySpent
          moneySpent={moneySpent}
          moneyAwaited={moneyAwaited}
          className="mb-3 text-sm text-neutral-600 dark:text-neutral-300"
        />
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
