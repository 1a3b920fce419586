import { Page } from "~/components/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
import type { Route } from "./+types/account.bonus";

const page = PAGES.accountBonus;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountBonus() {
  return (
    <Page title={page.title} breadcrumbs={[{ label: PAGES.account.title, to: PAGES.account.path }]}>
      <EmptyState
        title="Войдите, чтобы увидеть свои бонусы"
        actions={
          <>
            <ButtonLink to={PAGES.auth.path}>Войти</ButtonLink>
            <ButtonLink to={PAGES.loyalty.path} variant="secondary">
              О программе лояльности
            </ButtonLink>
          </>
        }
      >
        <p>
          Здесь будут баланс бонусного счёта, ваш уровень в программе лояльности и история
          начислений. {SHOP_FACTS.bonusRate}.
        </p>
      </EmptyState>
    </Page>
  );
}
