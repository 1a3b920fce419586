/**
 * The loyalty programme's GraphQL (docs/loyalty.md#levels, docs/loyalty.md#account-bonuses):
 * its levels, a shopper's level on User, and the signed-in shopper's bonus account history.
 * Like every personal field the history reads the user id from the access token only.
 */
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { ownListField, pageOf } from "../graphql/pagination.ts";
import { User } from "../identity/user-schema.ts";
import {
  type BonusTransactionRow,
  findLoyaltyLevel,
  listBonusTransactions,
  listLoyaltyLevels,
  type LoyaltyLevelRow,
} from "./service.ts";

export const LoyaltyLevel = builder.objectRef<LoyaltyLevelRow>("LoyaltyLevel").implement({
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
    resolve: (_root, _args, { db }) => listLoyaltyLevels(db),
  }),
);

builder.objectField(User, "loyaltyLevel", (f) =>
  f.field({
    type: LoyaltyLevel,
    nullable: true,
    resolve: (user, _args, { db }) =>
      user.loyaltyLevelId === null ? null : findLoyaltyLevel(db, user.loyaltyLevelId),
  }),
);

export const BonusReason = builder.enumType("BonusReason", {
  values: {
    REGISTRATION: { description: "The welcome bonus for signing up." },
    ORDER_CASHBACK: { description: "Cashback for a received order." },
    ORDER_SPENT: { description: "Bonuses paid for an order." },
    ORDER_REFUND: { description: "Bonuses returned or taken back with a refund." },
    MANUAL: { description: "A correction by the shop's staff." },
  } satisfies Record<(typeof t.bonusReasonValues)[number], { description: string }>,
});

const BonusTransaction = builder.objectRef<BonusTransactionRow>("BonusTransaction").implement({
  description: "One entry of the bonus account (1 bonus = 1 ₽).",
  fields: (f) => ({
    id: f.exposeID("id"),
    amount: f.exposeInt("amount", { description: "Positive when credited, negative when spent." }),
    reason: f.expose("reason", { type: BonusReason }),
    orderId: f.exposeID("orderId", { nullable: true }),
    createdAt: f.string({ resolve: (entry) => entry.createdAt.toISOString() }),
  }),
});

const BonusTransactionPage = pageOf("BonusTransactionPage", BonusTransaction);

ownListField(
  "bonusTransactionList",
  BonusTransactionPage,
  "The signed-in shopper's bonus credits and debits, newest first.",
  listBonusTransactions,
);
