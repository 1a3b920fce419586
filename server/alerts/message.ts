/**
 * The words of an alert's message (docs/alerts.md#the-message): an e-mail's subject and body, or
 * one SMS, each with the product's link and the link that ends the alert without signing in.
 */
import { formatRoubles } from "../orders/status-notice.ts";
import type { AlertKind } from "./service.ts";

export interface AlertNotice {
  kind: AlertKind;
  productName: string;
  productSlug: string;
  sizeName: string | null;
  /** Kopecks: the price now (the size's, or the product's lowest on sale). */
  price: number;
  /** Kopecks: the price the shopper was watching from (PRICE_DROP). */
  previousPrice: number;
  token: string;
  /** The shop's address without a trailing slash. */
  publicUrl: string;
}

export const unsubscribePath = (token: string) => `/alerts/unsubscribe/${token}`;

export function alertMessage(notice: AlertNotice) {
  const name = `«${notice.productName}»`;
  const size = notice.sizeName ? `, размер ${notice.sizeName}` : "";
  const query = notice.sizeName
    ? `?${new URLSearchParams({ size: notice.sizeName }).toString()}`
    : "";
  const link = `${notice.publicUrl}/product/${notice.productSlug}${query}`;
  const unsubscribe = `${notice.publicUrl}${unsubscribePath(notice.token)}`;
  const price = formatRoubles(notice.price);
  const back = notice.kind === "BACK_IN_STOCK";
  const subject = back
    ? `Снова в наличии: ${notice.productName}${size}`
    : `Цена снизилась: ${notice.productName}`;
  const headline = back
    ? `${name}${size} снова в наличии: ${price}.`
    : `Цена на ${name}${size} снизилась: ${formatRoubles(notice.previousPrice)} → ${price}.`;
  const body = [
    "Здравствуйте!",
    "",
    headline,
    `Посмотреть и купить: ${link}`,
    "",
    "Вы получили это письмо, потому что подписались на уведомление в Meet Market.",
    `Отписаться: ${unsubscribe}`,
    "",
    "Meet Market",
  ].join("\n");
  const sms = `Meet Market: ${headline} ${link} Отписаться: ${unsubscribe}`;
  return { subject, body, sms };
}
