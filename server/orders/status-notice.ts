/**
 * The message a shopper gets when their order's items change status (docs/orders.md#notifications):
 * by e-mail when the order has one, else by SMS to the order's phone, through the shop's
 * providers (the outbox when offline). Sent after the change is committed; a provider's failure
 * is logged and never undoes the change.
 */
import { describeError } from "../graphql/logging.ts";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopProviders } from "../providers/index.ts";
import { STATUS_NAMES } from "./status-names.ts";
import { isReceived, type OrderStatus } from "./status-rules.ts";

type OrderRow = typeof t.order.$inferSelect;

export interface StatusNotice {
  order: OrderRow;
  itemIds: readonly number[];
  status: OrderStatus;
  trackCode: string | null;
  /** The shop's address without a trailing slash; "" leaves the link out. */
  publicUrl: string;
}

/** The SMS text and the e-mail's subject and body. */
export function statusMessage(notice: StatusNotice, names: readonly string[], itemCount: number) {
  const { order, status } = notice;
  const label = STATUS_NAMES[status];
  const what =
    names.length === 1 && itemCount > 1
      ? `«${names[0]}» из заказа №${order.id}`
      : `Заказ №${order.id}`;
  // The uuid, never the number: the link opens the order's status to whoever holds it, so its
  // key must not be guessable (docs/orders.md#public-order-status).
  const link = notice.publicUrl ? `${notice.publicUrl}/orders/${order.uuid}` : "";
  const track =
    notice.trackCode && status === "HANDED_OVER_FOR_DELIVERY"
      ? `Трек-номер СДЭК: ${notice.trackCode}.`
      : "";
  const cashback = isReceived(status) ? "Кешбэк придёт на бонусный счёт." : "";
  const sms = [`Meet Market: ${what} — ${label.toLowerCase()}.`, track, link]
    .filter(Boolean)
    .join(" ");
  const body = [
    `Здравствуйте${order.name ? `, ${order.name}` : ""}!`,
    "",
    `${what}: ${label.toLowerCase()}.`,
    ...names.map((name) => `— ${name}`),
    track,
    cashback,
    link ? `Где сейчас заказ: ${link}` : "",
    "",
    "Meet Market",
  ].filter((line, index, lines) => line !== "" || lines[index - 1] !== "");
  return { sms, subject: `Заказ №${order.id}: ${label.toLowerCase()}`, body: body.join("\n") };
}

/** Sends the message; answers whether the provider accepted it. */
export async function notifyStatusChange(
  db: Database,
  providers: ShopProviders,
  notice: StatusNotice,
): Promise<boolean> {
  try {
    const names = await db
      .select({ name: t.product.name })
      .from(t.orderProductItem)
      .innerJoin(t.productItem, eq(t.productItem.id, t.orderProductItem.productItemId))
      .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
      .where(inArray(t.orderProductItem.id, [...notice.itemIds]));
    const all = await db
      .select({ id: t.orderProductItem.id })
      .from(t.orderProductItem)
      .where(eq(t.orderProductItem.orderId, notice.order.id));
    const message = statusMessage(
      notice,
      names.map((row) => row.name),
      all.length,
    );
    if (notice.order.email) {
      await providers.mail.send({
        to: notice.order.email,
        subject: message.subject,
        text: message.body,
      });
    } else {
      await providers.sms.send(notice.order.phone, message.sms);
    }
    return true;
  } catch (error) {
    console.error(
      `Order ${notice.order.id}: the status message was not sent:`,
      describeError(error),
    );
    return false;
  }
}
