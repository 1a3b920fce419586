import { StaffRequestsQuery } from "~/features/back-office-queues/documents.server.ts";
import { QUEUE_PAGE_SIZE, readRequestsFilter } from "~/features/back-office-queues/forms.ts";
import { RequestsFilterForm, RequestsList } from "~/features/back-office-queues/request-queue.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import type { Route } from "./+types/admin.requests";

const TITLE = "Заявки";

/**
 * GET /admin/requests (docs/back-office.md#отзывы-и-заявки): the requests of the site's forms,
 * newest first, filtered by kind and state from the address (a GET form).
 */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "requests");
  const filter = readRequestsFilter(new URL(args.request.url));
  const answer = await staffOperation(client, StaffRequestsQuery, {
    dto: {
      kind: filter.kind ?? null,
      state: filter.state ?? null,
      page: filter.page ?? 1,
      limit: QUEUE_PAGE_SIZE,
    },
  });
  return {
    filter,
    requests: answer.staffRequests.items,
    pagination: answer.staffRequests.pagination,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { filter, requests, pagination } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold md:text-3xl">{TITLE}</h1>
      <RequestsFilterForm filter={filter} />
      <RequestsList
        requests={requests}
        filter={filter}
        page={pagination.page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
      />
    </div>
  );
}
