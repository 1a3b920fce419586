import { CombinedError } from "@urql/core";
import { data, redirect } from "react-router";
import { forgetOrderedItems } from "~/features/cart/cart.server.ts";
import { OrderByUuidQuery } from "~/features/orders/order-documents.server.ts";
import { OrderDetails, type OrderView } from "~/features/orders/order-view.tsx";
import { isAuthError, shopQuery } from "~/platform/shop-api.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { screenMeta } from "~/shell/meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/orders.$id";

const orderTitle = (id: string) => `Заказ №${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order's page (docs/orders.md#public-order-status). Its owner, coming back from paying,
 * reads the whole order by its uuid (getOrderByUUID); a paid order's items leave the local cart.
 * Anyone else sees the placeholder until the public status is built.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!UUID.test(params.id)) return data({ order: null });
  let found;
  try {
    found = (await shopQuery(context, OrderByUuidQuery, { uuid: params.id })).getOrderByUUID;
  } catch (error) {
    if (error instanceof CombinedError && isAuthError(error)) return data({ order: null });
    throw error;
  }
  if (!found) return data({ order: null });
  const order: OrderView = {
    id: found.id,
    status: found.status,
    paid: found.paid,
    totalPrice: found.totalPrice,
    deliveryPrice: found.deliveryPrice,
    discountValue: found.discountValue ?? null,
    paidByBonuses: found.paidByBonuses,
    createdAt: found.createdAt,
    paymentLink: found.paymentLink ?? null,
    deliveryTo: found.cdekDelivery
      ? `Пункт выдачи: ${found.cdekDelivery.address_full}`
      : found.addressDelivery
        ? `Курьер: ${[found.addressDelivery.city, found.addressDelivery.street, `д. ${found.addressDelivery.house}`, found.addressDelivery.apartment ? `кв. ${found.addressDelivery.apartment}` : null].filter(Boolean).join(", ")}`
        : "",
    items: found.orderProductItems.map((item) => ({
      id: item.id,
      status: item.status,
      soldPrice: item.soldPrice,
      estimatedDeliveryDate: item.estimatedDeliveryDate ?? null,
      name: item.productItem?.product?.name ?? "Товар",
      slug: item.productItem?.product?.slug ?? null,
      sizeName: item.productItem?.size?.name ?? null,
    })),
  };
  if (order.paid) {
    const headers = await forgetOrderedItems(
      request,
      found.orderProductItems.flatMap((item) => (item.productItem ? [item.productItem.id] : [])),
    );
    // Once more with the new cookie, so the header's cart count is right on this very page.
    if (headers.has("set-cookie")) throw redirect(new URL(request.url).pathname, { headers });
  }
  return data({ order });
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, {
    title: orderTitle(args.data?.order?.id ?? args.params.id),
    description: "Статус заказа в Meet Market.",
    noindex: true,
  });

export default function Order({ params, loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (order) {
    return (
      <Page title={orderTitle(order.id)}>
        <OrderDetails order={order} />
      </Page>
    );
  }
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
