import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { query } from "../../tests/shop-api.ts";
import * as t from "../db/schema.ts";
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

    expect(loyaltyLevels.map(({ id: _id, ...level }) => level)).toEqual([
      { name: "Базовый", chargePercentage: 3, chargeOffPercentage: 10, requiredSpentAmount: 0 },
      {
        name: "Серебряный",
        chargePercentage: 5,
        chargeOffPercentage: 20,
        requiredSpentAmount: 3_000_000,
      },
      {
        name: "Золотой",
        chargePercentage: 7,
        chargeOffPercentage: 30,
        requiredSpentAmount: 10_000_000,
      },
      {
        name: "Платиновый",
        chargePercentage: 10,
        chargeOffPercentage: 50,
        requiredSpentAmount: 30_000_000,
      },
    ]);
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
