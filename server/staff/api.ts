/**
 * What the shop API (server/index.ts) takes from the back office: the staff member of each
 * GraphQL request, the operator API's callers, and the demo's staff.
 */
import type { Database } from "../db/database.ts";
import type { AuthSettings, ShopContext } from "../graphql/context.ts";
import type { OperatorVerdict } from "../http/endpoint.ts";
import { bearerToken } from "../identity/viewer.ts";
import type { Clock } from "../providers/clock.ts";
import { type StaffPermission, staffPermissionValues } from "./access.ts";
import { authorizeOperator } from "./operator.ts";
import { resolveStaffSession } from "./session.ts";

export { seedDemoStaff } from "./demo.ts";

/** The context's staff member (docs/back-office.md#sessions), from the request's Bearer token. */
export async function staffContext(
  db: Database,
  auth: AuthSettings,
  clock: Clock,
  request: Request,
): Promise<Pick<ShopContext, "staff" | "staffSessionId">> {
  const session = await resolveStaffSession(db, auth, clock, bearerToken(request));
  return { staff: session?.staff ?? null, staffSessionId: session?.sessionId ?? null };
}

const isPermission = (value: string | undefined): value is StaffPermission =>
  (staffPermissionValues as readonly string[]).includes(value ?? "");

/**
 * The operator API's gate (docs/back-office.md#tokens): the shared token or a named staff token
 * whose role allows the row's permission; a row without one is the owner's alone.
 */
export function operatorAuthorizer(db: Database, clock: Clock, operatorToken?: string) {
  return (request: Request, row: { permission?: string }): Promise<OperatorVerdict> =>
    authorizeOperator(
      { db, operatorToken, now: () => clock.now() },
      request,
      isPermission(row.permission) ? row.permission : "staff",
    );
}
