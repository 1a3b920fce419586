import { AccountLayout } from "~/features/account/account-layout.tsx";
import { orSignIn, requireShopper } from "~/features/account/account.server.ts";
import { CopyCodeButton } from "~/features/account/copy-code-button.tsx";
import {
  discountText,
  OCCASION_LABELS,
  type PromoCodeView,
  STATE_LABELS,
  termsOf,
} from "~/features/account/promo-codes.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/promo";

const page = PAGES.accountPromo;

const PromoCodesQuery = graphql(`
  query AccountPromoCodes {
    userPromoCodes {
      id
      code
      kind
      value
      minOrderAmount
      endsAt
      description
      oncePerShopper
      personal
      occasion
      brandName
      categoryName
      usedAt
      state
    }
  }
`);

/** The shopper's promo codes (docs/cart.md#personal-promo-codes): personal ones and used ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  const { userPromoCodes } = await orSignIn(request, shopQuery(context, PromoCodesQuery, {}));
  return { codes: userPromoCodes };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

const STATE_CLASSES = {
  ACTIVE: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  USED: "bg-neutral-200 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300",
  EXPIRED: "bg-neutral-200 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300",
} as const;

function PromoCodeCard({ code }: { code: PromoCodeView & { id: string } }) {
  const working = code.state === "ACTIVE";
  return (
    <li
      data-testid="promo-code"
      className={`rounded-2xl border border-neutral-200 p-5 dark:border-neutral-800 ${working ? "" : "opacity-75"}`}
    >
      <article aria-labelledby={`promo-${code.id}`}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-full px-2.5 py-0.5 font-medium ${STATE_CLASSES[code.state]}`}>
            {STATE_LABELS[code.state]}
          </span>
          <span className="text-neutral-600 dark:text-neutral-300">
            {code.personal
              ? code.occasion
                ? OCCASION_LABELS[code.occasion]
                : "Персональный"
              : "Общий промокод"}
          </span>
        </div>
        <h2 id={`promo-${code.id}`} className="mt-3 text-xl font-bold">
          {discountText(code)}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <code className="select-all rounded-lg bg-neutral-100 px-3 py-1.5 font-mono text-lg font-semibold tracking-wider dark:bg-neutral-800">
            {code.code}
          </code>
          {working ? <CopyCodeButton code={code.code} /> : null}
        </div>
        {code.description ? (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">{code.description}</p>
        ) : null}
        <ul className="mt-3 space-y-1 text-sm text-neutral-600 dark:text-neutral-400">
          {termsOf(code).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

export default function AccountPromo({ loaderData }: Route.ComponentProps) {
  const { codes } = loaderData;
  return (
    <AccountLayout title={page.title}>
      {codes.length > 0 ? (
        <>
          <p className="mb-6 max-w-prose text-neutral-600 dark:text-neutral-300">
            Введите промокод в корзине перед оформлением заказа. Персональный промокод действует
            только в вашем аккаунте; вместе с промокодом можно списать и бонусы.
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {codes.map((code) => (
              <PromoCodeCard key={code.id} code={code} />
            ))}
          </ul>
        </>
      ) : (
        <EmptyState
          title="Персональных промокодов пока нет"
          actions={
            <>
              <ButtonLink to="/catalog">В каталог</ButtonLink>
              <ButtonLink to={PAGES.loyalty.path} variant="secondary">
                Программа лояльности
              </ButtonLink>
            </>
          }
        >
          <p>
            Персональные промокоды дарит магазин: за регистрацию, ко дню рождения и в рассылках.
            Здесь же появятся общие промокоды акций, как только вы оформите с ними заказ. Промокод
            вводится в корзине перед оформлением заказа; вместе с ним можно списать и бонусы.
          </p>
        </EmptyState>
      )}
    </AccountLayout>
  );
}
