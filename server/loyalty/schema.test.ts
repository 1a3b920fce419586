import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { type Pagination, postGraphQL } from "../../tests/graphql.ts";
import { expectGuestsRefused, withApi } from "../../tests/identity-kit.ts";
import { query } from "../../tests/shop-api.ts";
import * as t from "../db/schema.ts";
import { loyaltyLevels as seededLevels } from "../seed/data/loyalty.ts";
import { createShopApi } from "../index.ts";

const LOYALTY_LEVELS = /* GraphQL */ `
  {
    loyaltyLevels {
      id
      name
      chargePercentage
      chargeOffPercentage
      requiredSpentAmount
    }
  }
`;

interface LoyaltyLevelsData {
  loyaltyLevels: {
    id: string;
    name: string;
    chargePercentage: number;
    chargeOffPercentage: number;
    requiredSpentAmount: number;
  }[];
}

describe("loyaltyLevels", () => {
  it("lists the seeded levels from the entry level up, amounts in kopecks", async () => {
    const { loyaltyLevels } = await query<LoyaltyLevelsData>(LOYALTY_LEVELS);

    expect(loyaltyLevels.map(({ id: _id, ...level }) => level)).toEqual(seededLevels);
    for (const level of loyaltyLevels) expect(level.id).toMatch(/^\d+$/);
  });

  it("orders by the amount to spend whatever the insertion order, and leaves out deleted levels", async () => {
    const names = await inRollback(async (db) => {
      await db.insert(t.loyaltyLevel).values({
        name: "Бриллиантовый",
        chargePercentage: 12,
        chargeOffPercentage: 60,
        requiredSpentAmount: 20_000_000,
      });
      await db
        .update(t.loyaltyLevel)
        .set({ deletedAt: new Date() })
        .where(eq(t.loyaltyLevel.name, "Серебряный"));
      const { body } = await postGraphQL<LoyaltyLevelsData>(createShopApi({ db }), LOYALTY_LEVELS);
      return body.data?.loyaltyLevels.map((level) => level.name);
    });

    expect(names).toEqual(["Базовый", "Золотой", "Бриллиантовый", "Платиновый"]);
  });
});

const BONUS_TRANSACTIONS = /* GraphQL */ `
  query Bonuses($dto: PaginationDto) {
    bonusTransactionList(dto: $dto) {
      items {
        id
        amount
        reason
        orderId
        createdAt
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
`;

interface BonusTransactionsData {
  bonusTransactionList: {
    items: { amount: number; reason: string; orderId: string | null; createdAt: string }[];
    pagination: Pagination;
  };
}

describe("bonusTransactionList", () => {
  it("answers UNAUTHENTICATED to a guest", () => expectGuestsRefused([[BONUS_TRANSACTIONS]]));

  it("shows a new shopper the registration bonus, and each shopper only their own entries, newest first", async () => {
    await withApi(async ({ ok, signIn, db, clock }) => {
      const anna = await signIn("+79990000011");
      const boris = await signIn("+79990000022");
      clock.advance(1000);
      await db.insert(t.bonusTransaction).values([
        {
          userId: Number(anna.userId),
          amount: -300,
          reason: "ORDER_SPENT",
          createdAt: clock.now(),
        },
        { userId: Number(boris.userId), amount: 150, reason: "MANUAL", createdAt: clock.now() },
      ]);

      const annas = await ok<BonusTransactionsData>(
        BONUS_TRANSACTIONS,
        {},
        { token: anna.accessToken },
      );
      expect(
        annas.bonusTransactionList.items.map(({ amount, reason }) => [amount, reason]),
      ).toEqual([
        [-300, "ORDER_SPENT"],
        [5000, "REGISTRATION"],
      ]);
      expect(annas.bonusTransactionList.pagination).toEqual({
        page: 1,
        limit: 24,
        totalItems: 2,
        totalPages: 1,
      });

      const boriss = await ok<BonusTransactionsData>(
        BONUS_TRANSACTIONS,
        { dto: { page: 1, limit: 1 } },
        { token: boris.accessToken },
      );
      expect(boriss.bonusTransactionList.items.map((entry) => entry.reason)).toEqual(["MANUAL"]);
      expect(boriss.bonusTransactionList.pagination.totalPages).toBe(2);
    });
  });

  it("refuses a page out of range with a Russian message", async () => {
    await withApi(async ({ fails, signIn }) => {
      const { accessToken } = await signIn("+79990000011");
      const error = await fails(
        BONUS_TRANSACTIONS,
        { dto: { limit: 500 } },
        { token: accessToken },
      );
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
      expect(error.message).toBe("На одной странице — не больше 100 позиций");
    });
  });
});
