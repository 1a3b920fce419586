/**
 * The payment of a placed order (docs/checkout.md#payment): created with the payments provider
 * once, under the order's idempotency key, and stored in `payment`; asked again, the stored one
 * answers. A provider failure leaves the order awaiting payment with its items reserved: the
 * same key retried creates the payment then.
 */
import { describeError } from "../graphql/logging.ts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import type { ShopProviders } from "../providers/index.ts";
import { orderAmounts, orderTotal } from "../orders/amounts.ts";
import type { OrderRow } from "./order-state.ts";
import { buildReceipt } from "./receipt.ts";

export interface OrderPaymentLink {
  orderId: number;
  uuid: string;
  paymentLink: string;
  totalToPay: number;
}

export const PAYMENT_FAILED_MESSAGE =
  "Не удалось создать платёж. Заказ сохранён, попробуйте оплатить ещё раз через минуту";

/** Production with no payments provider (docs/decisions/030-demo-and-production.md). */
export const PAYMENTS_OFF_MESSAGE =
  "Оплата заказов временно недоступна, поэтому оформить заказ сейчас нельзя. Попробуйте позже";

/**
 * The goods lines of an order's receipt: each item's product name and size, at what was paid for
 * it in money as the order's amounts split it (docs/orders.md#amounts).
 */
async function receiptLines(db: Database, order: OrderRow) {
  const rows = await db
    .select({
      id: t.orderProductItem.id,
      soldPrice: t.orderProductItem.soldPrice,
      status: t.orderProductItem.status,
      product: t.product.name,
      size: t.size.name,
    })
    .from(t.orderProductItem)
    .innerJoin(t.productItem, eq(t.productItem.id, t.orderProductItem.productItemId))
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .innerJoin(t.size, eq(t.size.id, t.productItem.sizeId))
    .where(and(eq(t.orderProductItem.orderId, order.id), isNull(t.orderProductItem.deletedAt)))
    .orderBy(asc(t.orderProductItem.id));
  const amounts = orderAmounts(order, rows);
  const paid = new Map(amounts.items.map((item) => [item.id, item.paid]));
  return {
    amounts,
    lines: rows.map((row) => ({
      description: `${row.product}, размер ${row.size}`,
      amount: paid.get(row.id) ?? 0,
    })),
  };
}

async function storedPayment(db: Database, orderId: number, provider: string) {
  const [row] = await db
    .select()
    .from(t.payment)
    .where(and(eq(t.payment.orderId, orderId), eq(t.payment.provider, provider)))
    .orderBy(asc(t.payment.id))
    .limit(1);
  return row ?? null;
}

/** The order's payment link, creating the payment with the provider when it has none yet. */
export async function ensurePaymentLink(
  db: Database,
  providers: ShopProviders,
  order: OrderRow,
  returnUrl: string,
): Promise<OrderPaymentLink> {
  const provider = providers.payments;
  const answer = (link: string): OrderPaymentLink => ({
    orderId: order.id,
    uuid: order.uuid,
    paymentLink: link,
    totalToPay: orderTotal(order),
  });
  const existing = await storedPayment(db, order.id, provider.name);
  if (existing?.confirmationUrl) return answer(existing.confirmationUrl);
  if (order.status !== "AWAITING_PAY" || order.paid) {
    throw badUserInput("Этот заказ уже не ждёт оплаты", "idempotencyKey");
  }
  const { amounts, lines } = await receiptLines(db, order);
  let created;
  try {
    created = await provider.create({
      idempotenceKey: order.idempotencyKey ?? order.uuid,
      amount: amounts.toPay,
      description: `Заказ №${order.id} в Meet Market`,
      returnUrl,
      orderId: order.id,
      receipt: buildReceipt({
        lines,
        deliveryPrice: amounts.delivery,
        email: order.email,
        phone: order.phone,
      }),
    });
  } catch (error) {
    console.error(`Payment for order ${order.id} was not created:`, describeError(error));
    throw new GraphQLError(PAYMENT_FAILED_MESSAGE, {
      extensions: { code: "PAYMENT_UNAVAILABLE" },
    });
  }
  if (!created.confirmationUrl) {
    throw new GraphQLError(PAYMENT_FAILED_MESSAGE, {
      extensions: { code: "PAYMENT_UNAVAILABLE" },
    });
  }
  // Two submissions at once reach the provider with one key and get one payment: stored once.
  await db
    .insert(t.payment)
    .values({
      orderId: order.id,
      provider: provider.name,
      externalId: created.id,
      amount: created.amount,
      confirmationUrl: created.confirmationUrl,
    })
    .onConflictDoNothing();
  const stored = await storedPayment(db, order.id, provider.name);
  return answer(stored?.confirmationUrl ?? created.confirmationUrl);
}
