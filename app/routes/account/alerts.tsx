import { data, Form, Link } from "react-router";
import { AccountLayout } from "~/features/account/account-layout.tsx";
import { orSignIn, requireShopper } from "~/features/account/account.server.ts";
import { KIND_WORDS } from "~/features/alerts/alert-model.ts";
import {
  CancelStockAlertMutation,
  MyStockAlertsQuery,
} from "~/features/alerts/documents.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { formatDate } from "~/lib/dates.ts";
import { formatPrice } from "~/lib/money.ts";
import { shopMutation, shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/alerts";

const page = PAGES.accountAlerts;

/** The shopper's alerts (docs/alerts.md#the-account), each with «Отписаться». */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  const { myStockAlerts } = await orSignIn(request, shopQuery(context, MyStockAlertsQuery, {}));
  return { alerts: myStockAlerts };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireShopper(request, context);
  const id = (await request.formData()).get("id");
  if (typeof id !== "string" || !/^\d{1,10}$/.test(id)) throw data("Неверный запрос", 400);
  const { cancelStockAlert } = await orSignIn(
    request,
    shopMutation(context, CancelStockAlertMutation, { dto: { id } }),
  );
  return redirectWithToast(
    page.path,
    cancelStockAlert
      ? { type: "success", title: "Вы отписались от уведомления" }
      : { type: "info", title: "Это уведомление уже отключено" },
  );
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountAlerts({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  return (
    <AccountLayout title={page.title}>
      {alerts.length > 0 ? (
        <ul className="space-y-3">
          {alerts.map((alert) => (
            <li
              key={alert.id}
              data-testid="stock-alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800"
            >
              <div className="min-w-0">
                <p className="text-sm text-neutral-600 dark:text-neutral-300">
                  {KIND_WORDS[alert.kind].label}
                  {alert.sizeName ? `, размер ${alert.sizeName}` : ""}
                </p>
                <Link
                  to={`/product/${alert.productSlug}`}
                  className="font-semibold break-words underline-offset-2 hover:underline"
                >
                  {alert.productName}
                </Link>
                <p className="text-sm text-neutral-600 dark:text-neutral-300">
                  {alert.kind === "PRICE_DROP"
                    ? `Цена при подписке: ${formatPrice(alert.priceAtSubscription)}. `
                    : ""}
                  {alert.lastNotifiedAt
                    ? `Последнее уведомление ${formatDate(alert.lastNotifiedAt)}.`
                    : "Уведомлений ещё не было."}{" "}
                  Придёт на {alert.recipient}.
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={alert.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  aria-label={`Отписаться: ${alert.productName}`}
                >
                  Отписаться
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Подписок пока нет"
          actions={<ButtonLink to={PAGES.favourites.path}>В избранное</ButtonLink>}
        >
          <p>
            На странице товара нажмите «Сообщить о поступлении» у размера, которого нет в наличии, а
            в избранном — «Следить за ценой»: мы пришлём письмо или SMS.
          </p>
        </EmptyState>
      )}
    </AccountLayout>
  );
}
