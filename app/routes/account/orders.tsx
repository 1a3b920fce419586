import { Link } from "react-router";
import { AccountLayout } from "~/features/account/account-layout.tsx";
import { ORDER_STATUS_LABELS } from "~/features/orders/order-statuses.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { orSignIn, requireShopper } from "~/features/account/account.server.ts";
import { formatPrice } from "~/lib/money.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { assertPageExists, readPage } from "~/platform/pagination.server.ts";
import { plural } from "~/lib/plural.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import type { Route } from "./+types/orders";

const page = PAGES.accountOrders;
const PAGE_SIZE = 10;

const UserOrdersQuery = graphql(`
  query UserOrders($dto: PaginationDto) {
    userOrderList(dto: $dto) {
      items {
        id
        status
        totalPrice
        deliveryPrice
        itemCount
        createdAt
      }
      pagination {
        page
        totalPages
        totalItems
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  const pageNumber = readPage(request);
  const { userOrderList } = await orSignIn(
    request,
    shopQuery(context, UserOrdersQuery, { dto: { page: pageNumber, limit: PAGE_SIZE } }),
  );
  assertPageExists(request, pageNumber, userOrderList.pagination.totalPages);
  return {
    orders: userOrderList.items,
    page: pageNumber,
    totalPages: userOrderList.pagination.totalPages,
  };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page: pageNumber, totalPages } = loaderData;
  return (
    <AccountLayout title={page.title}>
      {orders.length === 0 ? (
        <EmptyState
          title="Заказов пока нет"
          actions={<ButtonLink to="/catalog">Перейти в каталог</ButtonLink>}
        >
          <p>Здесь появятся ваши заказы и статус каждого из них — от поставщика до вашей двери.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Заказы">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/orders/${order.id}`}
                  className="grid gap-1 rounded-3xl border border-neutral-200 p-4 transition hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 sm:grid-cols-[1fr_auto] sm:items-center md:p-5 dark:border-neutral-800 dark:hover:border-white"
                >
                  <span className="min-w-0">
                    <span className="block text-lg font-semibold">Заказ №{order.id}</span>
                    <span className="block text-sm text-neutral-500 dark:text-neutral-400">
                      от <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
                      {plural(order.itemCount, ["товар", "товара", "товаров"])}
                    </span>
                    <span className="mt-2 inline-block rounded-full bg-neutral-100 px-3 py-1 text-sm dark:bg-neutral-800">
                      {ORDER_STATUS_LABELS[order.status]}
                    </span>
                  </span>
                  <span className="text-lg font-semibold sm:text-right">
                    {formatPrice(order.totalPrice + order.deliveryPrice)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={pageNumber} totalPages={totalPages} path={page.path} />
        </>
      )}
    </AccountLayout>
  );
}
