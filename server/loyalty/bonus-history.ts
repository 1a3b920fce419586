/**
 * The signed-in shopper's bonus account history (bonus_transaction): what was credited and
 * spent, and why. Like every personal field it reads the user id from the access token only.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import { requireUser } from "../identity/viewer.ts";

type BonusTransactionRow = typeof t.bonusTransaction.$inferSelect;

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

const BonusTransactionPage = builder
  .objectRef<{ items: BonusTransactionRow[]; page: number; limit: number; totalItems: number }>(
    "BonusTransactionPage",
  )
  .implement({
    fields: (f) => ({
      items: f.field({ type: [BonusTransaction], resolve: (page) => page.items }),
      pagination: f.field({ type: Pagination, resolve: (page) => page }),
    }),
  });

builder.queryField("bonusTransactionList", (f) =>
  f.field({
    type: BonusTransactionPage,
    description: "The signed-in shopper's bonus credits and debits, newest first.",
    args: { dto: f.arg({ type: PaginationDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      const page = toPage(dto);
      const mine = and(eq(t.bonusTransaction.userId, userId), isNull(t.bonusTransaction.deletedAt));
      const [total] = await ctx.db.select({ value: count() }).from(t.bonusTransaction).where(mine);
      const items = await ctx.db
        .select()
        .from(t.bonusTransaction)
        .where(mine)
        .orderBy(desc(t.bonusTransaction.createdAt), desc(t.bonusTransaction.id))
        .limit(page.limit)
        .offset(page.offset);
      return { items, page: page.page, limit: page.limit, totalItems: total?.value ?? 0 };
    },
  }),
);
