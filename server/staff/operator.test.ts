import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema.ts";
import { withApi } from "../../tests/identity-kit.ts";
import {
  AUDIT,
  type AuditData,
  CREATE_TOKEN,
  signInStaff,
  STAFF_ME,
} from "../../tests/staff-kit.ts";

describe("the operator API with named tokens", () => {
  const TOKEN = "shared-operator-token-for-staff-tests";
  const call = (
    kit: { api: { fetch(r: Request): Promise<Response> } },
    token: string,
    path: string,
    body?: unknown,
  ) =>
    kit.api.fetch(
      new Request(`http://shop.test${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  it("lets a token through as its member's role allows, and logs each call under its name", () =>
    withApi(
      async (kit) => {
        const owner = await signInStaff(kit, "OWNER", { name: "Владелец" });
        const secrets: Record<string, string> = {};
        for (const role of ["WAREHOUSE", "MODERATOR"] as const) {
          const member = await signInStaff(kit, role, { name: role });
          const { createStaffToken } = await kit.ok<{ createStaffToken: { secret: string } }>(
            CREATE_TOKEN,
            { dto: { name: "склад-сканер", staffId: member.id } },
            { token: owner.token },
          );
          secrets[role] = createStaffToken.secret;
        }
        // The worker's database holds the audit lines of the files before this one: only the
        // lines written from here on are this test's (newest first).
        const audit = () => kit.ok<AuditData>(AUDIT, {}, { token: owner.token });
        const before = (await audit()).staffAudit.pagination.totalItems;
        const order = { orderId: 999_999, status: "DELIVERED" };
        const warehouse = secrets.WAREHOUSE ?? "";
        const moderator = secrets.MODERATOR ?? "";
        expect((await call(kit, warehouse, "/api/operator/order-status", order)).status).toBe(404);
        expect((await call(kit, moderator, "/api/operator/order-status", order)).status).toBe(403);
        expect((await call(kit, moderator, "/api/operator/requests")).status).toBe(200);
        expect((await call(kit, warehouse, "/api/operator/requests")).status).toBe(403);
        expect((await call(kit, TOKEN, "/api/operator/reviews")).status).toBe(200);
        // A staff session's token is not an operator token, nor an operator token a session.
        expect((await call(kit, owner.token, "/api/operator/requests")).status).toBe(401);
        expect((await kit.fails(STAFF_ME, {}, { token: warehouse })).extensions?.code).toBe(
          "UNAUTHENTICATED",
        );

        const { staffAudit } = await audit();
        const calls = staffAudit.items
          .slice(0, staffAudit.pagination.totalItems - before)
          .filter((item) => item.details.includes("operator-api"));
        expect(calls.map((item) => [item.staffName, item.tokenName, item.action])).toEqual([
          ["OPERATOR_API_TOKEN", null, "reviews.list"],
          ["MODERATOR", "склад-сканер", "requests.list"],
          ["WAREHOUSE", "склад-сканер", "order.status"],
        ]);

        const [row] = await kit.db
          .select()
          .from(t.staffToken)
          .where(eq(t.staffToken.name, "склад-сканер"));
        expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row?.tokenHash).not.toContain(warehouse);
        await kit.ok(
          /* GraphQL */ `
            mutation R($id: ID!) {
              revokeStaffToken(tokenId: $id) {
                revokedAt
              }
            }
          `,
          { id: String(row?.id) },
          { token: owner.token },
        );
        const revoked = row?.staffId === Number(owner.id) ? moderator : warehouse;
        expect((await call(kit, revoked, "/api/operator/requests")).status).toBeGreaterThan(400);
      },
      { operatorToken: TOKEN },
    ));
});
