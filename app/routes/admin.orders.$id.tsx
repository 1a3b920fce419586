import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import {
  StaffChangeOrderStatusMutation,
  StaffOrderQuery,
  StaffSetOrderCommentMutation,
} from "~/features/admin-orders/documents.server.ts";
import { OrderPageSchema } from "~/features/admin-orders/forms.ts";
import { type OrderPageReply, StaffOrderDetails } from "~/features/admin-orders/order-page.tsx";
import { requireStaffSession, staffOperation } from "~/features/admin/session.server.ts";
import { toStaffOrderView } from "~/features/admin-orders/views.ts";
import { notFound, readApiError } from "~/platform/errors.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { focusRing } from "~/ui/focus-ring.ts";
import type { Route } from "./+types/admin.orders.$id";

const NUMBER = /^[1-9]\d{0,9}$/;

/** GET /admin/orders/:id: an order's page for the staff (docs/back-office.md#заказы). */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "orders");
  const { id } = args.params;
  if (!NUMBER.test(id)) notFound(args.request);
  const answer = await staffOperation(client, StaffOrderQuery, { id });
  if (!answer.staffOrder) notFound(args.request);
  return { order: toStaffOrderView(answer.staffOrder, answer.orderVocabulary) };
}

const refused = (reply: OrderPageReply) => data<OrderPageReply>(reply, { status: 400 });

/**
 * POST /admin/orders/:id: its forms, told apart by `intent`. A status move goes the operator
 * API's way (the shopper is told); the shop's comment is saved. After either: back to the page
 * with a toast; a refusal is the page again with the form's Russian message.
 */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "orders");
  const { id } = args.params;
  if (!NUMBER.test(id)) notFound(args.request);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: OrderPageSchema });
  const formOf = (itemId: unknown) => (typeof itemId === "string" && itemId ? itemId : "order");
  if (submission.status !== "success") {
    const intent = formData.get("intent");
    const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    if (intent === "comment") {
      const typed = formData.get("comment");
      return refused({ form: "comment", errors, comment: typeof typed === "string" ? typed : "" });
    }
    return refused({ form: formOf(formData.get("itemId")), errors });
  }
  const input = submission.value;
  const back = `/admin/orders/${id}`;
  try {
    if (input.intent === "comment") {
      await staffOperation(
        client,
        StaffSetOrderCommentMutation,
        { dto: { orderId: id, comment: input.comment } },
        "mutation",
      );
      return redirectWithToast(back, {
        type: "success",
        title: input.comment.trim() ? "Комментарий сохранён" : "Комментарий убран",
      });
    }
    const { staffChangeOrderStatus: order } = await staffOperation(
      client,
      StaffChangeOrderStatusMutation,
      {
        dto: {
          orderId: id,
          itemId: input.itemId ?? null,
          status: input.status,
          trackCode: input.trackCode?.trim() || null,
        },
      },
      "mutation",
    );
    return redirectWithToast(back, {
      type: "success",
      title: `Заказ №${order.id}: статус изменён`,
    });
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT" && refusal?.code !== "NOT_FOUND") throw error;
    return input.intent === "comment"
      ? refused({ form: "comment", errors: [refusal.message], comment: input.comment })
      : refused({ form: formOf(input.itemId), errors: [refusal.message] });
  }
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Заказ №${params.id} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">
        <Link to="/admin/orders" className={`rounded-sm underline ${focusRing}`}>
          ← Все заказы
        </Link>
      </p>
      <h1 className="text-2xl font-bold md:text-3xl">Заказ №{order.id}</h1>
      <StaffOrderDetails order={order} reply={actionData ?? null} />
    </div>
  );
}
