import { CombinedError } from "@urql/core";
import { data, redirect } from "react-router";
import { signInPath } from "~/features/account/account.server.ts";
import { forgetOrderedItems } from "~/features/cart/cart.server.ts";
import {
  OrderByUuidQuery,
  PublicOrderQuery,
  toItemView,
} from "~/features/orders/order-documents.server.ts";
import { deliveryTypeName, statusName } from "~/features/orders/order-vocabulary.ts";
import { useOrderUpdates } from "~/features/orders/live-status.ts";
import { OrderDetails, type OrderView } from "~/features/orders/order-view.tsx";
import { PublicOrderDetails, type PublicOrderView } from "~/features/orders/public-order-view.tsx";
import { getSession, isAuthError, isSignedIn, shopQuery } from "~/platform/shop-api.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/orders.$id";

const orderTitle = (id: string) => `Заказ №${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order number, as its owner may ask for it. */
const NUMBER = /^[1-9]\d{0,14}$/;

/** The shop's 404 screen (docs/storefront.md#error-screens), drawn by the root error boundary. */
function notFound(request: Request): never {
  const { pathname, search } = new URL(request.url);
  throw data(`Page not found: ${pathname}${search}`, { status: 404 });
}

/** What the open page follows (docs/orders.md#live-status): its link's key and the status shown. */
interface Live {
  uuid: string;
  status: string;
}

type LoaderData =
  | { kind: "public"; order: PublicOrderView; signIn: string | null; live: Live }
  | { kind: "owner"; order: OrderView; live: Live };

/** A call the signed-in shopper's session could not make (expired and not renewed): as a guest's. */
async function asShopper<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CombinedError && isAuthError(error)) return null;
    throw error;
  }
}

/**
 * The order's page (docs/orders.md#public-order-status). Its link's key is the order's random
 * uuid: whoever holds the link reads the order's status (publicOrder), its signed-in owner the
 * whole order (getOrderByUUID), and a paid order's items leave the owner's cart. The sequential
 * number only takes the signed-in owner to that link; to anyone else it is the same 404 as a
 * number no order has, found without asking the API for a guest, so that counting through the
 * numbers tells nothing (docs/decisions/032-public-order-links.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getSession(context);
  const hasSession = Boolean(session.accessToken || session.refreshToken);
  if (NUMBER.test(params.id)) {
    if (!hasSession) notFound(request);
    const own = await asShopper(
      async () => (await shopQuery(context, PublicOrderQuery, { id: params.id })).publicOrder,
    );
    if (!own) notFound(request);
    throw redirect(`/orders/${own.uuid}`);
  }
  if (!UUID.test(params.id)) notFound(request);
  // One spelling of each link: a mail client that capitalised it lands on the same page.
  if (params.id !== params.id.toLowerCase()) throw redirect(`/orders/${params.id.toLowerCase()}`);

  const owned = hasSession
    ? await asShopper(() => shopQuery(context, OrderByUuidQuery, { uuid: params.id }))
    : null;
  const found = owned?.getOrderByUUID;
  if (!owned || !found) {
    const answer = await shopQuery(context, PublicOrderQuery, { id: params.id });
    const order = answer.publicOrder;
    if (!order) notFound(request);
    const vocabulary = answer.orderVocabulary;
    return data<LoaderData>({
      kind: "public",
      order: {
        id: order.id,
        statusName: statusName(vocabulary, order.status),
        createdAt: order.createdAt,
        deliveryTypeName: deliveryTypeName(vocabulary, order.deliveryType),
        // No amounts on the public page, not even in its data.
        items: order.orderProductItems.map((item) => ({
          ...toItemView(item, vocabulary),
          soldPrice: null,
        })),
      },
      // A guest may be its owner: signed in, they see the whole order.
      signIn: isSignedIn(session) ? null : signInPath(request),
      live: { uuid: params.id, status: order.status },
    });
  }
  const address = found.addressDelivery;
  const vocabulary = owned.orderVocabulary;
  const order: OrderView = {
    id: found.id,
    status: found.status,
    statusName: statusName(vocabulary, found.status),
    paid: found.paid,
    amounts: found.amounts,
    cashback: found.cashback,
    cashbackToCome: found.cashbackToCome,
    createdAt: found.createdAt,
    paymentLink: found.paymentLink ?? null,
    commentForShopper: found.commentForShopper ?? null,
    deliveryTypeName: deliveryTypeName(vocabulary, found.deliveryType),
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
    items: found.orderProductItems.map((item) => toItemView(item, vocabulary)),
  };
  if (order.paid) {
    const headers = await forgetOrderedItems(
      request,
      found.orderProductItems.flatMap((item) => (item.productItem ? [item.productItem.id] : [])),
    );
    // Once more with the new cookie, so the header's cart count is right on this very page.
    if (headers.has("set-cookie")) throw redirect(new URL(request.url).pathname, { headers });
  }
  return data<LoaderData>({
    kind: "owner",
    order,
    live: { uuid: params.id, status: order.status },
  });
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, {
    title: orderTitle(args.data?.order.id ?? args.params.id),
    description: "Статус заказа в Meet Market.",
    noindex: true,
  });

export default function Order({ loaderData }: Route.ComponentProps) {
  // A status changed by the shop shows without a reload (docs/orders.md#live-status).
  useOrderUpdates({ order: loaderData.live.uuid, status: loaderData.live.status });
  return (
    <Page title={orderTitle(loaderData.order.id)}>
      {loaderData.kind === "owner" ? (
        <OrderDetails order={loaderData.order} />
      ) : (
        <PublicOrderDetails order={loaderData.order} signIn={loaderData.signIn} />
      )}
    </Page>
  );
}
