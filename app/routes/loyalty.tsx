import { Link } from "react-router";
import { Page, Prose } from "~/ui/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { LoyaltyLevelFragment } from "~/features/account/loyalty-level-fragment.ts";
import { graphql } from "~/graphql.ts";
import { formatPrice } from "~/lib/money.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import type { Route } from "./+types/loyalty";
import { StepNumber } from "~/features/content/step-number.tsx";
import { SPENT_RULE_IN_FULL } from "~/features/loyalty/loyalty-copy.tsx";
import { ScrollBox } from "~/ui/scroll-box.tsx";

const page = PAGES.loyalty;

const LoyaltyLevelsQuery = graphql(
  `
    query LoyaltyLevels {
      loyaltyLevels {
        ...LoyaltyLevelFields
      }
    }
  `,
  [LoyaltyLevelFragment],
);

export async function loader({ context }: Route.LoaderArgs) {
  const { loyaltyLevels } = await shopQuery(context, LoyaltyLevelsQuery, {});
  return { levels: loyaltyLevels };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

const percent = (value: number) => `${value}\u00a0%`;

/** The total spent that opens a level (kopecks). */
const threshold = (spent: number) =>
  spent > 0 ? `от ${formatPrice(spent)}` : "сразу после регистрации";

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const { levels } = loaderData;
  const maxCashback = Math.max(0, ...levels.map((level) => level.chargePercentage));
  const maxShare = Math.max(0, ...levels.map((level) => level.chargeOffPercentage));
  const entry = levels[0];
  return (
    <Page
      title={page.title}
      lead={
        levels.length > 0
          ? `Возвращаем до ${percent(maxCashback)} стоимости покупок бонусами и разрешаем оплатить ими до ${percent(maxShare)} заказа. ${SHOP_FACTS.bonusRate}.`
          : `Возвращаем часть стоимости покупок бонусами, которыми можно оплатить следующие заказы. ${SHOP_FACTS.bonusRate}.`
      }
    >
      <ol className="grid gap-4 sm:grid-cols-3">
        {[
          {
            title: "Зарегистрируйтесь",
            text: `и получите ${SHOP_FACTS.registrationBonus} приветственных бонусов на счёт.`,
          },
          {
            title: "Покупайте",
            text: "— после получения заказа придёт кешбэк бонусами.",
          },
          {
            title: "Оплачивайте бонусами",
            text: "часть следующих заказов: доля растёт вместе с уровнем.",
          },
        ].map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-neutral-100 p-5 dark:bg-neutral-900">
            <StepNumber n={index + 1} />
            <p className="mt-3">
              <strong>{step.title}</strong> {step.text}
            </p>
          </li>
        ))}
      </ol>

      <section aria-labelledby="levels-heading" className="mt-12">
        <h2 id="levels-heading" className="text-2xl font-semibold">
          Уровни программы
        </h2>
        {levels.length === 0 ? (
          <p className="mt-4 text-neutral-600 dark:text-neutral-300">
            Уровни программы скоро появятся здесь.
          </p>
        ) : (
          <ScrollBox
            label="Уровни программы"
            className="mt-4 rounded-2xl border border-neutral-200 dark:border-neutral-700"
          >
            <table className="w-full text-left text-sm sm:text-base">
              <thead className="bg-neutral-50 text-sm text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    Уровень
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    Кешбэк
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    Оплата бонусами
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    Сумма покупок
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-700">
                {levels.map((level) => (
                  <tr key={level.id}>
                    <th scope="row" className="px-3 py-3 font-semibold sm:px-4">
                      {level.name}
                      {/* Phones have no room for the fourth column: the threshold goes here. */}
                      <span className="block text-xs font-normal text-neutral-500 sm:hidden dark:text-neutral-400">
                        {threshold(level.requiredSpentAmount)}
                      </span>
                    </th>
                    <td className="px-3 py-3 sm:px-4">{percent(level.chargePercentage)}</td>
                    <td className="px-3 py-3 sm:px-4">до {percent(level.chargeOffPercentage)}</td>
                    <td className="hidden px-4 py-3 sm:table-cell">
                      {threshold(level.requiredSpentAmount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
        {levels.length > 0 ? (
          <p
            className="mt-3 text-sm text-neutral-600 dark:text-neutral-300"
            data-testid="spent-rule"
          >
            {SPENT_RULE_IN_FULL}
          </p>
        ) : null}
      </section>

      <div className="mt-12">
        <Prose>
          <h2>Как начисляются бонусы</h2>
          <p>
            Бонусы приходят на счёт после того, как заказ доставлен: это процент вашего уровня от
            суммы, которую вы заплатили деньгами. На часть заказа, оплаченную бонусами или
            промокодом, кешбэк не начисляется. Сколько бонусов принесёт товар на вашем уровне,
            написано рядом с его ценой, а сколько принесёт заказ — в корзине и на странице заказа.
          </p>
          <p>
            Сразу после регистрации на счёт приходит {SHOP_FACTS.registrationBonus} приветственных
            бонусов — ими можно оплатить часть уже первого заказа
            {entry ? ` (на уровне «${entry.name}» — до ${percent(entry.chargeOffPercentage)})` : ""}
            .
          </p>

          <h2>Как растёт уровень</h2>
          <p>
            Уровень зависит от суммы покупок: считаются полученные заказы, без доставки, кроме
            возвращённых товаров. Он повышается автоматически, как только сумма покупок достигает
            порога, и не понижается. Сумму покупок и сколько осталось до следующего уровня видно в
            личном кабинете.
          </p>

          <h2>Как оплатить заказ бонусами</h2>
          <ol>
            <li>Добавьте товары в корзину и перейдите к оформлению заказа.</li>
            <li>
              В блоке бонусов по умолчанию предложено списать четверть доступных бонусов; сумму
              можно изменить с шагом 10 бонусов или выбрать «Не списывать».
            </li>
            <li>Итог к оплате пересчитается сразу, остаток оплачивается картой или через СБП.</li>
          </ol>

          <h2>Важно знать</h2>
          <ul>
            <li>
              Бонусы и промокод можно использовать в одном заказе: сначала применяется скидка по
              промокоду, затем списываются бонусы в пределах лимита уровня.
            </li>
            <li>
              Некоторые товары участвуют в программе частично: за них начисляется кешбэк, но
              оплатить их бонусами нельзя, — либо не участвуют совсем. Это указано на странице
              товара.
            </li>
            <li>
              При возврате товара начисленные за него бонусы списываются, а потраченные на него —
              возвращаются на счёт.
            </li>
            <li>Бонусы нельзя обменять на деньги или передать другому человеку.</li>
          </ul>
          <p>
            Баланс и историю начислений смотрите в разделе{" "}
            <Link to={PAGES.accountBonus.path}>«Бонусы»</Link> личного кабинета.
          </p>
        </Prose>
      </div>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={PAGES.auth.path}>
          Получить {SHOP_FACTS.registrationBonus} бонусов
        </ButtonLink>
        <ButtonLink to={PAGES.catalogue.path} variant="secondary">
          В каталог
        </ButtonLink>
      </div>
    </Page>
  );
}
