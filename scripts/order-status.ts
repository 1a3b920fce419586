/**
 * `npm run order:status -- <order> <item|all> <STATUS> [--track CODE] [--waybill ID]
 * [--eta YYYY-MM-DD] [--url URL]`: moves an order's item (or every item still on its way) to a
 * new status through the running shop's operator API (docs/orders.md#operator-api), which checks
 * the transition, records the history, credits or returns bonuses and tells the shopper.
 *
 * The shop is SHOP_URL (default http://127.0.0.1:$PORT, PORT 3000); the token OPERATOR_API_TOKEN
 * (outside production, the development token the shop itself defaults to).
 *   npm run order:status -- 12 all PURCHASED_FROM_SELLER
 *   npm run order:status -- 12 31 HANDED_OVER_FOR_DELIVERY --track 1234567890
 */
import { parseArgs } from "node:util";
import { OPERATOR_STATUS_PATH } from "../server/orders/operator-endpoint.ts";
import { callOperatorApi, shopAddress } from "./operator-api.ts";

const usage =
  "npm run order:status -- <заказ> <товар|all> <СТАТУС> [--track КОД] [--waybill ID] [--eta ГГГГ-ММ-ДД] [--url URL]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    track: { type: "string" },
    waybill: { type: "string" },
    eta: { type: "string" },
    url: { type: "string" },
  },
});

const [order, item, status] = positionals;
if (!order || !item || !status || positionals.length > 3) {
  console.error(`Использование: ${usage}`);
  process.exit(2);
}

const shop = shopAddress(values.url);
const response = await callOperatorApi(shop, OPERATOR_STATUS_PATH, {
  method: "POST",
  body: {
    orderId: order,
    itemId: item === "all" ? null : item,
    status: status.toUpperCase(),
    trackCode: values.track,
    cdekWaybillId: values.waybill,
    estimatedDeliveryDate: values.eta,
  },
});

const body = (await response.json().catch(() => ({}))) as {
  message?: string;
  order?: { id: number; status: string; cashback: number };
  items?: { id: number; status: string; previousStatus: string }[];
  cashback?: number;
  levelRaisedTo?: string | null;
  notified?: boolean;
};
if (!response.ok || !body.order) {
  console.error(`Не изменено (${response.status}): ${body.message ?? response.statusText}`);
  process.exit(1);
}
for (const moved of body.items ?? []) {
  console.log(`Товар ${moved.id}: ${moved.previousStatus} → ${moved.status}`);
}
if ((body.items ?? []).length === 0) console.log("Статус тот же: обновлены только данные доставки");
console.log(`Заказ №${body.order.id}: ${body.order.status}`);
if (body.cashback) console.log(`Бонусы: ${body.cashback > 0 ? "+" : ""}${body.cashback}`);
if (body.levelRaisedTo) console.log(`Новый уровень покупателя: ${body.levelRaisedTo}`);
if ((body.items ?? []).length > 0) {
  console.log(
    body.notified ? "Покупатель уведомлён" : "Уведомление НЕ отправлено (см. журнал магазина)",
  );
}
