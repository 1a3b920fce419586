import { Page } from "~/ui/page.tsx";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/checkout";

const page = PAGES.checkout;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function Checkout() {
  return (
    <Page title={page.title} breadcrumbs={[{ label: PAGES.cart.title, to: PAGES.cart.path }]}>
      <EmptyState
        title="Оформлять пока нечего"
        actions={
          <>
            <ButtonLink to={PAGES.catalog.path}>За покупками</ButtonLink>
            <ButtonLink to={PAGES.delivery.path} variant="secondary">
              Доставка и оплата
            </ButtonLink>
          </>
        }
      >
        <p>
          В корзине нет товаров. Когда добавите их, здесь можно будет указать получателя, выбрать
          пункт выдачи или курьера и оплатить заказ картой или через СБП.
        </p>
      </EmptyState>
    </Page>
  );
}
