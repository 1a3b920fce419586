import { AccountLayout } from "~/features/account/account-layout.tsx";
import { useOrderUpdates } from "~/features/orders/live-status.ts";
import { OrderSummary, toSummaryView } from "~/features/orders/order-summary.tsx";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { OrderAmountsFragment } from "~/features/orders/order-documents.server.ts";
import { OrderVocabularyFragment } from "~/features/orders/vocabulary-documents.server.ts";
import { orSignIn, requireShopper } from "~/features/account/account.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { assertPageExists, readPage } from "~/platform/pagination.server.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import type { Route } from "./+types/orders";

const page = PAGES.accountOrders;
const PAGE_SIZE = 10;

const UserOrdersQuery = graphql(
  `
    query UserOrders($dto: PaginationDto) {
      userOrderList(dto: $dto) {
        items {
          id
          uuid
          status
          amounts {
            ...OrderAmountsFields
          }
          itemCount
          commentForShopper
          createdAt
          orderProductItems {
            id
            status
            deliveryWindow {
              dates
            }
            productItem {
              size {
                name
              }
              product {
                name
              }
            }
          }
        }
        pagination {
          page
          totalPages
          totalItems
        }
      }
      orderVocabulary {
        ...OrderVocabularyFields
      }
    }
  `,
  [OrderAmountsFragment, OrderVocabularyFragment],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireShopper(request, context);
  const pageNumber = readPage(request);
  const { userOrderList, orderVocabulary } = await orSignIn(
    request,
    shopQuery(context, UserOrdersQuery, { dto: { page: pageNumber, limit: PAGE_SIZE } }),
  );
  assertPageExists(request, pageNumber, userOrderList.pagination.totalPages);
  return {
    orders: userOrderList.items.map((order) =>
      toSummaryView(orderVocabulary, {
        id: order.id,
        uuid: order.uuid,
        status: order.status,
        createdAt: order.createdAt,
        amounts: order.amounts,
        itemCount: order.itemCount,
        commentForShopper: order.commentForShopper ?? null,
        items: order.orderProductItems.map((item) => ({
          id: item.id,
          status: item.status,
          name: item.productItem?.product?.name ?? "Товар",
          sizeName: item.productItem?.size?.name ?? null,
          delivery: item.deliveryWindow?.dates ?? null,
        })),
      }),
    ),
    page: pageNumber,
    totalPages: userOrderList.pagination.totalPages,
  };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page: pageNumber, totalPages } = loaderData;
  // Each order's status moves as the shop moves it (docs/orders.md#live-status).
  useOrderUpdates({});
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
                <OrderSummary order={order} />
              </li>
            ))}
          </ul>
          <Pagination page={pageNumber} totalPages={totalPages} path={page.path} />
        </>
      )}
    </AccountLayout>
  );
}
