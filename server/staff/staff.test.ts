import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema.ts";
import { rolledBack } from "../../tests/database.ts";
import { withApi } from "../../tests/identity-kit.ts";
import {
  AUDIT,
  type AuditData,
  CREATE_TOKEN,
  SEND_STAFF_CODE,
  signInStaff,
  STAFF_ME,
  STAFF_SIGN_IN,
} from "../../tests/staff-kit.ts";
import {
  requireStaff,
  staffPermissionValues,
  staffPermissions,
  staffRoleValues,
} from "./access.ts";
import { MAX_STAFF_CODE_FAILURES_PER_CLIENT, TOO_MANY_FAILURES_MESSAGE } from "./sign-in.ts";

const STAFF_MEMBERS = /* GraphQL */ `
  {
    staffMembers {
      id
      name
      role
    }
  }
`;
const INVITE = /* GraphQL */ `
  mutation Invite($dto: InviteStaffDto!) {
    inviteStaff(dto: $dto) {
      id
      name
      phone
      role
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($id: ID!) {
    removeStaff(staffId: $id) {
      id
      removedAt
    }
  }
`;
const SHOPPER_STATISTICS = /* GraphQL */ `
  {
    userOrderStatistics {
      bonuses
    }
  }
`;

describe("the roles", () => {
  it("allow what docs/back-office.md#roles says, and a moderator no orders", () => {
    expect(staffPermissions.OWNER).toEqual(staffPermissionValues);
    expect(staffPermissions.MODERATOR).not.toContain("orders");
    for (const role of staffRoleValues) {
      const staff = { id: "1", name: "x", role, tokenName: null };
      for (const permission of staffPermissionValues) {
        const allowed = staffPermissions[role].includes(permission);
        const call = () => requireStaff({ staff }, permission);
        if (allowed) expect(call()).toBe(staff);
        else expect(call).toThrow(expect.objectContaining({ extensions: { code: "FORBIDDEN" } }));
      }
    }
    expect(() => requireStaff({ staff: null }, "dashboard")).toThrow(
      expect.objectContaining({ extensions: { code: "UNAUTHENTICATED" } }),
    );
  });
});

describe("staff sign-in", () => {
  it("signs a staff member in by code and answers staffMe, writing the sign-in to the log", () =>
    withApi(async (kit) => {
      const owner = await signInStaff(kit, "OWNER", { name: "Анна" });
      const { staffMe } = await kit.ok<{ staffMe: { name: string; permissions: string[] } }>(
        STAFF_ME,
        {},
        { token: owner.token },
      );
      expect(staffMe).toMatchObject({ name: "Анна", permissions: [...staffPermissionValues] });
      expect(kit.sent.at(-1)?.text).toContain("кабинет сотрудника");
      const { staffAudit } = await kit.ok<AuditData>(AUDIT, {}, { token: owner.token });
      expect(staffAudit.items[0]).toMatchObject({ staffName: "Анна", action: "staff.sign-in" });
    }));

  it("answers a contact that is nobody on the staff as it answers staff, and sends it nothing", () =>
    withApi(async (kit) => {
      const { sendStaffCode } = await kit.ok<{ sendStaffCode: { status: string } }>(
        SEND_STAFF_CODE,
        { dto: { emailOrPhone: "+79990005555" } },
      );
      expect(sendStaffCode.status).toBe("SENT");
      expect(kit.sent).toHaveLength(0);
      const error = await kit.fails(STAFF_SIGN_IN, {
        dto: { emailOrPhone: "+79990005555", code: "0000" },
      });
      expect(error.message).toBe("Введенный код неверен");
    }));

  it("never takes a shopper's code for a staff sign-in, nor a staff code for a shopper's", () =>
    withApi(async (kit) => {
      const staff = await signInStaff(kit, "MANAGER");
      await kit.ok(
        /* GraphQL */ `mutation { sendSmsCode(dto: { phone: "${staff.phone}" }) { status } }`,
      );
      const shopperCode = kit.lastCode(staff.phone);
      const refused = await kit.fails(STAFF_SIGN_IN, {
        dto: { emailOrPhone: staff.phone, code: shopperCode },
      });
      expect(refused.extensions?.code).toBe("BAD_USER_INPUT");
      kit.clock.advance(61_000);
      await kit.ok(SEND_STAFF_CODE, { dto: { emailOrPhone: staff.phone } });
      const staffCode = kit.lastCode(staff.phone);
      const shopper = await kit.fails(
        /* GraphQL */ `
          mutation A($dto: AuthenticateDto!) {
            authenticate(dto: $dto) {
              user {
                id
              }
            }
          }
        `,
        { dto: { emailOrPhone: staff.phone, code: staffCode, personalDataConsent: true } },
      );
      expect(shopper.message).toBe("Введенный код неверен");
    }));

  it("keeps shoppers' and staff tokens apart, both ways", () =>
    withApi(async (kit) => {
      const staff = await signInStaff(kit, "OWNER");
      const shopper = await kit.signIn("+79990006666");
      const asShopper = await kit.fails(STAFF_ME, {}, { token: shopper.accessToken });
      expect(asShopper.extensions?.code).toBe("UNAUTHENTICATED");
      const asStaff = await kit.fails(SHOPPER_STATISTICS, {}, { token: staff.token });
      expect(asStaff.extensions?.code).toBe("UNAUTHENTICATED");
      await kit.ok(SHOPPER_STATISTICS, {}, { token: shopper.accessToken });
    }));

  it("limits wrong codes per client address", () =>
    withApi(async (kit) => {
      const headers = { "x-forwarded-for": "203.0.113.7" };
      for (let i = 0; i < MAX_STAFF_CODE_FAILURES_PER_CLIENT; i += 1) {
        const error = await kit.fails(
          STAFF_SIGN_IN,
          { dto: { emailOrPhone: `+7999000${String(7000 + i)}`, code: "0000" } },
          { headers },
        );
        expect(error.message).toBe("Введенный код неверен");
      }
      const limited = await kit.fails(
        STAFF_SIGN_IN,
        { dto: { emailOrPhone: "+79990008888", code: "0000" } },
        { headers },
      );
      expect(limited).toMatchObject({ message: TOO_MANY_FAILURES_MESSAGE });
    }));

  it("ends a session on sign-out, and every session and token of a removed member", () =>
    withApi(async (kit) => {
      const owner = await signInStaff(kit, "OWNER");
      const manager = await signInStaff(kit, "MANAGER");
      const second = await signInStaff(kit, "MANAGER");
      await kit.ok(
        /* GraphQL */ `
          mutation {
            staffSignOut
          }
        `,
        {},
        { token: second.token },
      );
      expect((await kit.fails(STAFF_ME, {}, { token: second.token })).extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
      await kit.ok(REMOVE, { id: manager.id }, { token: owner.token });
      expect((await kit.fails(STAFF_ME, {}, { token: manager.token })).extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
      // A removed member is nobody on the staff: no code goes out.
      const before = kit.sent.length;
      await kit.ok(SEND_STAFF_CODE, { dto: { emailOrPhone: manager.phone } });
      expect(kit.sent).toHaveLength(before);
      const lastOwner = await kit.fails(REMOVE, { id: owner.id }, { token: owner.token });
      expect(lastOwner.message).toBe("В магазине должен остаться хотя бы один владелец");
    }));
});

describe("the owner's API, role by role", () => {
  it("lets only an owner list, invite and remove staff and read the log", () =>
    withApi(async (kit) => {
      const staff = {
        OWNER: await signInStaff(kit, "OWNER"),
        MANAGER: await signInStaff(kit, "MANAGER"),
        WAREHOUSE: await signInStaff(kit, "WAREHOUSE"),
        MODERATOR: await signInStaff(kit, "MODERATOR"),
      };
      const invite = { dto: { name: "Новый", phone: "8 999 000-44-44", role: "WAREHOUSE" } };
      for (const role of ["MANAGER", "WAREHOUSE", "MODERATOR"] as const) {
        const { token } = staff[role];
        for (const [document, variables] of [
          [STAFF_MEMBERS, {}],
          [AUDIT, {}],
          [INVITE, invite],
          [REMOVE, { id: staff.OWNER.id }],
        ] as const) {
          const error = await kit.fails(document, variables, { token });
          expect(error.extensions?.code, `${role} ${document.slice(0, 40)}`).toBe("FORBIDDEN");
        }
        // Anyone may make a token of their own, and none of another's.
        await kit.ok(CREATE_TOKEN, { dto: { name: `мой ${role}` } }, { token });
        const other = await kit.fails(
          CREATE_TOKEN,
          { dto: { name: "чужой", staffId: staff.OWNER.id } },
          { token },
        );
        expect(other.extensions?.code).toBe("FORBIDDEN");
      }
      const owner = staff.OWNER.token;
      const { inviteStaff } = await kit.ok<{ inviteStaff: { id: string; phone: string } }>(
        INVITE,
        invite,
        { token: owner },
      );
      expect(inviteStaff.phone).toBe("+79990004444");
      const taken = await kit.fails(INVITE, invite, { token: owner });
      expect(taken.message).toBe("Этот телефон уже у другого сотрудника");
      const { staffMembers } = await kit.ok<{ staffMembers: unknown[] }>(
        STAFF_MEMBERS,
        {},
        {
          token: owner,
        },
      );
      expect(staffMembers).toHaveLength(5);
      const { staffAudit } = await kit.ok<AuditData>(
        AUDIT,
        { filter: { action: "staff.invite" } },
        { token: owner },
      );
      expect(staffAudit.items).toHaveLength(1);
      expect(staffAudit.items[0]).toMatchObject({
        staffName: staff.OWNER.name,
        subjectId: inviteStaff.id,
      });
      const bad = await kit.fails(AUDIT, { filter: { from: "вчера" } }, { token: owner });
      expect(bad.extensions?.code).toBe("BAD_USER_INPUT");
      const none = await kit.fails(STAFF_MEMBERS);
      expect(none.extensions?.code).toBe("UNAUTHENTICATED");
    }));
});

describe("the audit log", () => {
  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE", () =>
    withApi(async (kit) => {
      await signInStaff(kit, "OWNER");
      const [line] = await kit.db.select().from(t.staffAudit).limit(1);
      expect(line).toBeDefined();
      const id = line?.id ?? 0;
      /** The database's own refusal, which Drizzle wraps as the failed query's cause. */
      const refusal = (work: (tx: typeof kit.db) => Promise<unknown>) =>
        rolledBack(kit.db, work).then(
          () => "done",
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(
        await refusal((tx) =>
          tx.update(t.staffAudit).set({ action: "forged" }).where(eq(t.staffAudit.id, id)),
        ),
      ).toBe("staff_audit is append-only: UPDATE refused");
      expect(await refusal((tx) => tx.delete(t.staffAudit).where(eq(t.staffAudit.id, id)))).toBe(
        "staff_audit is append-only: DELETE refused",
      );
      expect(await refusal((tx) => tx.execute(sql`truncate ${t.staffAudit} cascade`))).toBe(
        "staff_audit is append-only: TRUNCATE refused",
      );
      const [still] = await kit.db
        .select()
        .from(t.staffAudit)
        .where(eq(t.staffAudit.id, line?.id ?? 0));
      expect(still?.action).toBe(line?.action);
    }));
});
