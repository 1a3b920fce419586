import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { signInStaff } from "../../tests/staff-kit.ts";
import * as t from "../db/schema.ts";
import { PROMO_MESSAGES } from "../../shared/promo-codes.ts";
import { STAFF_MESSAGES } from "../staff/access.ts";

const FIELDS = `id code kind value minOrderAmount startsAt endsAt maxUses oncePerShopper uses
  personal ownerName occasion`;
const LIST = `query ($dto: StaffPromoCodesDto!) {
  staffPromoCodes(dto: $dto) { items { ${FIELDS} } pagination { page totalItems totalPages } } }`;
const ONE = `query ($id: ID!) { staffPromoCode(dto: { id: $id }) { ${FIELDS} } }`;
const CREATE = `mutation ($dto: CreatePromoCodeDto!) { createPromoCode(dto: $dto) { ${FIELDS} } }`;
const UPDATE = `mutation ($dto: UpdatePromoCodeDto!) { updatePromoCode(dto: $dto) { ${FIELDS} } }`;

interface Code {
  id: string;
  code: string;
  value: number;
  minOrderAmount: number | null;
  startsAt: string;
  endsAt: string | null;
  maxUses: number | null;
  oncePerShopper: boolean;
  uses: number;
  personal: boolean;
  ownerName: string | null;
  occasion: string | null;
}
interface ListAnswer {
  staffPromoCodes: {
    items: Code[];
    pagination: { page: number; totalItems: number; totalPages: number };
  };
}

const terms = (values: Record<string, unknown> = {}) => ({
  code: "EDIT10",
  kind: "PERCENT",
  value: "10",
  startsOn: "2026-11-01",
  ...values,
});

async function create(kit: Kit, token: string, values: Record<string, unknown> = {}) {
  return (await kit.ok<{ createPromoCode: Code }>(CREATE, { dto: terms(values) }, { token }))
    .createPromoCode;
}

describe("editing a promo code in the back office", () => {
  it("changes the limits, dates, minimum and value, and writes the change before and after", () =>
    withApi(async (kit) => {
      const manager = await signInStaff(kit, "MANAGER");
      const { token } = manager;
      const code = await create(kit, token, { maxUses: "10" });
      const { updatePromoCode } = await kit.ok<{ updatePromoCode: Code }>(
        UPDATE,
        {
          dto: terms({
            id: code.id,
            code: "edit10",
            value: "15",
            minOrder: "3 000",
            startsOn: "2026-11-02",
            endsOn: "2026-12-31",
            maxUses: "50",
            oncePerShopper: true,
          }),
        },
        { token },
      );
      expect(updatePromoCode).toMatchObject({
        code: "EDIT10",
        value: 15,
        minOrderAmount: 300_000,
        startsAt: "2026-11-01T21:00:00.000Z",
        endsAt: "2026-12-31T21:00:00.000Z",
        maxUses: 50,
        oncePerShopper: true,
      });
      // The same terms again change nothing and write nothing.
      await kit.ok(
        UPDATE,
        {
          dto: terms({
            id: code.id,
            value: "15",
            minOrder: "3000",
            startsOn: "2026-11-02",
            endsOn: "2026-12-31",
            maxUses: "50",
            oncePerShopper: true,
          }),
        },
        { token },
      );
      const audit = await kit.db
        .select({ details: t.staffAudit.details, subjectId: t.staffAudit.subjectId })
        .from(t.staffAudit)
        .where(
          and(
            eq(t.staffAudit.action, "promo.update"),
            eq(t.staffAudit.staffId, Number(manager.id)),
          ),
        )
        .orderBy(asc(t.staffAudit.id));
      expect(audit).toEqual([
        {
          subjectId: code.id,
          details: {
            code: "EDIT10",
            kind: "PERCENT",
            before: {
              value: 10,
              minOrderAmount: 0,
              startsAt: "2026-10-31T21:00:00.000Z",
              endsAt: null,
              maxUses: 10,
              oncePerShopper: false,
            },
            after: {
              value: 15,
              minOrderAmount: 300_000,
              startsAt: "2026-11-01T21:00:00.000Z",
              endsAt: "2026-12-31T21:00:00.000Z",
              maxUses: 50,
              oncePerShopper: true,
            },
          },
        },
      ]);
    }));

  it("refuses what cannot change, in Russian, with the form's own messages", () =>
    withApi(async (kit) => {
      const { token } = await signInStaff(kit, "OWNER");
      const code = await create(kit, token);
      const [brand] = await kit.db.select({ id: t.brand.id }).from(t.brand).limit(1);
      const cases: [Record<string, unknown>, string][] = [
        [{ code: "OTHER10" }, PROMO_MESSAGES.codeFixed],
        [{ kind: "FIXED", value: "500" }, PROMO_MESSAGES.kindFixed],
        [{ brandId: String(brand?.id) }, PROMO_MESSAGES.targetFixed],
        [{ value: "150" }, PROMO_MESSAGES.percentRange],
        [{ endsOn: "2026-10-01" }, PROMO_MESSAGES.endsBeforeStart],
      ];
      for (const [values, message] of cases) {
        const error = await kit.fails(
          UPDATE,
          { dto: terms({ id: code.id, ...values }) },
          { token },
        );
        expect(error.extensions?.code).toBe("BAD_USER_INPUT");
        expect(error.message).toBe(message);
      }
      // Used by orders: the value stays, the limit is not below the uses; the rest may change.
      const shopper = await kit.signIn("+79990000211");
      const order = {
        userId: Number(shopper.userId),
        name: "Тест",
        phone: "+79990000211",
        totalPrice: 100_000,
        promoCodeId: Number(code.id),
        status: "AWAITING_PAY" as const,
      };
      await kit.db.insert(t.order).values([order, order]);
      const used = await kit.fails(UPDATE, { dto: terms({ id: code.id, value: "20" }) }, { token });
      expect(used.message).toBe(PROMO_MESSAGES.valueUsed);
      const below = await kit.fails(
        UPDATE,
        { dto: terms({ id: code.id, maxUses: "1" }) },
        { token },
      );
      expect(below.message).toBe(`${PROMO_MESSAGES.usesBelowUsed}: 2`);
      const raised = await kit.ok<{ updatePromoCode: Code }>(
        UPDATE,
        { dto: terms({ id: code.id, maxUses: "2", endsOn: "2026-11-30" }) },
        { token },
      );
      expect(raised.updatePromoCode).toMatchObject({ value: 10, maxUses: 2, uses: 2 });
      const missing = await kit.fails(UPDATE, { dto: terms({ id: "999999" }) }, { token });
      expect(missing.message).toBe(PROMO_MESSAGES.notFound);
      for (const role of ["WAREHOUSE", "MODERATOR"] as const) {
        const other = await signInStaff(kit, role);
        const error = await kit.fails(
          UPDATE,
          { dto: terms({ id: code.id }) },
          { token: other.token },
        );
        expect(error.message).toBe(STAFF_MESSAGES.forbidden);
      }
    }));

  it("lists personal codes apart, read-only, and the shop's codes by pages of 100", () =>
    withApi(async (kit) => {
      const { token } = await signInStaff(kit, "MANAGER");
      const shopper = await kit.signIn("+79990000212");
      const [personal] = await kit.db
        .insert(t.promoCode)
        .values({
          code: "HELLO-TESTPERSONAL",
          kind: "FIXED",
          value: 50_000,
          startsAt: new Date("2026-01-01T00:00:00Z"),
          userId: Number(shopper.userId),
          occasion: "REGISTRATION",
        })
        .returning({ id: t.promoCode.id });
      const list = (dto: Record<string, unknown>) =>
        kit.ok<ListAnswer>(LIST, { dto }, { token }).then((answer) => answer.staffPromoCodes);
      const shop = await list({ query: "TESTPERSONAL" });
      expect(shop.items).toEqual([]);
      const mine = await list({ owner: "PERSONAL", query: "TESTPERSONAL" });
      expect(mine.items).toMatchObject([
        { code: "HELLO-TESTPERSONAL", personal: true, occasion: "REGISTRATION" },
      ]);
      const one = await kit.ok<{ staffPromoCode: Code }>(
        ONE,
        { id: String(personal?.id) },
        { token },
      );
      expect(one.staffPromoCode.personal).toBe(true);
      const refused = await kit.fails(
        UPDATE,
        { dto: terms({ id: String(personal?.id), code: "HELLO-TESTPERSONAL" }) },
        { token },
      );
      expect(refused.extensions?.code).toBe("BAD_USER_INPUT");

      // 120 shop-wide codes more: two pages, the second with the rest.
      await kit.db.insert(t.promoCode).values(
        Array.from({ length: 120 }, (_, n) => ({
          code: `PAGE${String(n).padStart(3, "0")}`,
          kind: "PERCENT" as const,
          value: 5,
          startsAt: new Date("2026-01-01T00:00:00Z"),
        })),
      );
      const first = await list({ query: "PAGE" });
      expect(first.pagination).toEqual({ page: 1, totalItems: 120, totalPages: 2 });
      expect(first.items).toHaveLength(100);
      const second = await list({ query: "PAGE", page: 2 });
      expect(second.items).toHaveLength(20);
      const all = new Set([...first.items, ...second.items].map((code) => code.code));
      expect(all.size).toBe(120);
      const [total] = await kit.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.promoCode)
        .where(sql`${t.promoCode.code} like 'PAGE%'`);
      expect(total?.n).toBe(120);
    }));
});
