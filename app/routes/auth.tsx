import { Page } from "~/components/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
import type { Route } from "./+types/auth";

const page = PAGES.auth;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function Auth() {
  return (
    <Page
      title={page.title}
      lead="По номеру телефона или e-mail: пришлём одноразовый код из 4 цифр, пароль не нужен."
    >
      <EmptyState
        title="Вход по коду скоро заработает"
        actions={
          <>
            <ButtonLink to={PAGES.catalog.path}>В каталог</ButtonLink>
            <ButtonLink to={PAGES.loyalty.path} variant="secondary">
              О бонусах
            </ButtonLink>
          </>
        }
      >
        <p>
          Здесь появится форма входа. После регистрации на бонусный счёт придёт{" "}
          {SHOP_FACTS.registrationBonus} бонусов — ими можно оплатить часть первого заказа.
        </p>
      </EmptyState>
    </Page>
  );
}
