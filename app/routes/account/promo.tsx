import { AccountLayout } from "~/features/account/account-layout.tsx";
import { PAGES } from "~/shell/pages.ts";
import { requireShopper } from "~/features/account/account.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/promo";

const page = PAGES.accountPromo;

/**
 * The shop API has no personal promo codes yet (promo codes are shop-wide and checked in the
 * cart), so there is nothing of the shopper's own to list: the page says so honestly.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  return null;
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountPromo() {
  return (
    <AccountLayout title={page.title}>
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
          Когда у вас появится промокод — из рассылки, от партнёров или в подарок, — он будет здесь.
          Промокод вводится в корзине перед оформлением заказа; вместе с ним можно списать и бонусы.
        </p>
      </EmptyState>
    </AccountLayout>
  );
}
