import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectGuestsRefused, withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { REGISTRATION_PROMO } from "../identity/registration-promo-code.ts";
import { findPromoCode } from "./service.ts";

const USER_PROMO_CODES = /* GraphQL */ `
  query {
    userPromoCodes {
      code
      kind
      value
      minOrderAmount
      startsAt
      endsAt
      personal
      occasion
      oncePerShopper
      usedAt
      state
    }
  }
`;

interface Codes {
  userPromoCodes: {
    code: string;
    kind: string;
    value: number;
    minOrderAmount: number | null;
    startsAt: string;
    endsAt: string | null;
    personal: boolean;
    occasion: string | null;
    oncePerShopper: boolean;
    usedAt: string | null;
    state: string;
  }[];
}

describe("userPromoCodes", () => {
  it("is for signed-in shoppers only", () => expectGuestsRefused([[USER_PROMO_CODES]]));

  it("gives a new shopper a personal registration code that only they can use", () =>
    withApi(async (kit) => {
      const anna = await kit.signIn("+79990000201");
      const boris = await kit.signIn("+79990000202");
      const { userPromoCodes } = await kit.ok<Codes>(
        USER_PROMO_CODES,
        {},
        { token: anna.accessToken },
      );
      expect(userPromoCodes).toHaveLength(1);
      const [welcome] = userPromoCodes;
      expect(welcome).toMatchObject({
        kind: "PERCENT",
        value: REGISTRATION_PROMO.percent,
        minOrderAmount: REGISTRATION_PROMO.minOrderAmount,
        personal: true,
        occasion: "REGISTRATION",
        oncePerShopper: true,
        usedAt: null,
        state: "ACTIVE",
      });
      expect(welcome?.code).toMatch(/^HELLO-[A-HJ-NP-Z2-9]{6}$/);
      const days =
        (Date.parse(welcome?.endsAt ?? "") - Date.parse(welcome?.startsAt ?? "")) / 86_400_000;
      expect(days).toBe(REGISTRATION_PROMO.days);

      const code = welcome?.code ?? "";
      expect(await findPromoCode(kit.db, code.toLowerCase(), Number(anna.userId))).not.toBeNull();
      expect(await findPromoCode(kit.db, code, Number(boris.userId))).toBeNull();
      // A second sign-in of the same shopper issues nothing more.
      await kit.signIn("+79990000201");
      const again = await kit.ok<Codes>(USER_PROMO_CODES, {}, { token: anna.accessToken });
      expect(again.userPromoCodes).toHaveLength(1);
    }));

  it("lists the shop-wide codes the shopper used, not those of cancelled orders", () =>
    withApi(async (kit) => {
      const shopper = await kit.signIn("+79990000203");
      const userId = Number(shopper.userId);
      const codeId = async (code: string) => {
        const [row] = await kit.db
          .select({ id: t.promoCode.id })
          .from(t.promoCode)
          .where(eq(t.promoCode.code, code));
        if (!row) throw new Error(`no ${code}`);
        return row.id;
      };
      const placedAt = new Date("2026-10-20T10:00:00Z");
      await kit.db.insert(t.order).values([
        {
          userId,
          name: "Анна",
          phone: "+79990000203",
          status: "DELIVERED",
          promoCodeId: await codeId("FIRST300"),
          createdAt: placedAt,
        },
        {
          userId,
          name: "Анна",
          phone: "+79990000203",
          status: "CANCEL_PURCHASE",
          promoCodeId: await codeId("MEET500"),
        },
        {
          userId,
          name: "Анна",
          phone: "+79990000203",
          status: "PAID_READY_TO_SEND",
          promoCodeId: await codeId("SUMMER2025"),
        },
      ]);
      const { userPromoCodes } = await kit.ok<Codes>(
        USER_PROMO_CODES,
        {},
        { token: shopper.accessToken },
      );
      const byCode = new Map(userPromoCodes.map((code) => [code.code, code]));
      expect([...byCode.keys()].filter((code) => !code.startsWith("HELLO-")).sort()).toEqual([
        "FIRST300",
        "SUMMER2025",
      ]);
      expect(byCode.get("FIRST300")).toMatchObject({
        personal: false,
        occasion: null,
        state: "USED",
        usedAt: placedAt.toISOString(),
      });
      expect(byCode.get("SUMMER2025")?.state).toBe("EXPIRED");
      // Working personal codes come first.
      expect(userPromoCodes[0]?.code).toMatch(/^HELLO-/);
    }));

  it("seeds personal codes for the first demo shoppers", () =>
    withApi(async (kit) => {
      const [row] = await kit.db
        .select({ count: sql<number>`count(*)::int` })
        .from(t.promoCode)
        .where(sql`${t.promoCode.userId} is not null and ${t.promoCode.code} like 'BDAY-%'`);
      expect(row?.count).toBeGreaterThan(0);
    }));
});
