import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COMPLETE_SANDBOX,
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  must,
  orderDto,
  sandboxIdOf,
} from "../../tests/checkout-kit.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { OPERATOR_STATUS_PATH } from "../index.ts";
import { loyaltyLevels } from "../seed/data/loyalty.ts";
import { cashbackOn } from "./cashback.ts";

/**
 * One figure of cashback on every screen (docs/loyalty.md#cashback): the product's offers, the
 * cart, the order before it arrives and the ledger after it did all read loyalty/cashback.ts, at
 * the asker's level; and where a shopper stands (docs/loyalty.md#what-counts-towards-a-level).
 */

const [entry, silver] = loyaltyLevels;
const TOP = Math.max(...loyaltyLevels.map((level) => level.chargePercentage));

const PRODUCT = /* GraphQL */ `
  query ($slug: String!) {
    product(dto: { slug: $slug }) {
      items {
        id
        priceDetails {
          price
          cashback
          loyaltyPrice
          bonusCalcState
        }
      }
    }
    cashbackTerms {
      level {
        name
        chargePercentage
      }
      personal
      topPercentage
    }
  }
`;

interface ProductData {
  product: {
    items: {
      id: string;
      priceDetails: {
        price: number;
        cashback: number;
        loyaltyPrice: number | null;
        bonusCalcState: string;
      };
    }[];
  };
  cashbackTerms: {
    level: { name: string; chargePercentage: number } | null;
    personal: boolean;
    topPercentage: number;
  };
}

/** A live product with an offer of each kind: one that earns bonuses and one that earns none. */
async function productsOfBothKinds(kit: Kit) {
  const slugOf = async (state: "ENABLED" | "DISABLED") => {
    const [row] = await kit.db
      .select({ slug: t.product.slug })
      .from(t.productItem)
      .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
      .where(
        and(
          eq(t.productItem.bonusCalcState, state),
          eq(t.product.active, true),
          isNull(t.product.deletedAt),
          gte(t.productItem.price, 100_000),
        ),
      )
      .orderBy(asc(t.productItem.id))
      .limit(1);
    return must(row).slug;
  };
  return { earning: await slugOf("ENABLED"), none: await slugOf("DISABLED") };
}

async function expectOffers(kit: Kit, slug: string, percentage: number, token?: string) {
  const { product, cashbackTerms } = await kit.ok<ProductData>(PRODUCT, { slug }, { token });
  for (const { priceDetails } of product.items) {
    const earns = priceDetails.bonusCalcState !== "DISABLED";
    const cashback = earns ? cashbackOn(priceDetails.price, percentage) : 0;
    expect(priceDetails.cashback).toBe(cashback);
    expect(priceDetails.loyaltyPrice).toBe(
      cashback > 0 ? priceDetails.price - cashback * 100 : null,
    );
  }
  return cashbackTerms;
}

describe("the cashback of an offer", () => {
  it("is the entry level's for a guest, who is told the level and the top rate", () =>
    withApi(async (kit) => {
      const { earning, none } = await productsOfBothKinds(kit);
      const terms = await expectOffers(kit, earning, must(entry).chargePercentage);
      expect(terms).toEqual({
        level: { name: must(entry).name, chargePercentage: must(entry).chargePercentage },
        personal: false,
        topPercentage: TOP,
      });
      // Goods that earn no bonuses promise none.
      const { product } = await kit.ok<ProductData>(PRODUCT, { slug: none });
      const disabled = product.items.filter((i) => i.priceDetails.bonusCalcState === "DISABLED");
      expect(disabled.length).toBeGreaterThan(0);
      for (const item of disabled) expect(item.priceDetails.cashback).toBe(0);
      // A token the API refuses is a guest's, and the catalogue still answers.
      await expectOffers(kit, earning, must(entry).chargePercentage, "not-a-token");
    }));

  it("is the signed-in shopper's own level's", () =>
    withApi(async (kit) => {
      const { earning } = await productsOfBothKinds(kit);
      const shopper = await kit.signIn("+79990007001");
      const newcomer = await expectOffers(
        kit,
        earning,
        must(entry).chargePercentage,
        shopper.accessToken,
      );
      expect(newcomer).toMatchObject({ personal: true, level: { name: must(entry).name } });

      const [level] = await kit.db
        .select()
        .from(t.loyaltyLevel)
        .where(eq(t.loyaltyLevel.name, must(silver).name));
      await kit.db
        .update(t.user)
        .set({ loyaltyLevelId: must(level).id })
        .where(eq(t.user.id, Number(shopper.userId)));
      const terms = await expectOffers(
        kit,
        earning,
        must(silver).chargePercentage,
        shopper.accessToken,
      );
      expect(terms).toEqual({
        level: { name: must(silver).name, chargePercentage: must(silver).chargePercentage },
        personal: true,
        topPercentage: TOP,
      });
    }));
});

const CART = /* GraphQL */ `
  {
    productCart {
      totalToPay
      bonusesToSpend
      discountValue
      cashback
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation ($id: ID!) {
    addToProductCart(dto: { id: $id }) {
      totalToPay
    }
  }
`;
const PROMO = /* GraphQL */ `
  mutation {
    validatePromocode(dto: { code: "WELCOME10" }) {
      discountValue
    }
  }
`;
const BONUSES = /* GraphQL */ `
  mutation ($amount: Int!) {
    setCartBonuses(dto: { amount: $amount }) {
      bonusesToSpend
    }
  }
`;
const ORDER = /* GraphQL */ `
  query ($uuid: String!) {
    getOrderByUUID(dto: { uuid: $uuid }) {
      cashback
      cashbackToCome
    }
  }
`;
const STATISTICS = /* GraphQL */ `
  {
    userOrderStatistics {
      moneySpent
      moneyAwaited
      loyaltyLevel {
        name
      }
      nextLoyaltyLevel {
        name
      }
    }
  }
`;

interface CartData {
  productCart: {
    totalToPay: number;
    bonusesToSpend: number;
    discountValue: number | null;
    cashback: number;
  };
}
interface OrderData {
  getOrderByUUID: { cashback: number; cashbackToCome: number };
}
interface StatisticsData {
  userOrderStatistics: {
    moneySpent: number;
    moneyAwaited: number;
    loyaltyLevel: { name: string } | null;
    nextLoyaltyLevel: { name: string } | null;
  };
}

const OPERATOR_TOKEN = "operator-token-for-tests-0123456789abcdef";

describe("one cashback from the cart to the bonus account", () => {
  it("the cart promises what the paid order awaits and the delivered order credits; spending counts once received", () =>
    withApi(
      async (kit) => {
        const shopper = await kit.signIn("+79990007002");
        const auth = { token: shopper.accessToken };
        const items = await itemsOnSale(kit.db, 2, 40);
        for (const item of items) await kit.ok(ADD, { id: item.id }, auth);
        await kit.ok(PROMO, {}, auth);
        await kit.ok(BONUSES, { amount: 130 }, auth);
        const { productCart: cart } = await kit.ok<CartData>(CART, {}, auth);
        const goods = items.reduce((sum, item) => sum + item.price, 0);
        expect(cart.bonusesToSpend).toBe(130);
        expect(cart.discountValue).toBe(Math.floor(goods / 10));
        // Less than the goods alone would earn: the code and the bonuses are not paid in money.
        expect(cart.cashback).toBeLessThan(cashbackOn(goods, must(entry).chargePercentage));
        expect(cart.cashback).toBeGreaterThanOrEqual(
          cashbackOn(cart.totalToPay, must(entry).chargePercentage) - items.length,
        );

        const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
          CREATE_ORDER,
          {
            dto: orderDto(
              items.map((item) => item.id),
              { promoCode: "WELCOME10", bonuses: 130 },
            ),
          },
          auth,
        );
        const unpaid = await kit.ok<OrderData>(ORDER, { uuid: link.uuid }, auth);
        expect(unpaid.getOrderByUUID).toEqual({ cashback: 0, cashbackToCome: 0 });
        await kit.ok(
          COMPLETE_SANDBOX,
          { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
          auth,
        );
        const paid = await kit.ok<OrderData>(ORDER, { uuid: link.uuid }, auth);
        expect(paid.getOrderByUUID).toEqual({ cashback: 0, cashbackToCome: cart.cashback });
        const onTheWay = await kit.ok<StatisticsData>(STATISTICS, {}, auth);
        expect(onTheWay.userOrderStatistics).toEqual({
          moneySpent: 0,
          moneyAwaited: goods,
          loyaltyLevel: { name: must(entry).name },
          nextLoyaltyLevel: { name: must(silver).name },
        });

        const delivered = await kit.api.fetch(
          new Request(`http://shop.test${OPERATOR_STATUS_PATH}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${OPERATOR_TOKEN}`,
            },
            body: JSON.stringify({ orderId: Number(link.orderId), status: "DELIVERED" }),
          }),
        );
        expect(delivered.status).toBe(200);
        const received = await kit.ok<OrderData>(ORDER, { uuid: link.uuid }, auth);
        expect(received.getOrderByUUID).toEqual({ cashback: cart.cashback, cashbackToCome: 0 });
        const counted = await kit.ok<StatisticsData>(STATISTICS, {}, auth);
        expect(counted.userOrderStatistics).toMatchObject({ moneySpent: goods, moneyAwaited: 0 });
      },
      { operatorToken: OPERATOR_TOKEN },
    ));
});
