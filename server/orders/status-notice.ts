/**
 * The message a shopper gets when their order's items change status (docs/orders.md#notifications):
 * by e-mail when the order has one, else by SMS to the order's phone, through the shop's
 * providers (the outbox when offline). Sent after the change is committed; a provider's failure
 * is logged and never undoes the change.
 */
import { describeError } from "../graphql/logging.ts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { ShopProviders } from "../providers/index.ts";
import { type DeliveryWindow, shopDay } from "../delivery/window.ts";
import { type OrderAmounts, orderAmounts } from "./amounts.ts";
import { orderedWindow } from "./order-window.ts";
import { STATUS_NAMES } from "./vocabulary.ts";
import { isReceived, isUndone, type OrderStatus } from "./status-rules.ts";

type OrderRow = typeof t.order.$inferSelect;

export interface StatusNotice {
  order: OrderRow;
  itemIds: readonly number[];
  status: OrderStatus;
  trackCode: string | null;
  /** The shop's address without a trailing slash; "" leaves the link out. */
  publicUrl: string;
}

const roubles = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Kopecks as the storefront shows them (app/lib/money.ts): «9 921 ₽». */
export const formatRoubles = (kopecks: number) => roubles.format(Math.round(kopecks / 100));

/**
 * The order's money in the letter, the figures of its page (docs/orders.md#amounts): the sum it
 * is summed up by and what went back; the letter of the payment itself also says what it was
 * made of.
 */
export function amountLines(amounts: OrderAmounts, status: OrderStatus): string[] {
  const breakdown =
    status === "PAID_READY_TO_SEND"
      ? [
          `Товары: ${formatRoubles(amounts.goods)}`,
          amounts.discount > 0 ? `Промокод: −${formatRoubles(amounts.discount)}` : "",
          amounts.bonusesSpent > 0 ? `Бонусами: −${formatRoubles(amounts.bonusesValue)}` : "",
          `Доставка: ${formatRoubles(amounts.delivery)}`,
        ]
      : [];
  return [
    ...breakdown,
    amounts.paid > 0
      ? `Оплачено: ${formatRoubles(amounts.paid)}`
      : amounts.toPay > 0
        ? `К оплате: ${formatRoubles(amounts.toPay)}`
        : "",
    amounts.refundDue > 0 ? `К возврату: ${formatRoubles(amounts.refundDue)}` : "",
    amounts.refunded > 0 ? `Возвращено: ${formatRoubles(amounts.refunded)}` : "",
    amounts.bonusesReturned > 0 ? `Бонусы вернулись на счёт: +${amounts.bonusesReturned}` : "",
  ].filter(Boolean);
}

/** A moved item as its message names it: its product, and its delivery window while on its way. */
export interface NoticeItem {
  name: string;
  window: DeliveryWindow | null;
}

/**
 * «Ожидаемая доставка: 3–8 декабря.» while the goods are on their way (docs/orders.md#notifications):
 * one line when the items agree, else after each name.
 */
function windowLines(status: OrderStatus, items: readonly NoticeItem[]) {
  if (isReceived(status) || isUndone(status) || status === "ARRANGED_EXCHANGE") {
    return { common: "", perItem: false };
  }
  const dates = new Set(items.flatMap((item) => (item.window ? [item.window.dates] : [])));
  if (dates.size === 0) return { common: "", perItem: false };
  const [only] = dates;
  return dates.size === 1 && items.every((item) => item.window)
    ? { common: `Ожидаемая доставка: ${only}.`, perItem: false }
    : { common: "", perItem: true };
}

/** The SMS text and the e-mail's subject and body. */
export function statusMessage(
  notice: StatusNotice,
  items: readonly NoticeItem[],
  itemCount: number,
  amounts: OrderAmounts,
) {
  const { order, status } = notice;
  const names = items.map((item) => item.name);
  const window = windowLines(status, items);
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
  const sms = [`Meet Market: ${what} — ${label.toLowerCase()}.`, track, window.common, link]
    .filter(Boolean)
    .join(" ");
  const body = [
    `Здравствуйте${order.name ? `, ${order.name}` : ""}!`,
    "",
    `${what}: ${label.toLowerCase()}.`,
    ...items.map((item) =>
      window.perItem && item.window
        ? `— ${item.name}: ожидаемая доставка ${item.window.dates}`
        : `— ${item.name}`,
    ),
    window.common,
    "",
    ...amountLines(amounts, status),
    "",
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
    const moved = await db
      .select({
        name: t.product.name,
        estimatedDeliveryFrom: t.orderProductItem.estimatedDeliveryFrom,
        estimatedDeliveryDate: t.orderProductItem.estimatedDeliveryDate,
        createdAt: t.orderProductItem.createdAt,
      })
      .from(t.orderProductItem)
      .innerJoin(t.productItem, eq(t.productItem.id, t.orderProductItem.productItemId))
      .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
      .where(inArray(t.orderProductItem.id, [...notice.itemIds]));
    const all = await db
      .select({
        id: t.orderProductItem.id,
        soldPrice: t.orderProductItem.soldPrice,
        status: t.orderProductItem.status,
      })
      .from(t.orderProductItem)
      .where(
        and(eq(t.orderProductItem.orderId, notice.order.id), isNull(t.orderProductItem.deletedAt)),
      );
    const today = shopDay(providers.clock.now());
    const message = statusMessage(
      notice,
      moved.map((row) => {
        const window = orderedWindow(row);
        // A window already past is no promise: the staff set a new date (docs/orders.md).
        return { name: row.name, window: window && window.lastDate >= today ? window : null };
      }),
      all.length,
      orderAmounts(notice.order, all),
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
