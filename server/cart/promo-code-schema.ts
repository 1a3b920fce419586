/** The signed-in shopper's promo codes (docs/cart.md#personal-promo-codes), for /account/promo. */
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { type ShopperPromoCode, shopperPromoCodes } from "./promo-code-service.ts";

const PromoCodeKind = builder.enumType("PromoCodeKind", { values: t.promoCodeKindValues });
const PromoCodeOccasion = builder.enumType("PromoCodeOccasion", {
  values: t.promoCodeOccasionValues,
});
const UserPromoCodeState = builder.enumType("UserPromoCodeState", {
  values: ["ACTIVE", "USED", "EXPIRED"] as const,
});

const UserPromoCode = builder.objectRef<ShopperPromoCode>("UserPromoCode").implement({
  description: "A promo code of the shopper's: a personal one or a shop-wide one they used.",
  fields: (f) => ({
    id: f.exposeID("id"),
    code: f.exposeString("code"),
    kind: f.expose("kind", { type: PromoCodeKind }),
    value: f.exposeInt("value", { description: "Percent for PERCENT, kopecks for FIXED." }),
    minOrderAmount: f.exposeInt("minOrderAmount", { nullable: true, description: "Kopecks." }),
    startsAt: f.string({ resolve: (code) => code.startsAt.toISOString() }),
    endsAt: f.string({ nullable: true, resolve: (code) => code.endsAt?.toISOString() ?? null }),
    description: f.exposeString("description", { nullable: true }),
    oncePerShopper: f.exposeBoolean("oncePerShopper"),
    personal: f.exposeBoolean("personal", { description: "Issued to this shopper alone." }),
    occasion: f.expose("occasion", { type: PromoCodeOccasion, nullable: true }),
    brandName: f.exposeString("brandName", {
      nullable: true,
      description: "Only this brand's items count.",
    }),
    categoryName: f.exposeString("categoryName", {
      nullable: true,
      description: "Only this category's items count.",
    }),
    usedAt: f.string({
      nullable: true,
      description: "The shopper's latest order with the code (cancelled ones not counted).",
      resolve: (code) => code.usedAt?.toISOString() ?? null,
    }),
    state: f.expose("state", { type: UserPromoCodeState }),
  }),
});

builder.queryField("userPromoCodes", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: [UserPromoCode],
    description:
      "The signed-in shopper's promo codes: personal ones issued by the shop and shop-wide ones used in their orders; working ones first.",
    resolve: async (_root, _args, ctx) => {
      const { userId } = ctx;
      return shopperPromoCodes(ctx.db, userId, ctx.providers.clock.now());
    },
  }),
);
