import { data, Form, Link } from "react-router";
import { KIND_WORDS } from "~/features/alerts/alert-model.ts";
import {
  StockAlertByTokenQuery,
  UnsubscribeStockAlertMutation,
} from "~/features/alerts/documents.server.ts";
import { shopMutation, shopQuery } from "~/platform/shop-api.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/alerts.unsubscribe.$token";

/**
 * /alerts/unsubscribe/{token}, the link in every alert's message (docs/alerts.md#unsubscribing):
 * no sign-in. The GET names the alert and asks (a mail scanner that follows links unsubscribes
 * nobody); the form's POST ends it. Works without JavaScript.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { stockAlertByToken } = await shopQuery(context, StockAlertByTokenQuery, {
    dto: { token: params.token },
  });
  if (!stockAlertByToken) throw data("Ссылка не найдена", { status: 404 });
  return { linked: stockAlertByToken, done: false };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { unsubscribeStockAlert } = await shopMutation(context, UnsubscribeStockAlertMutation, {
    dto: { token: params.token },
  });
  if (!unsubscribeStockAlert) throw data("Ссылка не найдена", { status: 404 });
  return { done: true };
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, { title: "Отписка от уведомления", description: "", noindex: true });

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { alert, active } = loaderData.linked;
  const done = actionData?.done === true || !active;
  const what = `«${alert.productName}»${alert.sizeName ? `, размер ${alert.sizeName}` : ""}`;
  return (
    <Page title={done ? "Вы отписались" : "Отписаться от уведомления?"}>
      <div className="space-y-4" data-testid="alert-unsubscribe">
        <p>
          {KIND_WORDS[alert.kind].label}: {what}.
        </p>
        {done ? (
          <>
            <p role="status">Больше не будем присылать уведомления об этом товаре.</p>
            <ButtonLink to={`/product/${alert.productSlug}`} variant="secondary">
              К товару
            </ButtonLink>
          </>
        ) : (
          <Form method="post" className="flex flex-wrap gap-3">
            <Button type="submit">Отписаться</Button>
            <Link to={`/product/${alert.productSlug}`} className="self-center underline">
              К товару
            </Link>
          </Form>
        )}
      </div>
    </Page>
  );
}
