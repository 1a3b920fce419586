import { graphql } from "~/graphql.ts";
import { requireStaffSession, staffOperation } from "~/features/admin/session.server.ts";
import type { Route } from "./+types/admin.audit";

const StaffAuditQuery = graphql(`
  query StaffAuditPage($filter: StaffAuditFilterDto, $pagination: PaginationDto) {
    staffAudit(filter: $filter, pagination: $pagination) {
      items {
        id
        at
        staffName
        tokenName
        action
        subjectType
        subjectId
        details
      }
      pagination {
        page
        totalPages
        totalItems
      }
    }
  }
`);

/** /admin/audit (OWNER): the audit log, newest first (docs/back-office.md#the-audit-log). */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "audit");
  const { staffAudit } = await staffOperation(client, StaffAuditQuery, {
    pagination: { page: 1, limit: 50 },
  });
  return staffAudit;
}

const time = new Intl.DateTimeFormat("ru-RU", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Moscow",
});

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-black">Журнал действий</h1>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
        Записей: {loaderData.pagination.totalItems}. Журнал нельзя изменить или удалить.
      </p>
      <ul className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-800">
        {loaderData.items.map((item) => (
          <li key={item.id} className="py-2 text-sm">
            <span className="text-neutral-500">{time.format(new Date(item.at))}</span>{" "}
            <strong>{item.staffName}</strong>
            {item.tokenName ? ` (токен «${item.tokenName}»)` : null}: {item.action}{" "}
            {item.subjectType} №{item.subjectId}
          </li>
        ))}
      </ul>
    </section>
  );
}
