import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  StaffBulkOrderStatusMutation,
  StaffOrdersQuery,
} from "~/features/back-office-orders/documents.server.ts";
import {
  BulkStatusSchema,
  ORDERS_PAGE_SIZE,
  readOrdersFilter,
} from "~/features/back-office-orders/forms.ts";
import {
  BulkReport,
  OrdersFilterForm,
  OrdersTable,
} from "~/features/back-office-orders/order-list.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import {
  bulkStatusChoices,
  type OrdersListView,
  toOrdersListView,
} from "~/features/back-office-orders/views.ts";
import type { BulkReportView } from "~/features/back-office-orders/forms.ts";
import { readApiError } from "~/platform/errors.server.ts";
import type { Route } from "./+types/admin.orders";

const TITLE = "Заказы";

/**
 * GET /admin/orders (docs/back-office.md#заказы): every shopper's orders with the staff's filters,
 * read from the address (a GET form). A filter the API refuses (a search of letters) is its
 * Russian message above an empty list, never an error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "orders");
  const url = new URL(args.request.url);
  const filter = readOrdersFilter(url);
  const dto = {
    search: filter.search,
    status: filter.status,
    deliveryType: filter.deliveryType,
    paid: filter.paid === undefined ? undefined : filter.paid === "yes",
    createdFrom: filter.createdFrom,
    createdTo: filter.createdTo,
    page: filter.page ?? 1,
    limit: ORDERS_PAGE_SIZE,
  };
  try {
    const answer = await staffOperation(client, StaffOrdersQuery, { dto });
    return {
      view: toOrdersListView(answer, filter),
      bulkStatuses: bulkStatusChoices(answer.orderVocabulary),
      refusal: null,
    };
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT") throw error;
    const answer = await staffOperation(client, StaffOrdersQuery, { dto: { page: 1, limit: 1 } });
    const view: OrdersListView = {
      ...toOrdersListView(answer, filter),
      orders: [],
      totalItems: 0,
      totalPages: 0,
    };
    return {
      view,
      bulkStatuses: bulkStatusChoices(answer.orderVocabulary),
      refusal: refusal.message,
    };
  }
}

type ActionReply = { report: BulkReportView; errors: [] } | { report: null; errors: string[] };

/**
 * POST /admin/orders: the batch of orders ticked in the list moves to one status. Its report
 * (how many moved, each refused order with why) is the page this post answers.
 */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "orders");
  const submission = parseWithZod(await args.request.formData(), { schema: BulkStatusSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    return data<ActionReply>({ report: null, errors }, { status: 400 });
  }
  try {
    const { staffBulkOrderStatus: report } = await staffOperation(
      client,
      StaffBulkOrderStatusMutation,
      {
        dto: { orderIds: submission.value.orderIds, status: submission.value.status },
      },
      "mutation",
    );
    return data<ActionReply>({
      report: {
        status: report.status,
        moved: report.moved,
        refused: report.outcomes.flatMap((outcome) =>
          outcome.ok ? [] : [{ orderId: outcome.orderId, message: outcome.message ?? "" }],
        ),
      },
      errors: [],
    });
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT") throw error;
    return data<ActionReply>({ report: null, errors: [refusal.message] }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { view, bulkStatuses, refusal } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold md:text-3xl">{TITLE}</h1>
      <OrdersFilterForm view={view} />
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      {actionData?.report ? (
        <BulkReport report={actionData.report} statuses={view.statuses} />
      ) : null}
      <OrdersTable view={view} bulkStatuses={bulkStatuses} bulkErrors={actionData?.errors ?? []} />
    </div>
  );
}
