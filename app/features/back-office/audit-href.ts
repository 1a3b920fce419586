import type { AuditQuery } from "./audit.server.ts";

/** The address of another page of the same filters. */
export function auditHref(query: AuditQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["staff", "action", "from", "to"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}
