/** The loyalty programme's levels (spec §3 LoyaltyLevel, §7 loyaltyLevels). */
import { asc, isNull } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";

export const LoyaltyLevel = builder
  .objectRef<typeof t.loyaltyLevel.$inferSelect>("LoyaltyLevel")
  .implement({
    fields: (f) => ({
      id: f.exposeID("id"),
      name: f.exposeString("name"),
      chargePercentage: f.exposeInt("chargePercentage", {
        description: "Percent of a purchase returned as bonuses (cashback).",
      }),
      chargeOffPercentage: f.exposeInt("chargeOffPercentage", {
        description: "Percent of an order that may be paid with bonuses.",
      }),
      requiredSpentAmount: f.exposeInt("requiredSpentAmount", {
        description: "Total spent to reach the level, kopecks.",
      }),
    }),
  });

builder.queryField("loyaltyLevels", (f) =>
  f.field({
    type: [LoyaltyLevel],
    description: "Every level, the entry level first.",
    resolve: (_root, _args, { db }) =>
      db
        .select()
        .from(t.loyaltyLevel)
        .where(isNull(t.loyaltyLevel.deletedAt))
        .orderBy(asc(t.loyaltyLevel.requiredSpentAmount), asc(t.loyaltyLevel.id)),
  }),
);
