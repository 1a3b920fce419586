/**
 * Who may do what in the back office (docs/back-office.md#roles), and the audit log every staff
 * action is written to (docs/back-office.md#the-audit-log). The one interface the back office's
 * domains use: a resolver asks `requireStaff(ctx, "orders")` first, and writes what it did with
 * `recordStaffAction`, inside its own transaction when it has one.
 */
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopContext, StaffRole, StaffViewer } from "../graphql/context.ts";
import { forbidden, unauthenticated } from "../graphql/errors.ts";

export const staffRoleValues = t.staffRoleValues;
export type { StaffRole, StaffViewer };

export type StaffPermission =
  "dashboard" | "orders" | "catalogue" | "promo" | "requests" | "reviews" | "staff" | "audit";

export const staffPermissionValues = [
  "dashboard",
  "orders",
  "catalogue",
  "promo",
  "requests",
  "reviews",
  "staff",
  "audit",
] as const satisfies readonly StaffPermission[];

/** One table: which role may do what (docs/back-office.md#roles). */
export const staffPermissions: Record<StaffRole, readonly StaffPermission[]> = {
  OWNER: staffPermissionValues,
  MANAGER: ["dashboard", "orders", "catalogue", "promo", "requests", "reviews"],
  WAREHOUSE: ["dashboard", "orders", "catalogue"],
  MODERATOR: ["dashboard", "reviews", "requests"],
};

/** Whether a role may do what a permission covers. */
export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return staffPermissions[role].includes(permission);
}

export const STAFF_MESSAGES = {
  signIn: "Войдите в кабинет сотрудника",
  forbidden: "Вашей роли это не разрешено",
} as const;

/** The staff member behind this GraphQL request, or a GraphQLError UNAUTHENTICATED / FORBIDDEN. */
export function requireStaff(
  context: Pick<ShopContext, "staff">,
  permission: StaffPermission,
): StaffViewer {
  const staff = context.staff;
  if (!staff) throw unauthenticated(STAFF_MESSAGES.signIn);
  if (!staffMay(staff.role, permission)) throw forbidden(STAFF_MESSAGES.forbidden);
  return staff;
}

/** The staff id as the database keeps it; null for the shared operator token, which is nobody. */
export function staffRowId(staff: StaffViewer): number | null {
  const id = Number(staff.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Appends one line to the audit log, inside the caller's transaction when given one. */
export async function recordStaffAction(
  db: Database,
  staff: StaffViewer,
  entry: {
    action: string;
    subjectType: string;
    subjectId: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(t.staffAudit).values({
    staffId: staffRowId(staff),
    staffName: staff.name,
    tokenName: staff.tokenName,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: entry.details ?? {},
  });
}
