/**
 * Generated carts become orders through the API as a shopper's would (docs/orders.md#amounts):
 * items, a promo code, bonuses, a pickup point or a courier, paid or cancelled, then items
 * cancelled or refunded by the staff. Every view's figures must agree with what was charged, to
 * the kopeck: the cart and the checkout before, the payment and its receipt, the order's page and
 * the order history after, the bonus ledger and the letter.
 */
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
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
import type { CreatePaymentRequest, ProviderPayment } from "../providers/payments.ts";
import { SandboxPaymentProvider } from "../providers/sandbox-payments.ts";
import { OPERATOR_STATUS_PATH } from "./operator-endpoint.ts";
import type { OrderStatus } from "./status-rules.ts";
import { formatRoubles } from "./status-notice.ts";

const TOKEN = "operator-token-for-amounts-0123456789abcdef";

/** The sandbox, keeping what each payment was asked for (amount and receipt). */
class RecordingPayments extends SandboxPaymentProvider {
  readonly requests: CreatePaymentRequest[] = [];
  override create(request: CreatePaymentRequest): Promise<ProviderPayment> {
    this.requests.push(request);
    return super.create(request);
  }
}

const AMOUNTS = /* GraphQL */ `
  goods
  discount
  bonusesSpent
  bonusesValue
  delivery
  total
  paid
  toPay
  refundDue
  refunded
  bonusesReturned
`;

interface Amounts {
  goods: number;
  discount: number;
  bonusesSpent: number;
  bonusesValue: number;
  delivery: number;
  total: number;
  paid: number;
  toPay: number;
  refundDue: number;
  refunded: number;
  bonusesReturned: number;
}

const CART_FIELDS = `productItems { id } totalPrice promoCode discountValue bonusesAvailableToSpent bonusesToSpend totalToPay`;
interface Cart {
  productItems: { id: string }[];
  totalPrice: number;
  promoCode: string | null;
  discountValue: number | null;
  bonusesAvailableToSpent: number;
  bonusesToSpend: number;
  totalToPay: number;
}
const ADD = `mutation ($id: ID!) { addToProductCart(dto: { id: $id }) { ${CART_FIELDS} } }`;
const PROMO = `mutation ($code: String!) { validatePromocode(dto: { code: $code }) { ${CART_FIELDS} } }`;
const BONUSES = `mutation ($amount: Int!) { setCartBonuses(dto: { amount: $amount }) { ${CART_FIELDS} } }`;
const CART = `query { productCart { ${CART_FIELDS} } }`;
const POINTS = `query ($city: String!) { getPVZListByLocation(dto: { city: $city, limit: 1 }) { code } }`;
const QUOTE_FIELDS = `deliveryPrice orderAmounts { ${AMOUNTS} }`;
const PVZ_QUOTE = `query ($dto: CalculatePvzDeliveryDto!) { calculatePVZDelivery(dto: $dto) { ${QUOTE_FIELDS} } }`;
const ADDRESS_QUOTE = `query ($dto: CalculateAddressDeliveryDto!) { calculateAddressDelivery(dto: $dto) { ${QUOTE_FIELDS} } }`;
const ORDER = `query ($uuid: String!) { getOrderByUUID(dto: { uuid: $uuid }) { id paid status amounts { ${AMOUNTS} } } }`;
const HISTORY = `query { userOrderList(dto: { page: 1, limit: 10 }) { items { uuid amounts { ${AMOUNTS} } } } }`;
const SANDBOX = `query ($id: ID!) { sandboxPayment(dto: { id: $id }) { amount } }`;

/** What the staff do to an item after payment, as a path of statuses. */
const AFTERWARDS: Record<string, OrderStatus[]> = {
  kept: [],
  cancelled: ["CANCEL_PURCHASE"],
  "cancelled and refunded": ["CANCEL_PURCHASE", "ISSUED_REFUND"],
  received: ["HANDED_OVER_FOR_DELIVERY", "DELIVERED"],
  "received and refunded": ["HANDED_OVER_FOR_DELIVERY", "DELIVERED", "ISSUED_REFUND"],
};

const CITIES = ["Москва", "Санкт-Петербург", "Владивосток"] as const;

const scenario = fc.record({
  picks: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 3 }),
  promo: fc.constantFrom(null, "WELCOME10", "MEET500", "FREESHIP", "NIKE7", "KROSS12"),
  extraBonuses: fc.constantFrom(0, 0, 3_000, 20_000),
  /** A share of the most the cart allows, or the default (a quarter). */
  bonusShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  delivery: fc.constantFrom("PVZ", "ADDRESS"),
  city: fc.constantFrom(...CITIES),
  outcome: fc.constantFrom("PAID", "PAID", "PAID", "CANCELED"),
  afterwards: fc.array(fc.constantFrom(...Object.keys(AFTERWARDS)), {
    minLength: 3,
    maxLength: 3,
  }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

async function operator(kit: Kit, body: unknown) {
  const response = await kit.api.fetch(
    new Request(`http://shop.test${OPERATOR_STATUS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

async function run(kit: Kit, payments: RecordingPayments, s: Scenario) {
  const shopper = await kit.signIn("+79990003301");
  const auth = { token: shopper.accessToken };
  const userId = Number(shopper.userId);
  if (s.extraBonuses > 0) {
    await kit.db
      .insert(t.bonusTransaction)
      .values({ userId, amount: s.extraBonuses, reason: "MANUAL" });
  }

  // The cart, as the storefront fills it.
  const candidates = await itemsOnSale(kit.db, 12);
  for (const pick of s.picks) {
    await kit.ok(ADD, { id: String(must(candidates[pick]).id) }, auth);
  }
  if (s.promo) await kit.ok(PROMO, { code: s.promo }, auth);
  let { productCart: cart } = await kit.ok<{ productCart: Cart }>(CART, {}, auth);
  if (s.bonusShare !== null) {
    const amount = Math.floor((cart.bonusesAvailableToSpent * s.bonusShare) / 10) * 10;
    cart = (await kit.ok<{ setCartBonuses: Cart }>(BONUSES, { amount }, auth)).setCartBonuses;
  }
  // The bonus drawer offers what the summary may spend: tens, and the summary within them.
  expect(cart.bonusesAvailableToSpent % 10).toBe(0);
  expect(cart.bonusesToSpend % 10).toBe(0);
  expect(cart.bonusesToSpend).toBeLessThanOrEqual(cart.bonusesAvailableToSpent);
  expect(cart.totalToPay).toBe(
    cart.totalPrice - (cart.discountValue ?? 0) - cart.bonusesToSpend * 100,
  );

  // The checkout's quote: the order's amounts with this delivery.
  const itemCount = cart.productItems.length;
  let delivery: Record<string, unknown>;
  let quote: { deliveryPrice: number; orderAmounts: Amounts };
  if (s.delivery === "PVZ") {
    const { getPVZListByLocation: points } = await kit.ok<{
      getPVZListByLocation: { code: string }[];
    }>(POINTS, { city: s.city });
    const pvzCode = must(points[0]).code;
    delivery = { type: "PVZ", pvzCode };
    quote = (
      await kit.ok<{ calculatePVZDelivery: typeof quote }>(
        PVZ_QUOTE,
        { dto: { pvzCode, itemCount } },
        auth,
      )
    ).calculatePVZDelivery;
  } else {
    delivery = {
      type: "ADDRESS",
      address: { country: "Россия", city: s.city, street: "Ленина", house: "1" },
    };
    quote = (
      await kit.ok<{ calculateAddressDelivery: typeof quote }>(
        ADDRESS_QUOTE,
        { dto: { city: s.city, address: "Ленина, д. 1", itemCount } },
        auth,
      )
    ).calculateAddressDelivery;
  }
  const preview = quote.orderAmounts;
  expect(preview).toMatchObject({
    goods: cart.totalPrice,
    discount: cart.discountValue ?? 0,
    bonusesSpent: cart.bonusesToSpend,
    delivery: quote.deliveryPrice,
    toPay: cart.totalToPay + quote.deliveryPrice,
    paid: 0,
  });

  // Placed with what the storefront sends: the items, the cart's code and bonuses.
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    {
      dto: orderDto(
        cart.productItems.map((item) => item.id),
        {
          delivery,
          promoCode: cart.promoCode ?? undefined,
          bonuses: cart.bonusesToSpend,
        },
      ),
    },
    auth,
  );
  expect(link.totalToPay).toBe(preview.toPay);
  const asked = must(payments.requests.at(-1));
  expect(asked.amount).toBe(preview.toPay);
  // The receipt's lines add up to the payment, none below 0.
  expect(sum(asked.receipt.items.map((line) => line.amount * line.quantity))).toBe(asked.amount);
  expect(asked.receipt.items.every((line) => line.amount >= 0)).toBe(true);
  const sandboxId = sandboxIdOf(link.paymentLink);
  const { sandboxPayment } = await kit.ok<{ sandboxPayment: { amount: number } }>(
    SANDBOX,
    { id: sandboxId },
    auth,
  );
  expect(sandboxPayment.amount).toBe(preview.toPay);
  const placed = await kit.ok<{ getOrderByUUID: { amounts: Amounts } }>(
    ORDER,
    { uuid: link.uuid },
    auth,
  );
  expect(placed.getOrderByUUID.amounts).toEqual(preview);

  await kit.ok(COMPLETE_SANDBOX, { id: sandboxId, outcome: s.outcome }, auth);
  const orderId = Number(link.orderId);
  const items = await kit.db
    .select()
    .from(t.orderProductItem)
    .where(eq(t.orderProductItem.orderId, orderId))
    .orderBy(t.orderProductItem.id);
  const paths = items.map((_item, index) => AFTERWARDS[s.afterwards[index] ?? "kept"] ?? []);
  if (s.outcome === "PAID") {
    for (const [index, item] of items.entries()) {
      for (const status of paths[index] ?? []) {
        await operator(kit, { orderId, itemId: item.id, status });
      }
    }
  }

  // Every view reads the same figures.
  const { getOrderByUUID: order } = await kit.ok<{
    getOrderByUUID: { paid: boolean; amounts: Amounts };
  }>(ORDER, { uuid: link.uuid }, auth);
  const { userOrderList } = await kit.ok<{
    userOrderList: { items: { uuid: string; amounts: Amounts }[] };
  }>(HISTORY, {}, auth);
  const amounts = order.amounts;
  expect(userOrderList.items.find((row) => row.uuid === link.uuid)?.amounts).toEqual(amounts);
  expect(amounts).toMatchObject({
    goods: preview.goods,
    discount: preview.discount,
    bonusesSpent: preview.bonusesSpent,
    delivery: preview.delivery,
    total: preview.total,
  });

  const [payment] = await kit.db.select().from(t.payment).where(eq(t.payment.orderId, orderId));
  const ledger = await kit.db
    .select()
    .from(t.bonusTransaction)
    .where(eq(t.bonusTransaction.orderId, orderId));
  const ledgerSum = (reason: string) =>
    sum(ledger.filter((entry) => entry.reason === reason).map((entry) => entry.amount));
  expect(ledgerSum("ORDER_SPENT") + amounts.bonusesSpent).toBe(0);
  expect(ledgerSum("ORDER_REFUND")).toBe(amounts.bonusesReturned);
  const letters = kit.sent.filter((message) => message.to === "anna@example.ru");

  if (s.outcome === "CANCELED") {
    expect(order.paid).toBe(false);
    expect(payment?.status).toBe("CANCELED");
    expect(amounts).toMatchObject({ paid: 0, toPay: 0, refundDue: 0, refunded: 0 });
    expect(amounts.bonusesReturned).toBe(amounts.bonusesSpent);
    return;
  }
  // Charged exactly what every view says was paid.
  expect(order.paid).toBe(true);
  expect(payment).toMatchObject({ status: "SUCCEEDED", amount: amounts.paid });
  expect(amounts).toMatchObject({ paid: preview.toPay, toPay: 0 });

  // What goes back is the undone items' receipt lines, with the delivery when nothing is kept.
  const finals = paths.map((path, index) => path.at(-1) ?? items[index]?.status);
  const undone = finals.map((status) => status === "CANCEL_PURCHASE" || status === "ISSUED_REFUND");
  const line = (index: number) => must(asked.receipt.items[index]).amount;
  const deliveryBack = undone.every(Boolean) ? amounts.delivery : 0;
  const refundedLines = sum(items.map((_i, n) => (finals[n] === "ISSUED_REFUND" ? line(n) : 0)));
  const dueLines = sum(items.map((_i, n) => (finals[n] === "CANCEL_PURCHASE" ? line(n) : 0)));
  expect(amounts.refunded + amounts.refundDue).toBe(refundedLines + dueLines + deliveryBack);
  expect(amounts.refunded).toBeGreaterThanOrEqual(refundedLines);
  expect(amounts.refundDue).toBeGreaterThanOrEqual(dueLines);
  expect(amounts.refunded + amounts.refundDue).toBeLessThanOrEqual(amounts.paid);
  if (undone.every(Boolean)) {
    expect(amounts.refunded + amounts.refundDue).toBe(amounts.paid);
    expect(amounts.bonusesReturned).toBe(amounts.bonusesSpent);
  }

  // The letters say the page's figures: the payment's, then the last change's.
  expect(letters[0]?.text).toContain(`Оплачено: ${formatRoubles(amounts.paid)}`);
  const last = must(letters.at(-1)).text;
  expect(last).toContain(`Оплачено: ${formatRoubles(amounts.paid)}`);
  if (amounts.refundDue > 0)
    expect(last).toContain(`К возврату: ${formatRoubles(amounts.refundDue)}`);
  if (amounts.refunded > 0)
    expect(last).toContain(`Возвращено: ${formatRoubles(amounts.refunded)}`);
}

describe("an order's amounts on every view", () => {
  it("agree with what was charged, to the kopeck, for generated carts and orders", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        let payments: RecordingPayments | undefined;
        await withApi(
          async (kit) => {
            await run(kit, must(payments), s);
          },
          {
            operatorToken: TOKEN,
            providers: (db, clock) => {
              payments = new RecordingPayments(db, clock);
              return { payments };
            },
          },
        );
      }),
      { numRuns: 8 },
    );
  });

  it("a paid order's letter says what was paid and what it was made of", async () => {
    await withApi(
      async (kit) => {
        const shopper = await kit.signIn("+79990003302");
        const [item] = await itemsOnSale(kit.db, 1);
        const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
          CREATE_ORDER,
          { dto: orderDto([must(item).id], { promoCode: "WELCOME10", bonuses: 100 }) },
          { token: shopper.accessToken },
        );
        await kit.ok(
          COMPLETE_SANDBOX,
          { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
          { token: shopper.accessToken },
        );
        const [order] = await kit.db
          .select()
          .from(t.order)
          .where(and(eq(t.order.id, Number(link.orderId))));
        const letter = must(kit.sent.find((message) => message.to === "anna@example.ru")).text;
        expect(letter).toContain(`Заказ №${link.orderId}: оплачен, готов к отправке.`);
        expect(letter).toContain(`Товары: ${formatRoubles(must(order).totalPrice)}`);
        expect(letter).toContain(`Промокод: −${formatRoubles(must(order).discountValue)}`);
        expect(letter).toContain(`Бонусами: −${formatRoubles(10_000)}`);
        expect(letter).toContain(`Оплачено: ${formatRoubles(link.totalToPay)}`);
        expect(letter).toContain(`https://meet-market.test/orders/${link.uuid}`);
      },
      { publicUrl: "https://meet-market.test" },
    );
  });
});
