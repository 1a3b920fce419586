import { Page } from "~/components/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState, LinkCards } from "./_shared/ui.tsx";
import type { Route } from "./+types/account";

const page = PAGES.account;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

const SECTIONS = [
  { to: PAGES.accountOrders.path, title: PAGES.accountOrders.title, text: "Статусы и история" },
  { to: PAGES.accountBonus.path, title: PAGES.accountBonus.title, text: "Баланс и уровень" },
  { to: PAGES.accountPromo.path, title: PAGES.accountPromo.title, text: "Скидки на заказы" },
  { to: PAGES.favorites.path, title: PAGES.favorites.title, text: "Отложенные товары" },
];

export default function Account() {
  return (
    <Page title={page.title}>
      <EmptyState
        title="Войдите, чтобы открыть личный кабинет"
        actions={<ButtonLink to={PAGES.auth.path}>Войти</ButtonLink>}
      >
        <p>
          Вход — по одноразовому коду из SMS или письма, без пароля. За регистрацию начисляем{" "}
          {SHOP_FACTS.registrationBonus}
          бонусов.
        </p>
      </EmptyState>
      <div className="mt-8">
        <LinkCards cards={SECTIONS} />
      </div>
    </Page>
  );
}
