import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  findPickupPoints,
  loadCheckout,
  placeOrder,
  quoteDelivery,
  requireBuyer,
  savedAddresses,
} from "~/features/checkout/checkout.server.ts";
import { CheckoutForm, type CheckoutReply } from "~/features/checkout/checkout-form.tsx";
import { checkoutSchema } from "~/features/checkout/checkout-schema.ts";
import { loadCart } from "~/features/cart/cart.server.ts";
import { orderedLines } from "~/features/cart/cart-view-model.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { getEnv, shopFeaturesOf } from "~/platform/env.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/checkout";

const page = PAGES.checkout;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

/**
 * A guest goes to sign in by e-mail and comes back; an empty order shows what to do instead.
 * Production without a payments provider says so first, to guests too: no order can be paid
 * (docs/checkout.md#payment).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!shopFeaturesOf().payments) return data({ paymentsOff: true as const });
  const { start, headers } = await loadCheckout(request, context);
  const { shopper } = start;
  return data(
    {
      paymentsOff: false as const,
      ...start,
      defaults: {
        name: shopper.name ?? "",
        surname: shopper.surname ?? "",
        lastname: shopper.lastname ?? "",
        phone: shopper.phone ?? "",
        email: shopper.email ?? "",
        pvzCity: start.city,
        city: start.addresses.length === 0 ? start.city : "",
      },
      mapsKey: getEnv().PUBLIC_YANDEX_MAPS_API_KEY,
    },
    { headers },
  );
}

/**
 * The form's three buttons (docs/checkout.md#checkout-page): «Найти» lists pickup points in a
 * city, «Рассчитать доставку» prices the chosen delivery, «Оплатить» places the order and sends
 * the shopper to pay. A refusal comes back to the form with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireBuyer(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: checkoutSchema(intent) });
  if (submission.status !== "success") {
    return data<CheckoutReply>({ intent: "pay", result: submission.reply() }, { status: 422 });
  }
  const fields = submission.value;

  if (fields.intent === "points") {
    const found = await findPickupPoints(context, {
      city: fields.pvzCity ?? "",
      search: fields.pvzSearch,
    });
    return data<CheckoutReply>({
      intent: "points",
      // The point chosen in another city is no longer on the list.
      result: submission.reply({ resetForm: false }),
      points: found.ok ? found.points : [],
      pointsError: found.ok ? null : found.message,
    });
  }

  const [{ cart }, addresses] = await Promise.all([
    loadCart(request, context),
    savedAddresses(context),
  ]);
  const itemIds = orderedLines(cart.lines).map((line) => line.id);
  if (fields.intent === "quote") {
    const priced = await quoteDelivery(context, fields, addresses, itemIds);
    return data<CheckoutReply>({
      intent: "quote",
      result: submission.reply(),
      quote: priced.ok ? priced.quote : null,
      quoteError: priced.ok ? null : priced.message,
    });
  }

  const placed = await placeOrder(context, fields, cart, addresses);
  if (placed.ok) return redirect(placed.paymentLink);
  // The order's fields as the form names them: delivery.pvzCode → pvzCode, delivery.address.city → city.
  const field = placed.field?.replace(/^delivery\.(address\.)?/, "") ?? null;
  const priced = await quoteDelivery(context, fields, addresses, itemIds);
  return data<CheckoutReply>(
    {
      intent: "pay",
      result: submission.reply(
        field && field in fields
          ? { fieldErrors: { [field]: [placed.message] } }
          : { formErrors: [placed.message] },
      ),
      quote: priced.ok ? priced.quote : null,
      quoteError: priced.ok ? null : priced.message,
    },
    { status: 422 },
  );
}

/** Finding points and pricing change nothing the loader reads; a refused order may have. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "points" || intent === "quote") return false;
  return defaultShouldRevalidate;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.paymentsOff) {
    return (
      <Page
        title={page.title}
        wide
        breadcrumbs={[{ label: PAGES.cart.title, to: PAGES.cart.path }]}
      >
        <EmptyState
          title="Оплата заказов временно недоступна"
          actions={
            <ButtonLink to={PAGES.cart.path} variant="secondary">
              В корзину
            </ButtonLink>
          }
        >
          <p role="status">
            Сейчас магазин не может принять оплату, поэтому оформить заказ нельзя. Товары останутся
            в корзине — загляните позже.
          </p>
        </EmptyState>
      </Page>
    );
  }
  const { cart } = loaderData;
  const ordered = orderedLines(cart.lines);
  return (
    <Page title={page.title} wide breadcrumbs={[{ label: PAGES.cart.title, to: PAGES.cart.path }]}>
      {ordered.length === 0 ? (
        <EmptyState
          title="Оформлять пока нечего"
          actions={
            <>
              <ButtonLink to={PAGES.catalogue.path}>За покупками</ButtonLink>
              <ButtonLink to={PAGES.cart.path} variant="secondary">
                В корзину
              </ButtonLink>
            </>
          }
        >
          <p>
            В заказе нет товаров в наличии. Добавьте товары в корзину или отметьте те, что хотите
            заказать.
          </p>
        </EmptyState>
      ) : (
        <CheckoutForm
          cart={cart}
          idempotencyKey={loaderData.idempotencyKey}
          defaults={loaderData.defaults}
          points={loaderData.points}
          pointsError={loaderData.pointsError}
          addresses={loaderData.addresses}
          mapsKey={loaderData.mapsKey}
          reply={actionData}
        />
      )}
    </Page>
  );
}
