import { Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
import type { Route } from "./+types/account.promo";

const page = PAGES.accountPromo;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountPromo() {
  return (
    <Page title={page.title} breadcrumbs={[{ label: PAGES.account.title, to: PAGES.account.path }]}>
      <EmptyState
        title="Войдите, чтобы увидеть свои промокоды"
        actions={
          <>
            <ButtonLink to={PAGES.auth.path}>Войти</ButtonLink>
            <ButtonLink to={PAGES.catalog.path} variant="secondary">
              В каталог
            </ButtonLink>
          </>
        }
      >
        <p>
          Здесь будут промокоды, которые вы получили, и условия их применения. Ввести промокод можно
          и в корзине перед оформлением заказа.
        </p>
      </EmptyState>
    </Page>
  );
}
