/**
 * Who calls the operator API (docs/back-office.md#tokens): the shared OPERATOR_API_TOKEN, still
 * accepted and recorded as the staff member "OPERATOR_API_TOKEN" with every permission, or a
 * staff member's named token, whose role must allow the endpoint's permission. Each call is then
 * written to the audit log under that name (the endpoints record what they did).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database.ts";
import type { StaffViewer } from "../graphql/context.ts";
import type { OperatorCaller, OperatorVerdict } from "../http/endpoint.ts";
import { bearerToken } from "../identity/viewer.ts";
import { recordStaffAction, type StaffPermission, staffMay } from "./access.ts";
import { staffByToken } from "./service.ts";

export const OPERATOR_TOKEN_STAFF: StaffViewer = {
  id: "OPERATOR_API_TOKEN",
  name: "OPERATOR_API_TOKEN",
  role: "OWNER",
  tokenName: null,
};

const digest = (value: string) => createHash("sha256").update(value).digest();

export const OPERATOR_MESSAGES = {
  token: "Нужен токен оператора или токен сотрудника",
  forbidden: "Роли владельца этого токена это не разрешено",
} as const;

/** Decides an operator call: who makes it, and whether their role allows `permission`. */
export async function authorizeOperator(
  deps: { db: Database; operatorToken?: string; now: () => Date },
  request: Request,
  permission: StaffPermission,
): Promise<OperatorVerdict> {
  const token = bearerToken(request);
  if (!token) return { ok: false, status: 401, message: OPERATOR_MESSAGES.token };
  const record =
    (staff: StaffViewer): OperatorCaller["record"] =>
    (entry) =>
      recordStaffAction(deps.db, staff, entry);
  if (deps.operatorToken && timingSafeEqual(digest(token), digest(deps.operatorToken))) {
    return {
      ok: true,
      caller: { staff: OPERATOR_TOKEN_STAFF, record: record(OPERATOR_TOKEN_STAFF) },
    };
  }
  const row = await staffByToken(deps.db, token, deps.now());
  if (!row) return { ok: false, status: 401, message: OPERATOR_MESSAGES.token };
  const staff: StaffViewer = {
    id: String(row.id),
    name: row.name,
    role: row.role,
    tokenName: row.tokenName,
  };
  if (!staffMay(staff.role, permission)) {
    return { ok: false, status: 403, message: OPERATOR_MESSAGES.forbidden };
  }
  return { ok: true, caller: { staff, record: record(staff) } };
}
