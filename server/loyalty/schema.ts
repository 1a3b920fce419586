/**
 * The loyalty programme's GraphQL (docs/loyalty.md): its levels, a shopper's level on User and
 * where they stand on userOrderStatistics, the cashback an offer earns whoever asks (on
 * PriceDetails, with the terms it is counted with), and the signed-in shopper's bonus account
 * history. Like every personal field these read the user id from the access token only.
 */
import { PriceDetails } from "../catalogue/product-schema.ts";
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { ownListField, pageOf } from "../graphql/pagination.ts";
import { UserOrderStatistics } from "../identity/account-schema.ts";
import { User } from "../identity/user-schema.ts";
import { cashbackOn } from "./cashback.ts";
import {
  type BonusTransactionRow,
  cashbackTermsOf,
  type CashbackTermsValue,
  findLoyaltyLevel,
  listBonusTransactions,
  listLoyaltyLevels,
  type LoyaltyLevelRow,
  shopperStanding,
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

// ─── Where a shopper stands ────────────────────────────────────────────────────────────────

builder.objectFields(UserOrderStatistics, (f) => ({
  loyaltyLevel: f.field({
    type: LoyaltyLevel,
    nullable: true,
    description:
      "The level the shopper stands at, which their cashback is counted at: the one on record (levels never go down), else the highest moneySpent reaches.",
    resolve: async (statistics, _args, { db }) =>
      (await shopperStanding(db, statistics.userId, statistics.moneySpent)).level,
  }),
  nextLoyaltyLevel: f.field({
    type: LoyaltyLevel,
    nullable: true,
    description: "The first level above both the current one and moneySpent; null at the top.",
    resolve: async (statistics, _args, { db }) =>
      (await shopperStanding(db, statistics.userId, statistics.moneySpent)).next,
  }),
}));

// ─── Cashback of an offer ─────────────────────────────────────────────────────────────────

const CashbackTerms = builder.objectRef<CashbackTermsValue>("CashbackTerms").implement({
  description:
    "What the cashback shown to the asker (PriceDetails.cashback, ProductCart.cashback) is counted with.",
  fields: (f) => ({
    level: f.field({
      type: LoyaltyLevel,
      nullable: true,
      description:
        "A signed-in shopper's own level; for anyone else the entry level a new shopper starts at. Null when the shop has no level.",
      resolve: (terms) => terms.level,
    }),
    personal: f.exposeBoolean("personal", {
      description: "Whether level is the signed-in shopper's own.",
    }),
    topPercentage: f.exposeInt("topPercentage", {
      description: "The highest level's cashback percent: what a guest's figure may grow to.",
    }),
  }),
});

builder.queryField("cashbackTerms", (f) =>
  f.field({
    type: CashbackTerms,
    description:
      "The level the asker's cashback is counted at. A guest's (no or a refused token) is the entry level's.",
    resolve: (_root, _args, ctx) => cashbackTermsOf(ctx),
  }),
);

/** The bonuses an offer earns at the asker's level: none when its goods earn no bonuses. */
async function offerCashback(
  item: { price: number; bonusCalcState: (typeof t.bonusCalcStateValues)[number] },
  ctx: ShopContext,
): Promise<number> {
  if (item.bonusCalcState === "DISABLED") return 0;
  const { level } = await cashbackTermsOf(ctx);
  return cashbackOn(item.price, level?.chargePercentage ?? 0);
}

builder.objectFields(PriceDetails, (f) => ({
  cashback: f.int({
    description:
      "Bonuses the offer earns once received, bought alone at its price: at the asker's level (a guest's: the entry level's; see cashbackTerms). 0 when its goods earn none.",
    resolve: (item, _args, ctx) => offerCashback(item, ctx),
  }),
  loyaltyPrice: f.int({
    nullable: true,
    description:
      "The price less the cashback it earns (kopecks), at the asker's level; null when it earns none.",
    resolve: async (item, _args, ctx) => {
      const cashback = await offerCashback(item, ctx);
      return cashback > 0 ? item.price - cashback * 100 : null;
    },
  }),
}));

// ─── The bonus account ────────────────────────────────────────────────────────────────────

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
