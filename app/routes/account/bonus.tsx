import { Link } from "react-router";
import { bonusReasonText, formatBonusAmount } from "~/features/account/account-model.ts";
import { AccountLayout } from "~/features/account/account-layout.tsx";
import { bonusCount } from "~/features/account/loyalty-card.tsx";
import { MoneySpent } from "~/features/loyalty/loyalty-copy.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { orSignIn, requireShopper } from "~/features/account/account.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { assertPageExists, readPage } from "~/platform/pagination.server.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import type { Route } from "./+types/bonus";

const page = PAGES.accountBonus;
const PAGE_SIZE = 20;

const BonusQuery = graphql(`
  query AccountBonus($history: PaginationDto) {
    userOrderStatistics {
      bonuses
      moneySpent
      moneyAwaited
      loyaltyLevel {
        name
        chargePercentage
        chargeOffPercentage
      }
    }
    bonusTransactionList(dto: $history) {
      items {
        id
        amount
        reason
        orderId
        createdAt
      }
      pagination {
        page
        totalPages
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  const pageNumber = readPage(request);
  const result = await orSignIn(
    request,
    shopQuery(context, BonusQuery, { history: { page: pageNumber, limit: PAGE_SIZE } }),
  );
  const { pagination } = result.bonusTransactionList;
  assertPageExists(request, pageNumber, pagination.totalPages);
  const statistics = result.userOrderStatistics;
  return {
    level: statistics.loyaltyLevel ?? null,
    moneySpent: statistics.moneySpent,
    moneyAwaited: statistics.moneyAwaited,
    bonuses: statistics.bonuses,
    history: result.bonusTransactionList.items,
    page: pageNumber,
    totalPages: pagination.totalPages,
  };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountBonus({ loaderData }: Route.ComponentProps) {
  const {
    level,
    moneySpent,
    moneyAwaited,
    bonuses,
    history,
    page: pageNumber,
    totalPages,
  } = loaderData;
  return (
    <AccountLayout title={page.title}>
      <div className="flex flex-col gap-6">
        <section
          aria-labelledby="balance-heading"
          className="rounded-3xl bg-neutral-900 p-6 text-white md:p-8 dark:bg-neutral-100 dark:text-neutral-900"
        >
          <h2 id="balance-heading" className="text-sm opacity-80">
            Баланс бонусного счёта
          </h2>
          <p className="mt-2 text-4xl font-bold" data-testid="bonus-balance">
            {bonusCount(bonuses)}
          </p>
          <p className="mt-2 text-sm opacity-80">
            {SHOP_FACTS.bonusRate}
            {level
              ? `. Уровень «${level.name}»: кешбэк ${level.chargePercentage}\u00a0%, оплата бонусами до ${level.chargeOffPercentage}\u00a0% заказа.`
              : "."}
          </p>
          <MoneySpent
            moneySpent={moneySpent}
            moneyAwaited={moneyAwaited}
            className="mt-2 text-sm opacity-80"
          />
          <p className="mt-4 text-sm">
            <Link to={PAGES.loyalty.path} className="underline">
              Как копить и тратить бонусы
            </Link>
          </p>
        </section>

        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-xl font-semibold">
            История начислений и списаний
          </h2>
          {history.length === 0 ? (
            <div className="mt-4">
              <EmptyState
                title="Начислений пока нет"
                actions={<ButtonLink to="/catalog">В каталог</ButtonLink>}
              >
                <p>Бонусы приходят после получения заказа — процент зависит от вашего уровня.</p>
              </EmptyState>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-neutral-200 rounded-3xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
              {history.map((entry) => (
                <li
                  key={entry.id}
                  className="flex items-center justify-between gap-4 px-4 py-3 md:px-5"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      {entry.orderId && entry.reason !== "REGISTRATION" ? (
                        <Link to={`/orders/${entry.orderId}`} className="hover:underline">
                          {bonusReasonText(entry.reason, entry.orderId)}
                        </Link>
                      ) : (
                        bonusReasonText(entry.reason, entry.orderId)
                      )}
                    </p>
                    <p className="text-sm text-neutral-500 dark:text-neutral-400">
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                    </p>
                  </div>
                  <p
                    className={`shrink-0 text-lg font-semibold ${
                      entry.amount < 0
                        ? "text-neutral-900 dark:text-neutral-100"
                        : "text-green-700 dark:text-green-400"
                    }`}
                  >
                    {formatBonusAmount(entry.amount)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={pageNumber} totalPages={totalPages} path={page.path} />
        </section>
      </div>
    </AccountLayout>
  );
}
