import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import {
  CompleteSandboxPayment,
  SandboxPaymentQuery,
} from "~/features/checkout/payment-documents.server.ts";
import { requireShopper } from "~/features/account/account.server.ts";
import { formatPrice } from "~/lib/money.ts";
import { apiRefusal, notFound } from "~/platform/errors.server.ts";
import { shopMutation, shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { PAGES } from "~/shell/pages.ts";
import { Button } from "~/ui/button.tsx";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/payment.sandbox.$id";

/**
 * The offline payments provider's page (docs/checkout.md#payment): where YooKassa would take the
 * card, the shop's sandbox shows the amount with «Оплатить» and «Отменить». Either button tells
 * the shop API, which learns the outcome through the same path as a YooKassa notification.
 */
export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, {
    title: "Оплата заказа",
    description: "Тестовая оплата заказа в Meet Market.",
    noindex: true,
  });

/**
 * Only the order's own shopper sees and settles its payment, and only in the demo
 * (docs/decisions/030-demo-and-production.md): a guest signs in and comes back; anyone else, and
 * production, find no payment here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  const { sandboxPayment } = await shopQuery(context, SandboxPaymentQuery, { id: params.id });
  if (!sandboxPayment) notFound(request);
  return data({ payment: sandboxPayment });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = z.enum(["PAID", "CANCELED"]).safeParse(form.get("outcome"));
  if (!outcome.success) throw data("Неверный запрос", { status: 400 });
  await requireShopper(request, context);
  try {
    const { completeSandboxPayment: done } = await shopMutation(context, CompleteSandboxPayment, {
      id: params.id,
      outcome: outcome.data,
    });
    if (outcome.data === "CANCELED") {
      return redirectWithToast(PAGES.checkout.path, {
        type: "error",
        title: "Оплата отменена. Товары остались в корзине — можно оплатить снова",
      });
    }
    return redirectWithToast(done.returnUrl, { type: "success", title: "Заказ оплачен" });
  } catch (error) {
    const refusal = apiRefusal(error);
    if (!refusal) throw error;
    return redirectWithToast(`/payment/sandbox/${encodeURIComponent(params.id)}`, {
      type: "error",
      title: refusal.message,
    });
  }
}

const STATUS_TEXT: Record<string, string> = {
  succeeded: "Этот платёж уже оплачен.",
  canceled: "Этот платёж отменён.",
};

export default function SandboxPayment({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const settled = STATUS_TEXT[payment.status];
  return (
    <Page title="Оплата заказа">
      <section className="mx-auto flex max-w-md flex-col gap-5 rounded-3xl border border-neutral-200 p-6 dark:border-neutral-700">
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Тестовая оплата: деньги не списываются. В рабочем магазине здесь будет страница ЮKassa.
        </p>
        <div>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{payment.description}</p>
          <p className="mt-1 text-3xl font-bold" data-testid="sandbox-amount">
            {formatPrice(payment.amount)}
          </p>
        </div>
        {settled ? (
          <p role="status">{settled}</p>
        ) : (
          <Form method="post" className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" name="outcome" value="PAID" disabled={busy} className="flex-1">
              Оплатить
            </Button>
            <Button
              type="submit"
              name="outcome"
              value="CANCELED"
              variant="secondary"
              disabled={busy}
              className="flex-1"
            >
              Отменить
            </Button>
          </Form>
        )}
      </section>
    </Page>
  );
}
