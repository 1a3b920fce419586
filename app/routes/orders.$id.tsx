import { Page } from "~/ui/page.tsx";
import { PAGES } from "~/shell/pages.ts";
import { screenMeta } from "~/shell/meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/orders.$id";

const orderTitle = (id: string) => `Заказ №${id}`;

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, {
    title: orderTitle(args.params.id),
    description: "Статус заказа в Meet Market.",
    noindex: true,
  });

export default function Order({ params }: Route.ComponentProps) {
  return (
    <Page title={orderTitle(params.id)}>
      <EmptyState
        title="Статус заказа скоро появится здесь"
        actions={
          <>
            <ButtonLink to={PAGES.deliveryHowItWorks.path}>Как едет заказ</ButtonLink>
            <ButtonLink to={PAGES.contacts.path} variant="secondary">
              Связаться с поддержкой
            </ButtonLink>
          </>
        }
      >
        <p>
          По этой ссылке можно будет без входа в аккаунт посмотреть, на каком этапе каждый товар
          заказа. А пока узнать статус можно у поддержки — назовите номер заказа.
        </p>
      </EmptyState>
    </Page>
  );
}
