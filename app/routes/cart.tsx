import { Page } from "~/ui/page.tsx";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/cart";

const page = PAGES.cart;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function Cart() {
  return (
    <Page title={page.title}>
      <EmptyState
        title="Корзина пуста"
        actions={<ButtonLink to={PAGES.catalog.path}>За покупками</ButtonLink>}
      >
        <p>Добавляйте товары со страницы модели — они появятся здесь.</p>
      </EmptyState>
    </Page>
  );
}
