import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import {
  StaffChangeOrderStatusMutation,
  StaffOrderQuery,
  StaffSetOrderCommentMutation,
} from "~/features/back-office-orders/documents.server.ts";
import { OrderPageSchema } from "~/features/back-office-orders/forms.ts";
import {
  type OrderPageReply,
  StaffOrderDetails,
} from "~/features/back-office-orders/order-page.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { toStaffOrderView } from "~/features/back-office-orders/views.ts";
import { notFound, readApiError } from "~/platform/errors.server.ts";
import { focusRing } from "~/ui/focus-ring.ts";
import type { Route } from "./+types/admin.orders.$id";

const NUMBER = /^[1-9]\d{0,9}$/;

/**
 * What the page says after a change, named by its address (`?saved=`): the back office's frame
 * has no toasts, and a notice in the page is read with and without JavaScript alike.
 */
const SAVED = {
  status: "Статус изменён, покупатель получит уведомление",
  comment: "Комментарий сохранён",
  "comment-removed": "Комментарий убран",
} as const;

/** GET /admin/orders/:id: an order's page for the staff (docs/back-office.md#заказы). */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "orders");
  const { id } = args.params;
  if (!NUMBER.test(id)) notFound(args.request);
  const answer = await staffOperation(client, StaffOrderQuery, { id });
  if (!answer.staffOrder) notFound(args.request);
  const saved = new URL(args.request.url).searchParams.get("saved");
  return {
    order: toStaffOrderView(answer.staffOrder, answer.orderVocabulary),
    notice: saved && saved in SAVED ? SAVED[saved as keyof typeof SAVED] : null,
  };
}

const refused = (reply: OrderPageReply) => data<OrderPageReply>(reply, { status: 400 });

/**
 * POST /admin/orders/:id: its forms, told apart by `intent`. A status move goes the operator
 * API's way (the shopper is told); the shop's comment is saved. After either: back to the page,
 * which says so; a refusal is the page again with the form's Russian message.
 */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "orders");
  const { id } = args.params;
  if (!NUMBER.test(id)) notFound(args.request);
  // No such order: the 404 page, as its address answers, whatever the form says.
  if (!(await staffOperation(client, StaffOrderQuery, { id })).staffOrder) notFound(args.request);
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
      return redirect(`${back}?saved=${input.comment.trim() ? "comment" : "comment-removed"}`);
    }
    await staffOperation(
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
    return redirect(`${back}?saved=status`);
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
  const { order, notice } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">
        <Link to="/admin/orders" className={`rounded-sm underline ${focusRing}`}>
          ← Все заказы
        </Link>
      </p>
      <h1 className="text-2xl font-bold md:text-3xl">Заказ №{order.id}</h1>
      {notice && !actionData ? (
        <p
          role="status"
          className="rounded-2xl bg-green-50 px-4 py-3 text-green-800 dark:bg-green-950 dark:text-green-200"
        >
          {notice}
        </p>
      ) : null}
      <StaffOrderDetails order={order} reply={actionData ?? null} />
    </div>
  );
}
