/**
 * A signed-in shopper's cart (docs/cart.md#server-cart, docs/cart.md#cart-api): its items, a
 * promo code and the bonuses to spend, with every amount computed here from the database. The
 * user is the access token's, never an argument: one shopper never reads or changes another's.
 */
import { ProductItem } from "../catalogue/product-schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { cashbackTermsOf } from "../loyalty/service.ts";
import { itemsCashback } from "../orders/item-bonuses.ts";
import {
  addCartItems,
  bonusTerms,
  cartItems,
  cartOf,
  type CartRow,
  findItemState,
  findPromoCode,
  findPromoCodeById,
  keepBonuses,
  keepPromoCode,
  MAX_CART_ITEMS,
  promoRule,
  promoUsage,
  removeCartItem,
} from "./service.ts";
import { type CartTotals, cartTotals, promoDiscount, type TotalsItem } from "./totals.ts";

interface CartAnswer extends CartTotals {
  items: Awaited<ReturnType<typeof cartItems>>;
  promoCode: string | null;
}

/** The discount of the code kept on the cart, if it applies to these items today. */
async function keptDiscount(
  ctx: ShopContext,
  cart: CartRow,
  userId: number,
  items: readonly TotalsItem[],
): Promise<{ code: string; discount: number } | null> {
  if (cart.promoCodeId === null) return null;
  const code = await findPromoCodeById(ctx.db, cart.promoCodeId);
  if (!code) return null;
  const usage = await promoUsage(ctx.db, code.id, userId);
  const discount = promoDiscount(promoRule(code), items, usage, ctx.providers.clock.now());
  return discount === null ? null : { code: code.code, discount };
}

/** The cart as the API answers it: items, the kept code while it applies, and the amounts. */
export async function answer(ctx: ShopContext, userId: number): Promise<CartAnswer> {
  const cart = await cartOf(ctx.db, userId);
  const items = await cartItems(ctx.db, cart.id);
  const [promo, terms] = await Promise.all([
    keptDiscount(ctx, cart, userId, items),
    bonusTerms(ctx.db, userId),
  ]);
  const totals = cartTotals({
    items,
    discountValue: promo?.discount ?? null,
    balance: terms.balance,
    chargeOffPercentage: terms.chargeOffPercentage,
    chosenBonuses: cart.bonusesToSpend,
  });
  return { ...totals, items, promoCode: promo?.code ?? null };
}

const ProductCart = builder.objectRef<CartAnswer>("ProductCart").implement({
  description:
    "The signed-in shopper's cart. Money in kopecks, bonuses in roubles (1 bonus = 1 ₽).",
  fields: (f) => ({
    productItems: f.field({
      type: [ProductItem],
      description:
        "Oldest first, whatever their state: sold, reserved and withdrawn items stay, shown as unavailable.",
      resolve: (cart) => cart.items.map((item) => item.row),
    }),
    totalPrice: f.exposeInt("totalPrice", { description: "The items on sale at their prices." }),
    oldTotalPrice: f.exposeInt("oldTotalPrice", {
      description: "The items on sale at their old prices (their prices where none).",
    }),
    promoCode: f.exposeString("promoCode", {
      nullable: true,
      description: "The promo code kept on the cart, while it applies.",
    }),
    discountValue: f.exposeInt("discountValue", {
      nullable: true,
      description: "The promo code's discount; null when no code applies.",
    }),
    bonusesAvailable: f.exposeInt("bonusesAvailable", { description: "The bonus balance." }),
    bonusesAvailableToSpent: f.exposeInt("bonusesAvailableToSpent", {
      description:
        "The most bonuses this cart may take: the level's charge-off percentage of the items that accept bonuses, after the discount, never more than the balance.",
    }),
    bonusesToSpend: f.exposeInt("bonusesToSpend", {
      description: "The bonuses chosen (by default a quarter of the most, rounded to 10).",
    }),
    totalToPay: f.exposeInt("totalToPay", {
      description: "What is left to pay in money: total minus discount minus bonuses.",
    }),
    cashback: f.int({
      description:
        "Bonuses the items on sale earn once received, at the shopper's level (cashbackTerms): on the money paid for them after the discount and the bonuses, as the order will be credited.",
      resolve: async (cart, _args, ctx) => {
        const { level } = await cashbackTermsOf(ctx);
        const earned = itemsCashback(
          { discount: cart.discountValue ?? 0, bonuses: cart.bonusesToSpend },
          cart.items
            .filter((item) => item.state === "ON_SALE")
            .map((item) => ({
              id: item.row.id,
              price: item.price,
              earns: item.bonusCalcState !== "DISABLED",
            })),
          level?.chargePercentage ?? 0,
        );
        return [...earned.values()].reduce((sum, bonuses) => sum + bonuses, 0);
      },
    }),
  }),
});

function toItemId(value: string | number): number {
  const id = Number(value);
  if (!isRowId(id)) throw badUserInput("Товар не найден", "id");
  return id;
}

builder.queryField("productCart", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductCart,
    description: "The signed-in shopper's cart.",
    resolve: async (_root, _args, ctx) => answer(ctx, ctx.userId),
  }),
);

const ProductItemIdDto = builder.inputType("ProductItemIdDto", {
  fields: (f) => ({ id: f.id({ required: true, description: "A product item's id." }) }),
});

builder.mutationField("addToProductCart", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductCart,
    description: "Puts an item on sale in the cart (again: nothing changes); answers the cart.",
    args: { dto: f.arg({ type: ProductItemIdDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const id = toItemId(dto.id);
      const state = await findItemState(ctx.db, id);
      if (state === null || state === "WITHDRAWN") throw badUserInput("Товар не найден", "id");
      if (state !== "ON_SALE") throw badUserInput("Этот размер уже купили", "id");
      const cart = await cartOf(ctx.db, userId);
      await addCartItems(ctx.db, cart.id, [id], ctx.providers.clock.now());
      return answer(ctx, userId);
    },
  }),
);

builder.mutationField("removeFromProductCart", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductCart,
    description:
      "Takes an item out of the cart (one not there: nothing changes); answers the cart.",
    args: { dto: f.arg({ type: ProductItemIdDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const cart = await cartOf(ctx.db, userId);
      await removeCartItem(ctx.db, cart.id, toItemId(dto.id), ctx.providers.clock.now());
      return answer(ctx, userId);
    },
  }),
);

const MergeProductCartDto = builder.inputType("MergeProductCartDto", {
  fields: (f) => ({
    productItemIds: f.idList({ required: true, description: "A guest's local cart." }),
  }),
});

builder.mutationField("mergeProductCart", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductCart,
    description:
      "Merges a guest's cart on sign-in: adds the items on sale not yet there, skips the others, removes nothing; answers the cart.",
    args: { dto: f.arg({ type: MergeProductCartDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      if (dto.productItemIds.length > MAX_CART_ITEMS) {
        throw badUserInput(`В корзине может быть не больше ${MAX_CART_ITEMS} товаров`);
      }
      const ids = [...new Set(dto.productItemIds.map(toItemId))];
      const states = await Promise.all(ids.map((id) => findItemState(ctx.db, id)));
      const onSale = ids.filter((_id, index) => states[index] === "ON_SALE");
      const cart = await cartOf(ctx.db, userId);
      await addCartItems(ctx.db, cart.id, onSale, ctx.providers.clock.now());
      return answer(ctx, userId);
    },
  }),
);

const PromocodeDto = builder.inputType("PromocodeDto", {
  fields: (f) => ({ code: f.string({ required: true, description: "An empty code removes it." }) }),
});

/** A code as a shopper may type it: letters, digits, dashes; anything else is no code at all. */
const PROMO_CODE = /^[\p{L}\p{N}_-]{1,64}$/u;

builder.mutationField("validatePromocode", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductCart,
    description:
      "Keeps the code on the cart when it applies (the answer then holds discountValue); an unknown, expired or inapplicable code is not kept and clears the one kept before.",
    args: { dto: f.arg({ type: PromocodeDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const cart = await cartOf(ctx.db, userId);
      const text = dto.code.trim();
      const code = PROMO_CODE.test(text) ? await findPromoCode(ctx.db, text, userId) : null;
      let kept: number | null = null;
      if (code) {
        const items = await cartItems(ctx.db, cart.id);
        const usage = await promoUsage(ctx.db, code.id, userId);
        const discount = promoDiscount(promoRule(code), items, usage, ctx.providers.clock.now());
        if (discount !== null) kept = code.id;
      }
      await keepPromoCode(ctx.db, cart.id, kept);
      return answer(ctx, userId);
    },
  }),
);

const CartBonusesDto = builder.inputType("CartBonusesDto", {
  fields: (f) => ({ amount: f.int({ required: true, description: "Bonuses, a multiple of 10." }) }),
});

builder.mutationField("setCartBonuses", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductCart,
    description:
      "Chooses how many bonuses the order takes: from 0 to bonusesAvailableToSpent, in tens; answers the cart.",
    args: { dto: f.arg({ type: CartBonusesDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const { amount } = dto;
      if (amount < 0 || amount % 10 !== 0) {
        throw badUserInput("Введите число бонусов, кратное 10", "amount");
      }
      const before = await answer(ctx, userId);
      if (amount > before.bonusesAvailableToSpent) {
        throw badUserInput(
          `Можно списать не больше ${before.bonusesAvailableToSpent.toLocaleString("ru-RU")} бонусов`,
          "amount",
        );
      }
      const cart = await cartOf(ctx.db, userId);
      await keepBonuses(ctx.db, cart.id, amount);
      return answer(ctx, userId);
    },
  }),
);
