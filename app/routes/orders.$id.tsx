import { CombinedError } from "@urql/core";
import { data, redirect } from "react-router";
import { signInPath } from "~/features/account/account.server.ts";
import { forgetOrderedItems } from "~/features/cart/cart.server.ts";
import {
  OrderByUuidQuery,
  PublicOrderQuery,
  toItemView,
} from "~/features/orders/order-documents.server.ts";
import { OrderDetails, type OrderView } from "~/features/orders/order-view.tsx";
import { PublicOrderDetails, type PublicOrderView } from "~/features/orders/public-order-view.tsx";
import { getSession, isAuthError, isSignedIn, shopQuery } from "~/platform/shop-api.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/orders.$id";

const orderTitle = (id: string) => `Заказ №${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order number, as publicOrder accepts it. */
const NUMBER = /^[1-9]\d{0,14}$/;

/** The shop's 404 screen (docs/storefront.md#error-screens), drawn by the root error boundary. */
function notFound(request: Request): never {
  const { pathname, search } = new URL(request.url);
  throw data(`Page not found: ${pathname}${search}`, { status: 404 });
}

type LoaderData = { kind: "public"; order: PublicOrderView } | { kind: "owner"; order: OrderView };

/**
 * The order's page (docs/orders.md#public-order-status). By its number anyone reads the order's
 * public status (publicOrder); by its uuid its owner reads the whole order (getOrderByUUID), and a
 * paid order's items leave the local cart. A guest with a uuid signs in first; an unknown number
 * or uuid, or anything else, is the 404 screen.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (NUMBER.test(params.id)) {
    const found = (await shopQuery(context, PublicOrderQuery, { id: params.id })).publicOrder;
    if (!found) notFound(request);
    return data<LoaderData>({
      kind: "public",
      order: {
        id: found.id,
        status: found.status,
        createdAt: found.createdAt,
        deliveryType: found.deliveryType ?? null,
        items: found.orderProductItems.map(toItemView),
      },
    });
  }
  if (!UUID.test(params.id)) notFound(request);

  const session = getSession(context);
  if (!session.accessToken && !session.refreshToken) throw redirect(signInPath(request));
  let found;
  try {
    found = (await shopQuery(context, OrderByUuidQuery, { uuid: params.id })).getOrderByUUID;
  } catch (error) {
    if (error instanceof CombinedError && isAuthError(error)) throw redirect(signInPath(request));
    throw error;
  }
  if (!found) {
    // The session could not be renewed: sign in again rather than be told the order is unknown.
    if (!isSignedIn(session)) throw redirect(signInPath(request));
    notFound(request);
  }
  const address = found.addressDelivery;
  const order: OrderView = {
    id: found.id,
    status: found.status,
    paid: found.paid,
    totalPrice: found.totalPrice,
    deliveryPrice: found.deliveryPrice,
    discountValue: found.discountValue ?? null,
    paidByBonuses: found.paidByBonuses,
    cashback: found.cashback,
    createdAt: found.createdAt,
    paymentLink: found.paymentLink ?? null,
    deliveryType: found.deliveryType ?? null,
    deliveryTo: found.cdekDelivery
      ? found.cdekDelivery.address_full
      : address
        ? [
            address.city,
            address.street,
            `д. ${address.house}`,
            address.apartment ? `кв. ${address.apartment}` : null,
          ]
            .filter(Boolean)
            .join(", ")
        : "",
    items: found.orderProductItems.map(toItemView),
  };
  if (order.paid) {
    const headers = await forgetOrderedItems(
      request,
      found.orderProductItems.flatMap((item) => (item.productItem ? [item.productItem.id] : [])),
    );
    // Once more with the new cookie, so the header's cart count is right on this very page.
    if (headers.has("set-cookie")) throw redirect(new URL(request.url).pathname, { headers });
  }
  return data<LoaderData>({ kind: "owner", order });
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, {
    title: orderTitle(args.data?.order.id ?? args.params.id),
    description: "Статус заказа в Meet Market.",
    noindex: true,
  });

export default function Order({ loaderData }: Route.ComponentProps) {
  return (
    <Page title={orderTitle(loaderData.order.id)}>
      {loaderData.kind === "owner" ? (
        <OrderDetails order={loaderData.order} />
      ) : (
        <PublicOrderDetails order={loaderData.order} />
      )}
    </Page>
  );
}
