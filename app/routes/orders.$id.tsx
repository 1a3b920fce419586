import { Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { screenMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
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
