/**
 * Placements racing each other, on committed data (a rolled-back transaction is one connection
 * and cannot race): on PostgreSQL truly concurrent, on PGlite serialised by its single
 * connection. What the tests create is deleted afterwards, so the worker's database again holds
 * exactly the demo seed.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemsOnSale, must } from "../../tests/checkout-kit.ts";
import { testDatabase } from "../../tests/database.ts";
import { TestClock } from "../../tests/identity-kit.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { resolveProviders } from "../providers/index.ts";
import { type OrderInput } from "./input.ts";
import { placeOrder } from "./placement.ts";

let db: Database;
const userIds: number[] = [];
const itemRows: (typeof t.productItem.$inferSelect)[] = [];

async function cleanUp() {
  if (userIds.length === 0) return;
  const orders = await db
    .select({ id: t.order.id })
    .from(t.order)
    .where(inArray(t.order.userId, userIds));
  const orderIds = orders.map((order) => order.id);
  if (orderIds.length > 0) {
    const lines = await db
      .select({ id: t.orderProductItem.id })
      .from(t.orderProductItem)
      .where(inArray(t.orderProductItem.orderId, orderIds));
    if (lines.length > 0) {
      await db.delete(t.orderItemStatusHistory).where(
        inArray(
          t.orderItemStatusHistory.orderProductItemId,
          lines.map((line) => line.id),
        ),
      );
    }
    await db.delete(t.orderProductItem).where(inArray(t.orderProductItem.orderId, orderIds));
    await db.delete(t.payment).where(inArray(t.payment.orderId, orderIds));
    await db.delete(t.sandboxPayment).where(inArray(t.sandboxPayment.orderId, orderIds));
    await db.delete(t.bonusTransaction).where(inArray(t.bonusTransaction.userId, userIds));
    await db.delete(t.order).where(inArray(t.order.id, orderIds));
  }
  await db.delete(t.user).where(inArray(t.user.id, userIds));
  for (const { id, ...row } of itemRows) {
    await db.update(t.productItem).set(row).where(eq(t.productItem.id, id));
  }
  userIds.length = 0;
}

beforeAll(async () => {
  ({ db } = await testDatabase());
});
afterAll(cleanUp);

async function shoppers(count: number): Promise<number[]> {
  const rows = await db
    .insert(t.user)
    .values(Array.from({ length: count }, () => ({ registrationSource: "PHONE" as const })))
    .returning({ id: t.user.id });
  userIds.push(...rows.map((row) => row.id));
  return rows.map((row) => row.id);
}

async function lastUnit(offset: number) {
  const [item] = await itemsOnSale(db, 1, offset);
  const [row] = await db
    .select()
    .from(t.productItem)
    .where(eq(t.productItem.id, must(item).id));
  itemRows.push(must(row));
  return must(item);
}

function input(itemId: number, key = randomUUID()): OrderInput {
  return {
    idempotencyKey: key,
    name: "Анна",
    surname: "Иванова",
    lastname: null,
    phone: "+79991234567",
    email: "anna@example.ru",
    comment: null,
    destination: { kind: "ADDRESS", city: "Москва", address: "Тверская, д. 1" },
    address: { country: "Россия", city: "Москва", street: "Тверская", house: "1" },
    productItemIds: [itemId],
    promoCode: null,
    bonuses: 0,
    returnPath: null,
  };
}

describe("placing orders concurrently", () => {
  it("ten concurrent submissions with one key make one order and one payment", async () => {
    const providers = resolveProviders(db, { outboxLog: false }, { clock: new TestClock() });
    const [userId] = await shoppers(1);
    const item = await lastUnit(0);
    const dto = input(item.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(db, providers, must(userId), dto)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const orders = await db
      .select()
      .from(t.order)
      .where(eq(t.order.userId, must(userId)));
    expect(orders).toHaveLength(1);
    const payments = await db
      .select()
      .from(t.payment)
      .where(eq(t.payment.orderId, must(orders[0]).id));
    expect(payments).toHaveLength(1);
    const sandbox = await db
      .select()
      .from(t.sandboxPayment)
      .where(eq(t.sandboxPayment.orderId, must(orders[0]).id));
    expect(sandbox).toHaveLength(1);
  });

  it("fifty shoppers after the last unit: one order, 49 «Товар уже купили»", async () => {
    const providers = resolveProviders(db, { outboxLog: false }, { clock: new TestClock() });
    const ids = await shoppers(50);
    const item = await lastUnit(1);
    const results = await Promise.allSettled(
      ids.map((userId) => placeOrder(db, providers, userId, input(item.id))),
    );
    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [(result.reason as Error).message] : [],
    );
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused)).toEqual(
      new Set([`Товар уже купили: ${item.productName}, размер ${item.sizeName}`]),
    );
    const lines = await db
      .select()
      .from(t.orderProductItem)
      .where(eq(t.orderProductItem.productItemId, item.id));
    expect(lines.filter((line) => line.status === "AWAITING_PAY")).toHaveLength(1);
    const orders = await db.select().from(t.order).where(inArray(t.order.userId, ids));
    expect(orders).toHaveLength(1);
  });
});
