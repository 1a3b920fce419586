import { Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
import type { Route } from "./+types/favorites";

const page = PAGES.favorites;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function Favorites() {
  return (
    <Page title={page.title}>
      <EmptyState
        title="В избранном пока ничего нет"
        actions={<ButtonLink to={PAGES.catalog.path}>В каталог</ButtonLink>}
      >
        <p>
          Отмечайте звёздочкой товары, которые понравились, — здесь удобно следить за ценой и
          наличием размеров.
        </p>
      </EmptyState>
    </Page>
  );
}
