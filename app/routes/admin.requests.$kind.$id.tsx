import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { QUEUE_REQUEST_KINDS, REQUEST_KIND_LABELS } from "../../shared/request-states.ts";
import {
  StaffChangeRequestStateMutation,
  StaffRequestQuery,
} from "~/features/back-office-queues/documents.server.ts";
import { RequestStateSchema } from "~/features/back-office-queues/forms.ts";
import { RequestDetails, type StateReply } from "~/features/back-office-queues/request-queue.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { notFound, readApiError } from "~/platform/errors.server.ts";
import { focusRing } from "~/ui/focus-ring.ts";
import type { Route } from "./+types/admin.requests.$kind.$id";

const NUMBER = /^[1-9]\d{0,9}$/;

/** The request's kind and number from the address, or the 404 page. */
function keyOf(args: { params: { kind: string; id: string }; request: Request }) {
  const { kind, id } = args.params;
  const known = QUEUE_REQUEST_KINDS.find((each) => each === kind);
  if (!known || !NUMBER.test(id)) notFound(args.request);
  return { kind: known, id };
}

/** GET /admin/requests/:kind/:id: a request's details and its state (docs/back-office.md#отзывы-и-заявки). */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "requests");
  const key = keyOf(args);
  const answer = await staffOperation(client, StaffRequestQuery, { dto: key });
  if (!answer.staffRequest) notFound(args.request);
  const saved = new URL(args.request.url).searchParams.get("saved") === "state";
  return { request: answer.staffRequest, notice: saved ? "Состояние заявки изменено" : null };
}

/** POST: moves the request's state with an optional note; a refusal answers its Russian reason. */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "requests");
  const key = keyOf(args);
  // No such request: the 404 page, as its address answers, whatever the form says.
  const found = await staffOperation(client, StaffRequestQuery, { dto: key });
  if (!found.staffRequest) notFound(args.request);
  const formData = await args.request.formData();
  const typed = formData.get("note");
  const note = typeof typed === "string" ? typed : "";
  const submission = parseWithZod(formData, { schema: RequestStateSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    return data<StateReply>({ errors, note }, { status: 400 });
  }
  try {
    await staffOperation(
      client,
      StaffChangeRequestStateMutation,
      { dto: { ...key, state: submission.value.state, note: submission.value.note ?? null } },
      "mutation",
    );
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT" && refusal?.code !== "NOT_FOUND") throw error;
    return data<StateReply>({ errors: [refusal.message], note }, { status: 400 });
  }
  return redirect(`/admin/requests/${key.kind}/${key.id}?saved=state`);
}

export const meta: Route.MetaFunction = ({ params }) => [
  {
    title: `Заявка №${params.id} — Meet Market`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, notice } = loaderData;
  const kind =
    REQUEST_KIND_LABELS[request.kind as keyof typeof REQUEST_KIND_LABELS] ?? request.kind;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">
        <Link to="/admin/requests" className={`rounded-sm underline ${focusRing}`}>
          ← Все заявки
        </Link>
      </p>
      <h1 className="text-2xl font-bold md:text-3xl">
        {kind}: заявка №{request.id}
      </h1>
      {notice && !actionData ? (
        <p
          role="status"
          className="rounded-2xl bg-green-50 px-4 py-3 text-green-800 dark:bg-green-950 dark:text-green-200"
        >
          {notice}
        </p>
      ) : null}
      <RequestDetails request={request} reply={actionData ?? null} />
    </div>
  );
}
