import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectGuestsRefused, withApi } from "../../tests/identity-kit.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";

const CART_FIELDS = /* GraphQL */ `
  productItems {
    id
    state
    priceDetails {
      price
    }
  }
  totalPrice
  oldTotalPrice
  promoCode
  discountValue
  bonusesAvailable
  bonusesAvailableToSpent
  bonusesToSpend
  totalToPay
`;

const CART = `query { productCart { ${CART_FIELDS} } }`;
const ADD = `mutation ($id: ID!) { addToProductCart(dto: { id: $id }) { ${CART_FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { removeFromProductCart(dto: { id: $id }) { ${CART_FIELDS} } }`;
const MERGE = `mutation ($ids: [ID!]!) { mergeProductCart(dto: { productItemIds: $ids }) { ${CART_FIELDS} } }`;
const PROMO = `mutation ($code: String!) { validatePromocode(dto: { code: $code }) { ${CART_FIELDS} } }`;
const BONUSES = `mutation ($amount: Int!) { setCartBonuses(dto: { amount: $amount }) { ${CART_FIELDS} } }`;

interface Cart {
  productItems: { id: string; state: string; priceDetails: { price: number } }[];
  totalPrice: number;
  oldTotalPrice: number;
  promoCode: string | null;
  discountValue: number | null;
  bonusesAvailable: number;
  bonusesAvailableToSpent: number;
  bonusesToSpend: number;
  totalToPay: number;
}

/** Items on sale (of live products), cheapest last, each with its price and brand. */
async function itemsOnSale(db: Database, count: number) {
  return db
    .select({
      id: t.productItem.id,
      price: t.productItem.price,
      productId: t.productItem.productId,
      categoryId: t.product.productCategoryId,
    })
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
        eq(t.productItem.bonusCalcState, "ENABLED"),
        sql`${t.productItem.price} >= 500000`,
      ),
    )
    .orderBy(asc(t.productItem.id))
    .limit(count);
}

async function addPromo(
  db: Database,
  values: Partial<typeof t.promoCode.$inferInsert> & { code: string },
) {
  const [row] = await db
    .insert(t.promoCode)
    .values({
      kind: "PERCENT",
      value: 10,
      minOrderAmount: 0,
      startsAt: new Date("2025-01-01T00:00:00Z"),
      ...values,
    })
    .returning();
  if (!row) throw new Error("no promo code");
  return row;
}

async function placeOrder(
  db: Database,
  userId: number,
  promoCodeId: number,
  status: "AWAITING_PAY" | "CANCEL_PURCHASE" = "AWAITING_PAY",
) {
  await db.insert(t.order).values({
    userId,
    name: "Тест",
    phone: "+79990000000",
    totalPrice: 100_000,
    promoCodeId,
    status,
  });
}

describe("the cart", () => {
  it("answers UNAUTHENTICATED to guests", () =>
    expectGuestsRefused([
      [CART, {}],
      [ADD, { id: "1" }],
      [REMOVE, { id: "1" }],
      [MERGE, { ids: ["1"] }],
      [PROMO, { code: "WELCOME10" }],
      [BONUSES, { amount: 0 }],
    ]));

  it("adds and removes items, with prices from the database, never from the client", async () => {
    await withApi(async ({ ok, signIn, db }) => {
      const { accessToken } = await signIn("+79990000101");
      const auth = { token: accessToken };
      const [a, b] = await itemsOnSale(db, 2);
      if (!a || !b) throw new Error("no items on sale");

      expect((await ok<{ productCart: Cart }>(CART, {}, auth)).productCart).toMatchObject({
        productItems: [],
        totalPrice: 0,
        totalToPay: 0,
        bonusesAvailable: 5_000,
      });
      await ok(ADD, { id: String(a.id) }, auth);
      const { addToProductCart } = await ok<{ addToProductCart: Cart }>(
        ADD,
        { id: String(b.id) },
        auth,
      );
      expect(addToProductCart.productItems.map((i) => i.id)).toEqual([String(a.id), String(b.id)]);
      expect(addToProductCart.totalPrice).toBe(a.price + b.price);
      // Adding again changes nothing.
      const again = await ok<{ addToProductCart: Cart }>(ADD, { id: String(a.id) }, auth);
      expect(again.addToProductCart.productItems).toHaveLength(2);

      // A new price shows on the next read.
      await db.update(t.productItem).set({ price: 700_000 }).where(eq(t.productItem.id, a.id));
      const { productCart } = await ok<{ productCart: Cart }>(CART, {}, auth);
      expect(productCart.totalPrice).toBe(700_000 + b.price);

      const { removeFromProductCart } = await ok<{ removeFromProductCart: Cart }>(
        REMOVE,
        { id: String(a.id) },
        auth,
      );
      expect(removeFromProductCart.productItems.map((i) => i.id)).toEqual([String(b.id)]);
      // Removing what is not there is no error.
      await ok(REMOVE, { id: "999999999" }, auth);
    });
  });

  it("keeps sold, reserved and withdrawn items readable with their state, out of the total", async () => {
    await withApi(async ({ ok, fails, signIn, db }) => {
      const { accessToken } = await signIn("+79990000102");
      const auth = { token: accessToken };
      const [a, b, c, d] = await itemsOnSale(db, 4);
      if (!a || !b || !c || !d) throw new Error("no items on sale");
      await ok(MERGE, { ids: [a, b, c, d].map((i) => String(i.id)) }, auth);
      await db.update(t.productItem).set({ isSold: true }).where(eq(t.productItem.id, b.id));
      await db.update(t.productItem).set({ isReserved: true }).where(eq(t.productItem.id, c.id));
      await db.update(t.productItem).set({ active: false }).where(eq(t.productItem.id, d.id));
      const { productCart } = await ok<{ productCart: Cart }>(CART, {}, auth);
      expect(productCart.productItems.map((i) => i.state)).toEqual([
        "ON_SALE",
        "SOLD",
        "RESERVED",
        "WITHDRAWN",
      ]);
      expect(productCart.totalPrice).toBe(a.price);

      // A sold item cannot be added; an unknown one is not found.
      await ok(REMOVE, { id: String(b.id) }, auth);
      expect(await fails(ADD, { id: String(b.id) }, auth)).toMatchObject({
        message: "Этот размер уже купили",
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect((await fails(ADD, { id: "999999999" }, auth)).message).toBe("Товар не найден");
      expect((await fails(ADD, { id: "abc" }, auth)).message).toBe("Товар не найден");
    });
  });

  it("merges a guest's cart: adds the items on sale, skips the rest, removes nothing", async () => {
    await withApi(async ({ ok, signIn, db }) => {
      const { accessToken } = await signIn("+79990000103");
      const auth = { token: accessToken };
      const [a, b, c] = await itemsOnSale(db, 3);
      if (!a || !b || !c) throw new Error("no items on sale");
      await ok(ADD, { id: String(a.id) }, auth);
      await db.update(t.productItem).set({ isSold: true }).where(eq(t.productItem.id, c.id));
      const { mergeProductCart } = await ok<{ mergeProductCart: Cart }>(
        MERGE,
        { ids: [String(b.id), String(c.id), "999999999", String(a.id)] },
        auth,
      );
      expect(mergeProductCart.productItems.map((i) => i.id)).toEqual([String(a.id), String(b.id)]);
    });
  });

  it("never lets one shopper read or change another's cart", async () => {
    await withApi(async ({ ok, signIn, db }) => {
      const anna = await signIn("+79990000104");
      const boris = await signIn("+79990000105");
      const [a, b] = await itemsOnSale(db, 2);
      if (!a || !b) throw new Error("no items on sale");
      await ok(ADD, { id: String(a.id) }, { token: anna.accessToken });
      await ok(ADD, { id: String(b.id) }, { token: boris.accessToken });
      // Boris removing Anna's item touches only his own cart.
      await ok(REMOVE, { id: String(a.id) }, { token: boris.accessToken });
      const annas = await ok<{ productCart: Cart }>(CART, {}, { token: anna.accessToken });
      const boriss = await ok<{ productCart: Cart }>(CART, {}, { token: boris.accessToken });
      expect(annas.productCart.productItems.map((i) => i.id)).toEqual([String(a.id)]);
      expect(boriss.productCart.productItems.map((i) => i.id)).toEqual([String(b.id)]);
    });
  });

  it("caps the cart at 50 items", async () => {
    await withApi(async ({ fails, signIn }) => {
      const { accessToken } = await signIn("+79990000106");
      const ids = Array.from({ length: 51 }, (_, index) => String(index + 1));
      expect((await fails(MERGE, { ids }, { token: accessToken })).message).toBe(
        "В корзине может быть не больше 50 товаров",
      );
    });
  });
});

describe("promo codes", () => {
  it("apply on the server with every rule, and a code that does not apply has no discount", async () => {
    await withApi(async ({ ok, fails, signIn, db, clock }) => {
      const shopper = await signIn("+79990000107");
      const auth = { token: shopper.accessToken };
      const userId = Number(shopper.userId);
      const [a] = await itemsOnSale(db, 1);
      if (!a) throw new Error("no items on sale");
      await ok(ADD, { id: String(a.id) }, auth);
      const promo = async (code: string) =>
        (await ok<{ validatePromocode: Cart }>(PROMO, { code }, auth)).validatePromocode;

      // The seeded WELCOME10: 10 % from 5 000 ₽, whatever the letter case.
      const welcome = await promo(" welcome10 ");
      expect(welcome).toMatchObject({
        promoCode: "WELCOME10",
        discountValue: Math.floor(a.price / 10),
      });
      expect(welcome.totalToPay).toBe(
        a.price - Math.floor(a.price / 10) - welcome.bonusesToSpend * 100,
      );
      // Kept on the cart, it is read back.
      expect((await ok<{ productCart: Cart }>(CART, {}, auth)).productCart.promoCode).toBe(
        "WELCOME10",
      );

      // A control character never reaches the promo rules (docs/security.md#bad-input).
      expect((await fails(PROMO, { code: "A\u0000B" }, auth)).message).toBe("Недопустимые символы");
      // Unknown, expired, switched off, malformed: no discount, and the kept code is dropped.
      for (const code of ["NOSUCHCODE", "SUMMER2025", "PARTNER20", "x".repeat(65), ""]) {
        expect(await promo(code)).toMatchObject({ promoCode: null, discountValue: null });
      }
      expect(
        (await ok<{ productCart: Cart }>(CART, {}, auth)).productCart.discountValue,
      ).toBeNull();

      // Not started yet.
      await addPromo(db, {
        code: "LATER5",
        startsAt: new Date(clock.now().getTime() + 86_400_000),
      });
      expect((await promo("LATER5")).discountValue).toBeNull();
      // Minimum order above the cart.
      await addPromo(db, { code: "BIG5", minOrderAmount: a.price + 1 });
      expect((await promo("BIG5")).discountValue).toBeNull();
      // A fixed amount is capped by the cart.
      await addPromo(db, { code: "HUGE", kind: "FIXED", value: a.price * 2 });
      expect((await promo("HUGE")).discountValue).toBe(a.price);
      expect((await promo("HUGE")).totalToPay).toBe(0);

      // Once per shopper: spent by an order of this shopper (a cancelled one does not count).
      const once = await addPromo(db, { code: "ONCE", oncePerShopper: true });
      await placeOrder(db, userId, once.id, "CANCEL_PURCHASE");
      expect((await promo("ONCE")).discountValue).toBe(Math.floor(a.price / 10));
      await placeOrder(db, userId, once.id);
      expect((await promo("ONCE")).discountValue).toBeNull();

      // Limited uses: by every shopper's orders together.
      const limited = await addPromo(db, { code: "TWICE", maxUses: 2 });
      const other = await signIn("+79990000108");
      await placeOrder(db, Number(other.userId), limited.id);
      expect((await promo("TWICE")).discountValue).toBe(Math.floor(a.price / 10));
      await placeOrder(db, Number(other.userId), limited.id);
      expect((await promo("TWICE")).discountValue).toBeNull();

      // A brand or a category the cart's item is not of.
      const [brandOfA] = await db
        .select({ brandId: t.productBrand.brandId })
        .from(t.productBrand)
        .where(eq(t.productBrand.productId, a.productId));
      const [otherBrand] = await db
        .select({ id: t.brand.id })
        .from(t.brand)
        .where(sql`${t.brand.id} <> ${brandOfA?.brandId ?? 0}`)
        .limit(1);
      await addPromo(db, { code: "THISBRAND", brandId: brandOfA?.brandId ?? null });
      await addPromo(db, { code: "OTHERBRAND", brandId: otherBrand?.id ?? null });
      expect((await promo("THISBRAND")).discountValue).toBe(Math.floor(a.price / 10));
      expect((await promo("OTHERBRAND")).discountValue).toBeNull();
      if (a.categoryId !== null) {
        await addPromo(db, { code: "THISCAT", productCategoryId: a.categoryId });
        expect((await promo("THISCAT")).discountValue).toBe(Math.floor(a.price / 10));
      }

      // A kept code stops applying when the cart no longer meets it.
      expect((await promo("WELCOME10")).promoCode).toBe("WELCOME10");
      await db.update(t.productItem).set({ price: 100_000 }).where(eq(t.productItem.id, a.id));
      expect((await ok<{ productCart: Cart }>(CART, {}, auth)).productCart).toMatchObject({
        promoCode: null,
        discountValue: null,
      });
    });
  });
});

describe("bonuses", () => {
  it("are capped by the level's share and the balance, a quarter by default, chosen in tens", async () => {
    await withApi(async ({ ok, fails, signIn, db }) => {
      const shopper = await signIn("+79990000109");
      const auth = { token: shopper.accessToken };
      const [a] = await itemsOnSale(db, 1);
      if (!a) throw new Error("no items on sale");
      const { addToProductCart: cart } = await ok<{ addToProductCart: Cart }>(
        ADD,
        { id: String(a.id) },
        auth,
      );
      // The entry level lets bonuses pay 10 % of the order, in tens (the slider's step, and what
      // an order may spend); the balance is the 5 000 for signing up.
      const byLevel = Math.floor((a.price * 10) / 100 / 100 / 10) * 10;
      expect(byLevel % 10).toBe(0);
      expect(cart.bonusesAvailable).toBe(5_000);
      expect(cart.bonusesAvailableToSpent).toBe(Math.min(5_000, byLevel));
      expect(cart.bonusesToSpend).toBe(
        Math.min(cart.bonusesAvailableToSpent, Math.round(cart.bonusesAvailableToSpent / 40) * 10),
      );
      expect(cart.totalToPay).toBe(a.price - cart.bonusesToSpend * 100);

      const { setCartBonuses } = await ok<{ setCartBonuses: Cart }>(BONUSES, { amount: 20 }, auth);
      expect(setCartBonuses).toMatchObject({ bonusesToSpend: 20, totalToPay: a.price - 2_000 });
      expect(
        (await ok<{ setCartBonuses: Cart }>(BONUSES, { amount: 0 }, auth)).setCartBonuses
          .bonusesToSpend,
      ).toBe(0);
      for (const amount of [-10, 15]) {
        expect((await fails(BONUSES, { amount }, auth)).message).toBe(
          "Введите число бонусов, кратное 10",
        );
      }
      const tooMany = Math.ceil((cart.bonusesAvailableToSpent + 1) / 10) * 10;
      expect((await fails(BONUSES, { amount: tooMany }, auth)).message).toBe(
        `Можно списать не больше ${cart.bonusesAvailableToSpent.toLocaleString("ru-RU")} бонусов`,
      );

      // A smaller balance caps it: spend most of it elsewhere.
      await db.insert(t.bonusTransaction).values({
        userId: Number(shopper.userId),
        amount: -4_990,
        reason: "MANUAL",
      });
      const { productCart } = await ok<{ productCart: Cart }>(CART, {}, auth);
      expect(productCart.bonusesAvailable).toBe(10);
      expect(productCart.bonusesAvailableToSpent).toBe(Math.min(10, byLevel));
    });
  });
});
