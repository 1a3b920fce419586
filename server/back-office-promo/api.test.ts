import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { signInStaff } from "../../tests/staff-kit.ts";
import * as t from "../db/schema.ts";
import { PROMO_MESSAGES } from "../../shared/promo-codes.ts";
import { STAFF_MESSAGES } from "../staff/access.ts";

const FIELDS = "id code kind value minOrderAmount startsAt endsAt active maxUses uses state";
const LIST = `query ($dto: StaffPromoCodesDto!) {
  staffPromoCodes(dto: $dto) { items { ${FIELDS} } pagination { totalItems totalPages } } }`;
const ONE = `query ($id: ID!) { staffPromoCode(dto: { id: $id }) { ${FIELDS} orders { id status } } }`;
const CREATE = `mutation ($dto: CreatePromoCodeDto!) { createPromoCode(dto: $dto) { ${FIELDS} } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) {
  setPromoCodeActive(dto: { id: $id, active: $active }) { ${FIELDS} } }`;
const ADD = `mutation ($id: ID!) { addToProductCart(dto: { id: $id }) { totalPrice } }`;
const PROMO = `mutation ($code: String!) {
  validatePromocode(dto: { code: $code }) { promoCode discountValue totalPrice } }`;

interface Code {
  id: string;
  code: string;
  value: number;
  minOrderAmount: number | null;
  startsAt: string;
  endsAt: string | null;
  active: boolean;
  maxUses: number | null;
  uses: number;
  state: string;
}
interface CartAnswer {
  validatePromocode: { promoCode: string | null; discountValue: number | null; totalPrice: number };
}

/** An item on sale of 5 000 ₽ or more. */
async function itemOnSale(kit: Kit) {
  const [row] = await kit.db
    .select({ id: t.productItem.id, price: t.productItem.price })
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .where(
      and(
        eq(t.productItem.active, true),
        eq(t.productItem.isSold, false),
        eq(t.productItem.isReserved, false),
        isNull(t.productItem.deletedAt),
        eq(t.product.active, true),
        isNull(t.product.deletedAt),
        sql`${t.productItem.price} >= 500000`,
      ),
    )
    .orderBy(asc(t.productItem.id))
    .limit(1);
  if (!row) throw new Error("the seed has no item on sale");
  return row;
}

const dto = (values: Record<string, unknown> = {}) => ({
  code: "SPRING10",
  kind: "PERCENT",
  value: "10",
  startsOn: "2026-11-01",
  ...values,
});

describe("promo codes in the back office", () => {
  it("lets owners and managers in, refuses other roles and anyone without a staff session", () =>
    withApi(async (kit) => {
      for (const role of ["OWNER", "MANAGER"] as const) {
        const { token } = await signInStaff(kit, role);
        const { staffPromoCodes } = await kit.ok<{ staffPromoCodes: { items: Code[] } }>(
          LIST,
          { dto: {} },
          { token },
        );
        expect(staffPromoCodes.items.some((code) => code.code === "WELCOME10")).toBe(true);
      }
      for (const role of ["WAREHOUSE", "MODERATOR"] as const) {
        const { token } = await signInStaff(kit, role);
        for (const [document, variables] of [
          [LIST, { dto: {} }],
          [CREATE, { dto: dto() }],
          [SET_ACTIVE, { id: "1", active: false }],
        ] as const) {
          const error = await kit.fails(document, variables, { token });
          expect(error.extensions?.code).toBe("FORBIDDEN");
          expect(error.message).toBe(STAFF_MESSAGES.forbidden);
        }
      }
      const shopper = await kit.signIn("+79990000201");
      for (const token of [undefined, shopper.accessToken]) {
        const error = await kit.fails(CREATE, { dto: dto() }, token ? { token } : {});
        expect(error.extensions?.code).toBe("UNAUTHENTICATED");
      }
    }));

  it("refuses bad terms in Russian, with the form's own messages", () =>
    withApi(async (kit) => {
      const { token } = await signInStaff(kit, "MANAGER");
      const cases: [Record<string, unknown>, string][] = [
        [{ code: "no spaces" }, PROMO_MESSAGES.codeFormat],
        [{ code: "welcome10" }, PROMO_MESSAGES.codeTaken],
        [{ value: "150" }, PROMO_MESSAGES.percentRange],
        [{ kind: "FIXED", value: "-5" }, PROMO_MESSAGES.roublesFormat],
        [{ minOrder: "много" }, PROMO_MESSAGES.minFormat],
        [{ startsOn: "2026-02-31" }, PROMO_MESSAGES.dayFormat],
        [{ endsOn: "2026-10-01" }, PROMO_MESSAGES.endsBeforeStart],
        [{ maxUses: "0" }, PROMO_MESSAGES.usesFormat],
        [{ brandId: "999999" }, PROMO_MESSAGES.brandMissing],
      ];
      for (const [values, message] of cases) {
        const error = await kit.fails(CREATE, { dto: dto(values) }, { token });
        expect(error.extensions?.code).toBe("BAD_USER_INPUT");
        expect(error.message).toBe(message);
      }
    }));

  it("creates a code the cart applies with its limits, counts its uses, disables and enables it", () =>
    withApi(async (kit) => {
      const manager = await signInStaff(kit, "MANAGER");
      const token = manager.token;
      const item = await itemOnSale(kit);
      const minimum = Math.floor(item.price / 100) + 1;
      // A minimum the cart does not reach: the cart refuses the code as any other.
      const high = (
        await kit.ok<{ createPromoCode: Code }>(
          CREATE,
          { dto: dto({ code: "big500", kind: "FIXED", value: "500", minOrder: String(minimum) }) },
          { token },
        )
      ).createPromoCode;
      expect(high).toMatchObject({ code: "BIG500", value: 50_000, active: true, uses: 0 });
      expect(high.minOrderAmount).toBe(minimum * 100);
      expect(high.startsAt).toBe("2026-10-31T21:00:00.000Z");
      const created = (
        await kit.ok<{ createPromoCode: Code }>(
          CREATE,
          { dto: dto({ endsOn: "2026-11-30", maxUses: "2" }) },
          { token },
        )
      ).createPromoCode;
      expect(created).toMatchObject({ code: "SPRING10", maxUses: 2, state: "ACTIVE" });
      expect(created.endsAt).toBe("2026-11-30T21:00:00.000Z");

      const shopper = await kit.signIn("+79990000202");
      const auth = { token: shopper.accessToken };
      await kit.ok(ADD, { id: String(item.id) }, auth);
      const apply = async (code: string) =>
        (await kit.ok<CartAnswer>(PROMO, { code }, auth)).validatePromocode;
      expect((await apply("BIG500")).discountValue).toBeNull();
      expect(await apply("spring10")).toMatchObject({
        promoCode: "SPRING10",
        discountValue: Math.floor(item.price / 10),
      });

      // Disabled: refused at once; enabled again: applies.
      await kit.ok(SET_ACTIVE, { id: created.id, active: false }, { token });
      expect((await apply("SPRING10")).discountValue).toBeNull();
      const { staffPromoCodes: disabled } = await kit.ok<{ staffPromoCodes: { items: Code[] } }>(
        LIST,
        { dto: { filter: "DISABLED", query: "spring" } },
        { token },
      );
      expect(disabled.items.map((code) => code.code)).toEqual(["SPRING10"]);
      await kit.ok(SET_ACTIVE, { id: created.id, active: true }, { token });
      expect((await apply("SPRING10")).discountValue).toBe(Math.floor(item.price / 10));

      // Total uses: orders not cancelled, as the cart counts them; at the limit the cart refuses.
      const other = await kit.signIn("+79990000203");
      const order = (status: "AWAITING_PAY" | "CANCEL_PURCHASE") =>
        kit.db.insert(t.order).values({
          userId: Number(other.userId),
          name: "Тест",
          phone: "+79990000203",
          totalPrice: 100_000,
          promoCodeId: Number(created.id),
          status,
        });
      await order("AWAITING_PAY");
      await order("CANCEL_PURCHASE");
      const read = async () =>
        (
          await kit.ok<{ staffPromoCode: Code & { orders: { id: string }[] } }>(
            ONE,
            { id: created.id },
            { token },
          )
        ).staffPromoCode;
      expect((await read()).uses).toBe(1);
      expect((await read()).orders).toHaveLength(2);
      expect((await apply("SPRING10")).discountValue).toBe(Math.floor(item.price / 10));
      await order("AWAITING_PAY");
      expect((await read()).uses).toBe(2);
      expect((await apply("SPRING10")).discountValue).toBeNull();

      const audit = await kit.db
        .select({ action: t.staffAudit.action, subjectId: t.staffAudit.subjectId })
        .from(t.staffAudit)
        .where(
          and(
            sql`${t.staffAudit.action} like 'promo.%'`,
            eq(t.staffAudit.staffId, Number(manager.id)),
          ),
        )
        .orderBy(asc(t.staffAudit.id));
      expect(audit).toEqual([
        { action: "promo.create", subjectId: high.id },
        { action: "promo.create", subjectId: created.id },
        { action: "promo.disable", subjectId: created.id },
        { action: "promo.enable", subjectId: created.id },
      ]);
    }));
});
