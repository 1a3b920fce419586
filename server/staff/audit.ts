/** Reading the audit log (docs/back-office.md#the-audit-log): newest first, filtered, by pages. */
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

export type AuditRow = typeof t.staffAudit.$inferSelect;

export interface AuditFilter {
  staffId?: number | null;
  /** The shared token's calls: staff "OPERATOR_API_TOKEN" (no staff id). */
  staffName?: string | null;
  action?: string | null;
  /** From this moment, included. */
  from?: Date | null;
  /** Before this moment. */
  to?: Date | null;
}

export async function listAudit(
  db: Database,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditRow[]; totalItems: number }> {
  const where: SQL[] = [];
  if (filter.staffId) where.push(eq(t.staffAudit.staffId, filter.staffId));
  if (filter.staffName) where.push(eq(t.staffAudit.staffName, filter.staffName));
  if (filter.action) where.push(eq(t.staffAudit.action, filter.action));
  if (filter.from) where.push(gte(t.staffAudit.at, filter.from));
  if (filter.to) where.push(lt(t.staffAudit.at, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(t.staffAudit)
      .where(condition)
      .orderBy(desc(t.staffAudit.at), desc(t.staffAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(t.staffAudit).where(condition),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

/** The actions the log holds, for the filter's choices. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: t.staffAudit.action })
    .from(t.staffAudit)
    .orderBy(t.staffAudit.action);
  return rows.map((row) => row.action);
}
