import { Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { staticPageMeta } from "./_shared/meta.ts";
import { ButtonLink, EmptyState } from "./_shared/ui.tsx";
import type { Route } from "./+types/enter-code";

const page = PAGES.enterCode;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function EnterCode() {
  return (
    <Page
      title={page.title}
      breadcrumbs={[{ label: PAGES.auth.title, to: PAGES.auth.path }]}
      lead="Введите код, отправленный на email / номер телефона"
    >
      <EmptyState
        title="Код ещё не отправлен"
        actions={<ButtonLink to={PAGES.auth.path}>Выбрать другой телефон или email</ButtonLink>}
      >
        <p>
          Сначала укажите номер телефона или e-mail на странице входа — мы пришлём код из 4 цифр.
        </p>
      </EmptyState>
    </Page>
  );
}
