import { Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
import type { Route } from "./+types/account.orders";

const page = PAGES.accountOrders;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountOrders() {
  return (
    <Page title={page.title} breadcrumbs={[{ label: PAGES.account.title, to: PAGES.account.path }]}>
      <EmptyState
        title="Войдите, чтобы увидеть свои заказы"
        actions={
          <>
            <ButtonLink to={PAGES.auth.path}>Войти</ButtonLink>
            <ButtonLink to={PAGES.deliveryHowItWorks.path} variant="secondary">
              Что означают статусы
            </ButtonLink>
          </>
        }
      >
        <p>
          История заказов и статус каждого товара появятся здесь после входа. Статус отдельного
          заказа можно посмотреть и без входа — по ссылке из письма с подтверждением.
        </p>
      </EmptyState>
    </Page>
  );
}
