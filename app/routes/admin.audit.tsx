import { AuditPage, type AuditPageData } from "~/features/back-office/audit-page.tsx";
import {
  AUDIT_PAGE_SIZE,
  auditFilter,
  AuditPageQuery,
  readAuditQuery,
} from "~/features/back-office/audit.server.ts";
import { describeAuditEntry } from "~/features/back-office/audit-words.ts";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import type { Route } from "./+types/admin.audit";

/** /admin/audit (OWNER): the audit log, newest first (docs/back-office.md#the-audit-log). */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "audit");
  const { query, problem } = readAuditQuery(new URL(args.request.url));
  const result = await staffOperation(client, AuditPageQuery, {
    filter: auditFilter(query),
    pagination: { page: query.page, limit: AUDIT_PAGE_SIZE },
  });
  const { items, pagination } = result.staffAudit;
  const words = {
    statuses: Object.fromEntries(
      result.orderVocabulary.statuses.map((entry) => [entry.status, entry.name]),
    ),
  };
  return {
    query,
    problem,
    items: items.map((item) => ({ ...item, ...describeAuditEntry(item, words) })),
    page: pagination.page,
    totalPages: pagination.totalPages,
    totalItems: pagination.totalItems,
    staff: result.staffMembers,
    actions: result.staffAuditActions,
  } satisfies AuditPageData;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
